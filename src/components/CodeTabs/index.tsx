import type {ReactNode} from 'react';
// The classic theme's Tabs, not `@theme/Tabs`: the OpenAPI theme shadows that one with its own (scroll arrows and
// helpers for its request and response panels), which would otherwise ship with every page of prose.
import ClassicTabs from '@theme-init/Tabs';
import type ThemeTabs from '@theme/Tabs';
import {tabGroups, type TabGroupName} from '@site/src/data/tabGroups';

// `@theme-init/*` modules are declared untyped; this one has the contract of `@theme/Tabs`.
const Tabs = ClassicTabs as typeof ThemeTabs;

interface CodeTabsProps {
  /** One of the shared groups in `src/data/tabGroups.ts`; the choice syncs across pages and into the URL. */
  group: TabGroupName;
  children: ReactNode;
}

/** Docusaurus tabs bound to a shared tab group, so pages cannot invent their own group ids or labels. */
export default function CodeTabs({group, children}: CodeTabsProps): ReactNode {
  const {groupId, values} = tabGroups[group];
  return (
    <Tabs groupId={groupId} queryString values={[...values]}>
      {children}
    </Tabs>
  );
}

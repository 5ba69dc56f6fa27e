import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import {tabGroups, type TabGroupName} from '@site/src/data/tabGroups';

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

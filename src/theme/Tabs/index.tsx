/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (MIT). Copyright (c) Facebook, Inc. and its affiliates; this source
 * code is licensed under the MIT license found in the LICENSE file of that package.
 *
 * Ejected to drop its `key={String(isBrowser)}`, which remounts every tab group once the page has hydrated. The
 * remount guards against a `defaultValue` computed differently in the browser than on the server
 * (facebook/docusaurus#5653); our tabs take their values and default from `src/data/tabGroups.ts`, the same in both.
 * A stored or linked choice still applies after hydration: `useTabsContextValue` syncs it in a layout effect. The
 * remount rebuilt every code sample of every tab, hidden panels included: on a long guide, the longest task after the
 * page first paints.
 *
 * Ejecting also makes this `@theme/Tabs` for the whole site, in place of the OpenAPI theme's variant (scroll arrows
 * for its request panels), which no page imports: the API reference uses the theme's own `SchemaTabs` and friends.
 *
 * Below this comment the file is upstream's text, formatting included, except the lines marked `// CHANGED:`, so
 * that it can be compared with a newer release line by line; tests/unit/themeDrift.test.ts holds it to that.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
// CHANGED: no `useIsBrowser` import: it only fed the remount key removed below.
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

  const handleTabChange = (
    event:
      | React.FocusEvent<HTMLLIElement>
      | React.MouseEvent<HTMLLIElement>
      | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          // CHANGED: upstream's note to its maintainers about extracting this item is left out.
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}>
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  // CHANGED: no `const isBrowser = useIsBrowser();`: it only fed the remount key removed below.
  const value = useTabsContextValue(props);
  return (
    <TabsProvider
      value={value}
      // CHANGED: no `key={String(isBrowser)}` (upstream's remount after hydration, for
      // CHANGED: facebook/docusaurus#5653): see the header for why our tabs do without it.
    >
      <TabsContainer className={props.className}>
        {sanitizeTabsChildren(props.children)}
      </TabsContainer>
    </TabsProvider>
  );
}

/**
 * Ejected from the classic theme (3.10) to drop one line: its `key={String(isBrowser)}`, which remounts every tab
 * group once the page has hydrated. The remount guards against a `defaultValue` computed differently in the browser
 * than on the server (facebook/docusaurus#5653); our tabs take their values and default from `src/data/tabGroups.ts`,
 * the same in both. A stored or linked choice still applies after hydration: `useTabsContextValue` syncs it in a
 * layout effect. The remount rebuilt every code sample of every tab, hidden panels included: on a long guide, the
 * longest task after the page first paints. Everything else is the stock file.
 *
 * Ejecting also makes this `@theme/Tabs` for the whole site, in place of the OpenAPI theme's variant (scroll arrows
 * for its request panels), which no page imports: the API reference uses the theme's own `SchemaTabs` and friends.
 */
import type {FocusEvent, KeyboardEvent, MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event: FocusEvent<HTMLLIElement> | MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) + 1] ?? tabRefs[0]!;
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) - 1] ?? tabRefs[tabRefs.length - 1]!;
        break;
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
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
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabsContainer({className, children}: {className?: string; children: ReactNode}): ReactNode {
  return (
    // `tabs-container` is the theme's former class name, kept for stylesheets that still target it.
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
      {/* The theme applies `className` to the tab list, not the container. */}
      <TabList className={className} />
      <div className="margin-top--md">{children}</div>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
    </TabsProvider>
  );
}

/**
 * Wraps the theme's MDX component map (no ejection) to make the components that many pages use available
 * without imports. Everything here ships with every page, so components that one page uses are imported there.
 */
import MDXComponents from '@theme-original/MDXComponents';
// The classic theme's TabItem, paired with the Tabs that `CodeTabs` uses (see there).
import TabItem from '@theme-init/TabItem';
import CodeTabs from '@site/src/components/CodeTabs';
import LinkTable from '@site/src/components/LinkTable';
import PlatformCards from '@site/src/components/PlatformCards';

export default {
  ...MDXComponents,
  CodeTabs,
  LinkTable,
  PlatformCards,
  TabItem,
};

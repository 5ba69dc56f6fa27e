/**
 * Wraps the theme's MDX component map (no ejection) to make the code tabs, which most pages use, available without
 * imports, and to make Markdown tables keyboard-scrollable (`ScrollableTable`). Everything here ships with every page, so components that a few pages use (`LinkTable`,
 * `PlatformCards`, …) are imported by those pages.
 */
import MDXComponents from '@theme-original/MDXComponents';
// The classic theme's TabItem, to pair with the classic Tabs in `src/theme/Tabs`. `@theme/TabItem` is the OpenAPI
// theme's, which its own tab variants on the reference pages need.
import TabItem from '@theme-init/TabItem';
import CodeTabs from '@site/src/components/CodeTabs';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  CodeTabs,
  TabItem,
  table: ScrollableTable,
};

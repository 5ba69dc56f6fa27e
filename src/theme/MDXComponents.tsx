/**
 * Wraps the theme's MDX component map (no ejection) to make our doc components available on every page
 * without imports, so writers only learn the component names.
 */
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import CodeTabs from '@site/src/components/CodeTabs';
import LinkTable from '@site/src/components/LinkTable';
import PlatformCards from '@site/src/components/PlatformCards';

export default {
  ...MDXComponents,
  CodeTabs,
  TabItem,
  LinkTable,
  PlatformCards,
};

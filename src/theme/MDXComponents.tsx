/**
 * Wraps the theme's MDX component map (no ejection) to make our doc components available on every page
 * without imports, so writers only learn the component names.
 */
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import AttributionFlow from '@site/src/components/AttributionFlow';
import CodeTabs from '@site/src/components/CodeTabs';
import FeatureMatrix from '@site/src/components/FeatureMatrix';
import LinkTable from '@site/src/components/LinkTable';
import PlatformCards from '@site/src/components/PlatformCards';
import QuickStartChooser from '@site/src/components/QuickStartChooser';

export default {
  ...MDXComponents,
  AttributionFlow,
  CodeTabs,
  FeatureMatrix,
  LinkTable,
  PlatformCards,
  QuickStartChooser,
  TabItem,
};

/**
 * The OpenAPI theme ships its own copy of Docusaurus's tab state (ejected: replaced with the original it was copied
 * from). The copy imports `@docusaurus/theme-common` whole, which put 5 KB of it on every reference page, and keeps
 * a scroll controller of its own; the stock one behaves the same and is already on the page for our code tabs.
 */
export {sanitizeTabsChildren, TabsProvider, useTabs, useTabsContextValue} from '@docusaurus/theme-common/internal';

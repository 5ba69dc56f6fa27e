/**
 * The OpenAPI theme ships its own copy of Docusaurus's tab state (ejected: replaced with the original it was copied
 * from). The copy imports `@docusaurus/theme-common` whole and keeps a scroll
 * controller of its own: with the stock original, which behaves the same and is already on the page for our code
 * tabs, each reference page loads 3 KB less gzip JavaScript.
 */
export {sanitizeTabsChildren, TabsProvider, useTabs, useTabsContextValue} from '@docusaurus/theme-common/internal';

/**
 * Shows the spec's error box ("Page content fails to load": the error text and a Retry button) when a page's
 * JavaScript chunks fail to load on the first visit.
 *
 * Docusaurus loads the route's chunks before it hydrates and renders nothing if that fails, leaving a page that
 * looks complete but whose tabs, search and toggles are dead. After hydration the theme already handles the case
 * (a failed navigation reloads the page), so this only acts before hydration.
 */
import type {Plugin} from '@docusaurus/types';

export default function pageLoadErrorPlugin(): Plugin {
  return {
    name: 'page-load-error',
    getClientModules() {
      return [require.resolve('./client')];
    },
  };
}

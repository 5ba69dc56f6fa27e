/**
 * Brings the announcement bar back on the very first page load after its id changes.
 *
 * The theme's early inline script hides the bar when `docusaurus.announcement.dismiss` is 'true', before React
 * runs; React later notices the new id and resets the flag, but the `data-announcement-bar-initially-dismissed`
 * attribute set by that script keeps the bar hidden for the whole visit. This head script runs first and does the
 * same reset React would do, so the theme's script already reads 'false'.
 */
import type {Plugin} from '@docusaurus/types';

export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';

export function announcementResetScript(id: string): string {
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(ID_KEY)})!==${JSON.stringify(id)}){localStorage.setItem(${JSON.stringify(DISMISS_KEY)},'false');}}catch(e){}})();`;
}

/** A plugin for the announcement with this id (the config passes the same id to the theme). */
export function announcementIdPlugin(id: string): () => Plugin {
  return () => ({
    name: 'announcement-id',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: announcementResetScript(id)}]};
    },
  });
}

/**
 * Where a page's Markdown twin is served: the page's URL plus `.md.txt`, or `index.md.txt` when the URL ends in `/`
 * (the home page, a category's index page). `.txt` because every static host answers it as `text/plain`, where `.md`
 * is a download or a missing type on some (stock Apache and nginx configurations, IIS); the `.md` before it says what
 * the text is. Shared by the build plugin that writes the twins and the page head and "Copy page" control that
 * point to them.
 */
export const TWIN_EXTENSION = '.md.txt';

export function twinPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index${TWIN_EXTENSION}` : `${pagePath}${TWIN_EXTENSION}`;
}

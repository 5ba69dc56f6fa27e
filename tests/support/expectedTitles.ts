/** The h1 each route of the spec should show: the doc's front-matter title, after token substitution. */
import {buildTokenTable, replaceTokens} from '../../src/data/tokens';
import {siteTitle} from '../../src/data/product';
import {frontMatter, readDocs, routeOf} from './docs';

export function expectedTitles(): Map<string, string> {
  const table = buildTokenTable();
  const titles = new Map<string, string>([['/land', siteTitle]]);
  for (const doc of readDocs()) {
    titles.set(routeOf(doc), replaceTokens(frontMatter(doc).title ?? '', table, {file: `docs/${doc.path}`}));
  }
  return titles;
}

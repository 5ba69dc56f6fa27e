/** Reading `docs/` the way the build does, for tests that check every page. */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export const DOCS_DIR = join(__dirname, '..', '..', 'docs');

export type {DocFile} from '../../src/plugins/docs-index/codeFences';
import type {DocFile} from '../../src/plugins/docs-index/codeFences';

export {codeBlocks, type CodeBlock} from '../../src/plugins/docs-index/codeFences';

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export function readDocs(): DocFile[] {
  return walk(DOCS_DIR)
    .sort()
    .map((full) => ({path: relative(DOCS_DIR, full).split(sep).join('/'), source: readFileSync(full, 'utf8')}));
}

/** Front matter as flat key/value strings (our front matter has no nesting). */
export function frontMatter(doc: DocFile): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---/.exec(doc.source);
  const result: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const pair = /^(\w+):\s*(.*)$/.exec(line);
    if (pair?.[1]) {
      result[pair[1]] = (pair[2] ?? '').replace(/^'(.*)'$/, '$1').replace(/''/g, "'").replace(/^"(.*)"$/, '$1');
    }
  }
  return result;
}

/**
 * The route a doc is served at (docs plugin at `/`, `index` files at their folder, the intro at `/`): an absolute
 * `slug` as written, a relative one under the doc's folder, else the folder and the file name, or the `id` of the
 * front matter in place of the file name.
 */
export function routeOf(doc: DocFile): string {
  const {slug, id} = frontMatter(doc);
  const folder = doc.path.includes('/') ? `/${doc.path.slice(0, doc.path.lastIndexOf('/'))}/` : '/';
  if (slug) return slug.startsWith('/') ? slug : `${folder}${slug}`;
  const name = id ?? doc.path.slice(doc.path.lastIndexOf('/') + 1).replace(/\.mdx?$/, '');
  return name === 'index' ? folder : `${folder}${name}`;
}

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

/** The route a doc is served at (docs plugin at `/`, `index` files at their folder, the intro at `/`). */
export function routeOf(doc: DocFile): string {
  const slug = frontMatter(doc).slug;
  if (slug) return slug;
  const path = doc.path.replace(/\.mdx?$/, '');
  return path.endsWith('/index') ? `/${path.slice(0, -'index'.length)}` : `/${path}`;
}

import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Every page of the production build, from its sitemap. */
export function sitemapPaths(): string[] {
  const sitemap = readFileSync(join(__dirname, '..', '..', 'build', 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
}

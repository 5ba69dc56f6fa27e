import {describe, expect, it} from 'vitest';
import siteConfig from '../../docusaurus.config';

/** Options of every configured plugin and preset, by name (presets by the options of their plugins). */
function optionsOf(entries: unknown[] | undefined): Record<string, unknown>[] {
  return (entries ?? []).flatMap((entry) => {
    const options = Array.isArray(entry) ? (entry[1] as Record<string, unknown> | undefined) : undefined;
    if (!options) return [];
    return [options, ...Object.values(options).filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)];
  });
}

describe('docusaurus.config.ts', () => {
  it('reads no Git history, as no feature shows what it would give', () => {
    // With future.experimental_vcs off, last-update dates and sitemap lastmod would silently stay empty.
    expect(siteConfig.future?.experimental_vcs).toBe(false);
    const options = optionsOf([...(siteConfig.presets ?? []), ...(siteConfig.plugins ?? [])]);
    const usingGit = options.filter((o) => o.showLastUpdateTime || o.showLastUpdateAuthor || o.lastmod);
    expect(usingGit).toEqual([]);
  });
});

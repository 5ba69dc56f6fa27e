/** The site search's ranking of a query set, as a reader meets it on the results page; shared by the ranking tests. */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {search} from '../../src/data/search';
import type {SearchQuery} from '../support/searchQueries';

/**
 * Types each query into the results page's box and returns the first three hits' paths with the answer's rank, read
 * as soon as those three are shown.
 */
export async function rank(page: Page, queries: readonly SearchQuery[]): Promise<{query: string; rank: number; top: string[]}[]> {
  await page.goto(search.pagePath);
  const box = page.getByRole('searchbox', {name: 'Search the documentation'});
  const ranks: {query: string; rank: number; top: string[]}[] = [];
  for (const {query, answers} of queries) {
    await box.fill(query);
    const hits = page.getByRole('list', {name: `Results for “${query}”`, exact: true}).getByRole('link');
    // The first three hits are final once shown: each hit is shown only after every hit above it, in the order the
    // search ranked them. The count waits for the lower hits, which the page fetches only once the reader has paused
    // (`search.typingPauseMs`), so it is the signal only for a query with fewer than three hits, or none.
    const count = page.getByRole('status').filter({hasText: /^(\d+ pages? match|No results for)/});
    await expect(hits.nth(2).or(count).first()).toBeVisible({timeout: 15_000});
    // With no hit there is no list: `evaluateAll` then reads an empty one.
    const hrefs = await hits.evaluateAll((links) =>
      links.slice(0, 3).map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
    ranks.push({query, rank: hrefs.findIndex((path) => answers.includes(path)) + 1, top: hrefs});
  }
  return ranks;
}

/** The share of queries whose answer is within the first `inTop` hits. */
export const shareInTop = (ranks: readonly {rank: number}[], inTop: number): number =>
  ranks.filter(({rank: position}) => position >= 1 && position <= inTop).length / ranks.length;

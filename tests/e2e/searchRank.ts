/** The site search's ranking of a query set, as a reader meets it on the results page; shared by the ranking tests. */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {search} from '../../src/data/search';
import type {SearchQuery} from '../support/searchQueries';

/** Types each query into the results page's box and returns the first three hits' paths with the answer's rank. */
export async function rank(page: Page, queries: readonly SearchQuery[]): Promise<{query: string; rank: number; top: string[]}[]> {
  await page.goto(search.pagePath);
  const box = page.getByRole('searchbox', {name: 'Search the documentation'});
  const ranks: {query: string; rank: number; top: string[]}[] = [];
  for (const {query, answers} of queries) {
    await box.fill(query);
    // The count shows once every hit of the first page of results has arrived, in its final order.
    await expect(page.getByRole('status')).toHaveText(/^(\d+ pages? match|No results for)/, {timeout: 15_000});
    const hrefs = await page
      .getByRole('list', {name: `Results for “${query}”`})
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 3).map((link) => new URL((link as HTMLAnchorElement).href).pathname))
      .catch(() => []);
    ranks.push({query, rank: hrefs.findIndex((path) => answers.includes(path)) + 1, top: hrefs});
  }
  return ranks;
}

/** The share of queries whose answer is within the first `inTop` hits. */
export const shareInTop = (ranks: readonly {rank: number}[], inTop: number): number =>
  ranks.filter(({rank: position}) => position >= 1 && position <= inTop).length / ranks.length;

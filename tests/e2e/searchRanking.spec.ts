import {expect, test} from './fixtures';
import {rank, shareInTop} from './searchRank';
import {searchQueries, topicQueries} from '../support/searchQueries';

/**
 * Ranking, as a reader meets it on the results page: for each query of the set, the position of the first page
 * that answers it. Search must put one first for at least 80 % of the queries and in the top three for 95 %.
 */
test('the page that answers a query comes first for 80 % of the query set and in the top three for 95 %', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ranks = await rank(page, searchQueries);
  const share = (inTop: number) => shareInTop(ranks, inTop);
  const misses = ranks.filter(({rank}) => rank !== 1).map(({query, rank, top}) => `${query}: ${rank || '>3'} (${top.join(', ')})`);
  test.info().annotations.push({
    type: 'ranking',
    description: `top 1 ${(100 * share(1)).toFixed(1)} %, top 3 ${(100 * share(3)).toFixed(1)} %; not first: ${misses.join('; ')}`,
  });
  expect(share(1), misses.join('\n')).toBeGreaterThanOrEqual(0.8);
  expect(share(3), misses.join('\n')).toBeGreaterThanOrEqual(0.95);
});

test('search finds each 2026 topic by the words a reader types, among the first three hits', async ({page}) => {
  test.setTimeout(60_000);
  const misses = (await rank(page, topicQueries)).filter(({rank: position}) => position === 0);
  expect(misses.map(({query, top}) => `${query}: ${top.join(', ')}`)).toEqual([]);
});

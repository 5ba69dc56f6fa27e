/**
 * The facts registry: every time-sensitive platform fact the pages state, once, with the document that states it
 * and the day it was last checked. Pages print a fact with `%%fact.<id>%%`; `npm run facts` lists them with their
 * age, and `tests/unit/facts.test.ts` fails once a fact is older than `MAX_FACT_AGE_DAYS` or is typed into a page.
 *
 * One file per platform family, so a change to one platform's facts touches one file.
 */
import type {Fact, FactTable} from './types';
import {sharedFacts} from './shared';
import {androidFacts} from './android';
import {appleFacts} from './apple';
import {webFacts} from './web';
import {flutterFacts} from './flutter';
import {reactNativeFacts} from './reactnative';
import {unityFacts} from './unity';

export type {Fact, FactTable} from './types';

/**
 * How old a fact may get before the suite fails: a little over the yearly cycle of the platforms' releases and
 * policy updates (WWDC in June, Play's target-level deadline in August), halved, so that every fact is read again
 * at least twice a year.
 */
export const MAX_FACT_AGE_DAYS = 183;

const families: readonly FactTable[] = [
  sharedFacts, androidFacts, appleFacts, webFacts, flutterFacts, reactNativeFacts, unityFacts,
];

function merge(tables: readonly FactTable[]): FactTable {
  const all: Record<string, Fact> = {};
  for (const table of tables) {
    for (const [id, fact] of Object.entries(table)) {
      if (all[id]) throw new Error(`The fact "${id}" is registered twice`);
      all[id] = fact;
    }
  }
  return all;
}

export const facts: FactTable = merge(families);

/** Whole days from `checked` (`YYYY-MM-DD`) to `today`. */
export function factAgeDays(fact: Pick<Fact, 'checked'>, today: Date = new Date()): number {
  const checked = Date.parse(`${fact.checked}T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((day - checked) / 86_400_000);
}

/**
 * The facts registry (`src/data/facts/`): every fact carries its source and the day it was checked, none is older
 * than `MAX_FACT_AGE_DAYS`, none is typed into a page by hand, and none is registered without a page using it.
 */
import {describe, expect, it} from 'vitest';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {MAX_FACT_AGE_DAYS, factAgeDays, facts} from '../../src/data/facts';
import {readDocs} from '../support/docs';
import {typedFacts} from '../support/pageRules';

const docs = readDocs();
const entries = Object.entries(facts);

/** Every source file under `src/` that is not the registry itself, for facts used by components or data. */
function sourceFiles(dir = join(__dirname, '..', '..', 'src')): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'facts' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

describe('the facts registry', () => {
  it('gives every fact a statement, a value, an https source and a checked date that is not in the future', () => {
    for (const [id, fact] of entries) {
      expect(id, id).toMatch(/^[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)+$/);
      expect(fact.statement.length, id).toBeGreaterThan(20);
      expect(fact.value.trim(), id).not.toBe('');
      expect(new URL(fact.source.url).protocol, id).toBe('https:');
      expect(fact.source.title.length, id).toBeGreaterThan(5);
      expect(fact.checked, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(factAgeDays(fact), id).toBeGreaterThanOrEqual(0);
    }
  });

  it(`holds no fact last checked more than ${MAX_FACT_AGE_DAYS} days ago`, () => {
    const stale = entries
      .filter(([, fact]) => factAgeDays(fact) > MAX_FACT_AGE_DAYS)
      .map(([id, fact]) => `${id}: checked ${fact.checked}, check it again at ${fact.source.url} and update "checked"`);
    expect(stale).toEqual([]);
  });

  it('counts a fact’s age in whole days from the day it was checked', () => {
    expect(factAgeDays({checked: '2026-02-28'}, new Date('2026-02-28T23:59:00Z'))).toBe(0);
    expect(factAgeDays({checked: '2026-02-28'}, new Date('2026-08-30T00:00:01Z'))).toBe(183);
    expect(factAgeDays({checked: '2026-02-28'}, new Date('2026-08-31T12:00:00Z')) > MAX_FACT_AGE_DAYS).toBe(true);
  });

  it('writes dates as dates, never relative to today', () => {
    const relative = /\b(?:today|tomorrow|yesterday|next (?:week|month|year)|last (?:week|month|year)|this (?:week|month|year)|soon|recently|upcoming|from now|ago)\b/i;
    expect(entries.filter(([, fact]) => relative.test(fact.value)).map(([id]) => id)).toEqual([]);
  });

  it('is typed into no page by hand: pages print a fact through its token', () => {
    const typed = docs.flatMap((doc) => typedFacts(doc).map((p) => `docs/${doc.path}:${p.line}: ${p.message}`));
    expect(typed).toEqual([]);
  });

  it('registers only facts a page or a component uses', () => {
    const used = [...docs.map((doc) => doc.source), ...sourceFiles()].join('\n');
    const unused = entries.map(([id]) => id).filter((id) => !used.includes(`%%fact.${id}%%`) && !used.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });
});

/**
 * `npm run facts`: every platform fact of the registry (`src/data/facts/`) with its value, its source and how many
 * days ago it was checked against that source, oldest first. Facts past `MAX_FACT_AGE_DAYS` are marked: the unit
 * tests fail on them until someone reads the source again and updates the value and its `checked` date.
 */
import {MAX_FACT_AGE_DAYS, factAgeDays, facts} from '../src/data/facts';

const rows = Object.entries(facts)
  .map(([id, fact]) => ({id, fact, age: factAgeDays(fact)}))
  .sort((a, b) => b.age - a.age || a.id.localeCompare(b.id));

for (const {id, fact, age} of rows) {
  const flag = age > MAX_FACT_AGE_DAYS ? '  STALE: check it again' : '';
  console.log(`${id}  =  ${fact.value}${flag}`);
  console.log(`    ${fact.statement}`);
  console.log(`    checked ${fact.checked} (${age} days ago), source: ${fact.source.title} <${fact.source.url}>`);
}
const stale = rows.filter((r) => r.age > MAX_FACT_AGE_DAYS).length;
console.log(`\n${rows.length} facts, ${stale} older than ${MAX_FACT_AGE_DAYS} days (the suite's limit).`);

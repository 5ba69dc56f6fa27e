/**
 * `npx tsx tests/samples/semantic.ts [page…]`: the SDK-model rules alone, over every sample or over the samples of
 * the pages named (`android/event.mdx`), in a few seconds: no compiler runs. `npm run check:pages` runs the same
 * rules through `semanticFindingsOn`.
 */
import {collectSamples} from './collect';
import {semanticFindingsOn} from './semantic/index';

async function main(): Promise<void> {
  const pages = process.argv.slice(2).map((p) => p.replace(/^docs\//, ''));
  const {samples} = collectSamples();
  const tallies = await semanticFindingsOn(samples, pages);
  let failed = 0;
  for (const tally of tallies) {
    for (const f of tally.findings) console.error(`${f.where}: [${f.rule}] ${f.message}`);
    failed += tally.findings.length;
    console.log(`${tally.rule.padEnd(22)} applies to ${String(tally.applies).padStart(3)} samples, ${tally.findings.length} findings`);
  }
  process.exit(failed > 0 ? 1 : 0);
}

void main();

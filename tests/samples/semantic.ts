/**
 * `npx tsx tests/samples/semantic.ts [page…]`: the SDK-model rules alone, over every sample or over the samples of
 * the pages named (`android/event.mdx`), in a few seconds: no compiler runs.
 */
import {collectSamples} from './collect';
import {checkSemantics} from './semantic/index';

async function main(): Promise<void> {
  const pages = process.argv.slice(2).map((p) => p.replace(/^docs\//, ''));
  const {samples} = collectSamples();
  const tallies = await checkSemantics(samples);
  let failed = 0;
  for (const tally of tallies) {
    const findings = tally.findings.filter((f) => pages.length === 0 || pages.some((p) => f.where.startsWith(`docs/${p}:`)));
    for (const f of findings) console.error(`${f.where}: [${f.rule}] ${f.message}`);
    failed += findings.length;
    console.log(`${tally.rule.padEnd(22)} applies to ${String(tally.applies).padStart(3)} samples, ${findings.length} findings`);
  }
  process.exit(failed > 0 ? 1 : 0);
}

void main();

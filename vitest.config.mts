import {availableParallelism} from 'node:os';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';
import {reportFiles} from './scripts/test-summary';

const stub = (name: string) => fileURLToPath(new URL(`./tests/unit/stubs/${name}`, import.meta.url));

export default defineConfig({
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      // Docusaurus client modules only exist inside a site build; components get minimal stand-ins.
      '@docusaurus/Link': stub('Link.tsx'),
      '@docusaurus/useBaseUrl': stub('useBaseUrl.ts'),
      '@docusaurus/useIsBrowser': stub('useIsBrowser.ts'),
      '@docusaurus/ExecutionEnvironment': stub('ExecutionEnvironment.ts'),
      '@docusaurus/Translate': stub('Translate.ts'),
      '@docusaurus/router': stub('router.ts'),
      // Before its parent's: an alias also matches the paths under it.
      '@theme-original/CodeBlock/Line/Token': stub('CodeBlockLineToken.tsx'),
      '@theme-original/CodeBlock/Line': stub('CodeBlockLine.tsx'),
      '@theme-original/CodeBlock/Content': stub('CodeBlockContent.tsx'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One worker per core, in a run and in watch mode, and never fewer than two (see `pool`). Vitest's default for a
    // run is one fewer, a single worker on a two-core machine; the sample tests wait on compilers often enough that a
    // second one pays: 95 → 74 s for the whole unit suite on two cores.
    maxWorkers: Math.max(2, availableParallelism()),
    // Each test file runs in a VM context of its own inside a long-lived worker, not in a process of its own (`forks`,
    // the default): a file no longer pays for starting Node and Vitest's worker and loading jsdom, though its own
    // imports are still evaluated afresh. The whole suite on two cores took 63.7 and 75.0 s with `forks`, 41.4 to
    // 45.2 s in three runs with this; the 20 jsdom files alone 22.1 against 7.5 s. What it costs:
    // - files run by one worker share its process: environment variables, the working directory, V8 flags (the sample
    //   checks' `--liftoff-only`, which only changes how fast tree-sitter's grammars run);
    // - an error thrown by a Node built-in is not `instanceof` the test's `Error`: check its message or code;
    // - jsdom's globals hide Node's: its `performance` has no `getEntriesByName`, so a test stubs what it reads;
    // - with a single worker, Vitest 4.1 runs every file of one environment in one context, hence the two workers
    //   above; `ownContext.ts` stops a run (`--maxWorkers=1`) where files would share one.
    pool: 'vmForks',
    setupFiles: ['tests/unit/ownContext.ts'],
    // The JSON report feeds `npm test`'s closing line (scripts/test-summary.ts).
    reporters: ['default', 'json'],
    outputFile: {json: reportFiles.unit},
  },
});

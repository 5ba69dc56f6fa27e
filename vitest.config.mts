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
    // One worker per core, in a run and in watch mode. Vitest's default for a run is one fewer, a single worker on a
    // two-core machine; the sample tests wait on compilers often enough that a second one pays: 95 → 74 s for the
    // whole unit suite on two cores.
    maxWorkers: '100%',
    // Each test file in a fresh VM context of a long-lived worker, instead of a fresh process (the default, `forks`):
    // a test file no longer starts Node, jsdom and its imports again. The whole suite on two cores took 63.7 and 75.0 s
    // with `forks`, 41.4 to 45.2 s in three runs with this; the 20 jsdom files alone 22.1 against 7.5 s. What a
    // context costs: Node's built-ins keep their own globals, so an error that `fs` throws is not `instanceof` the
    // test's `Error` (check its message or code), and a global that jsdom lacks is not Node's either (stub it).
    pool: 'vmForks',
    // The JSON report feeds `npm test`'s closing line (scripts/test-summary.ts).
    reporters: ['default', 'json'],
    outputFile: {json: reportFiles.unit},
  },
});

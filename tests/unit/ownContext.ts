/**
 * Set-up of every unit test file: stops the run when a file finds a context that another file has run in. With the
 * `vmForks` pool and a single worker (`--maxWorkers=1`), Vitest 4.1 runs every file of one environment in one
 * context, where the files would share the DOM, globals and mocks and fail on one another's leftovers
 * (vitest.config.mts).
 */
const MARK = '__unitTestFileHasRunHere';
const context = globalThis as typeof globalThis & {[MARK]?: true};
if (context[MARK]) {
  throw new Error('Unit test files are sharing one context: run Vitest with at least two workers, or with --pool=forks.');
}
context[MARK] = true;

/**
 * Shared browser-test set-up. Every test fails on a Content-Security-Policy violation in any of its pages: the policy
 * the host sends (src/data/hosting.ts) must let everything a reader does run. A test that provokes one on purpose
 * takes the `cspViolations` list and empties it once it has checked it.
 *
 * The machines that run the suite have no internet: Chromium is started with `networkFlags` (servers.ts), which send
 * the clipboard helper's CDN to a local mirror of the npm package's copy (so the integrity check really runs) and
 * leave every other external host unresolved.
 */
import {test as base, expect, type BrowserContext} from '@playwright/test';

/** The page's own report of a violation: the directive, and what was blocked (`inline`, a URL, `wasm-eval`…). */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  window.__reportCspViolation(location.pathname + ': ' + event.effectiveDirective + ' blocked ' + event.blockedURI));`;

/**
 * Starts collecting the Content-Security-Policy violations of every page of `context`, for as long as it lives; the
 * list returned is the one they are pushed to.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeFunction('__reportCspViolation', (report: string) => violations.push(report));
  await context.addInitScript({content: REPORT_VIOLATIONS});
  // The console names violations the event does not reach, such as a blocked `eval` in a worker.
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

export const test = base.extend<{cspViolations: string[]}>({
  cspViolations: [
    async ({context}, use) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Shared browser-test set-up. The machines that run the suite have no internet, so every request that leaves
 * the local server is answered here: the clipboard helper comes from the npm package the CDN mirrors (so the
 * integrity check really runs), and anything else external is aborted.
 *
 * Every test also fails on a Content-Security-Policy violation in any of its pages: the policy the host sends
 * (src/data/hosting.ts) must let everything a reader does run. A test that provokes one on purpose takes the
 * `cspViolations` list and empties it once it has checked it.
 */
import {join} from 'node:path';
import {test as base, expect} from '@playwright/test';
import {clipboardScript} from '../../src/plugins/clipboard-script';

const cdn = clipboardScript(join(__dirname, '..', '..'));

/** The page's own report of a violation: the directive, and what was blocked (`inline`, a URL, `wasm-eval`…). */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  window.__reportCspViolation(location.pathname + ': ' + event.effectiveDirective + ' blocked ' + event.blockedURI));`;

export const test = base.extend<{cspViolations: string[]}>({
  context: async ({context}, use) => {
    await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
      if (route.request().url() === cdn.src) {
        return route.fulfill({
          path: cdn.localPath,
          contentType: 'application/javascript; charset=utf-8',
          headers: {'access-control-allow-origin': '*'},
        });
      }
      return route.abort('blockedbyclient');
    });
    await use(context);
  },
  cspViolations: [
    async ({context}, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportCspViolation', (report: string) => violations.push(report));
      await context.addInitScript({content: REPORT_VIOLATIONS});
      // The console names violations the event does not reach, such as a blocked `eval` in a worker.
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Shared browser-test set-up. The machines that run the suite have no internet, so every request that leaves
 * the local server is answered here: the clipboard helper comes from the npm package the CDN mirrors (so the
 * integrity check really runs), and anything else external is aborted.
 */
import {join} from 'node:path';
import {test as base, expect} from '@playwright/test';
import {clipboardScript} from '../../src/plugins/clipboard-script';

const cdn = clipboardScript(join(__dirname, '..', '..'));

export const test = base.extend({
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
});

export {expect};

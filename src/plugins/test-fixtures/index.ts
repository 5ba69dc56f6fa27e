/**
 * Pages that exist only to be broken, for the browser tests of the spec's error catalogue. The config adds this
 * plugin only when the build runs with SITE_TEST_FIXTURES=true (`npm run build:fixtures`, into `build-fixtures/`);
 * the shipped build never has these routes, and a browser test checks that.
 */
import type {Plugin} from '@docusaurus/types';
import {fixtureRoutes} from './constants';

export const testFixturesEnabled = process.env.SITE_TEST_FIXTURES === 'true';

export default function testFixturesPlugin(): Plugin {
  return {
    name: 'test-fixtures',
    async contentLoaded({actions}) {
      actions.addRoute({path: fixtureRoutes.crash, component: require.resolve('./CrashingPage.tsx'), exact: true});
      actions.addRoute({path: fixtureRoutes.noDefaultExport, component: require.resolve('./NoDefaultExport.tsx'), exact: true});
      actions.addRoute({path: fixtureRoutes.injectedScript, component: require.resolve('./InjectedScriptPage.tsx'), exact: true});
    },
  };
}

/** Where the fixture pages live; nothing a reader can reach starts with it. */
export const FIXTURE_ROUTE_PREFIX = '/__fixtures/';

/** Shared by the fixture plugin, its pages and the browser tests. */
export const fixtureRoutes = {
  crash: `${FIXTURE_ROUTE_PREFIX}crash`,
  noDefaultExport: `${FIXTURE_ROUTE_PREFIX}no-default-export`,
  injectedScript: `${FIXTURE_ROUTE_PREFIX}injected-script`,
} as const;

export const CRASH_MESSAGE = 'Fixture page failed while rendering, on purpose';

/** What the injected script would set on `window` if the Content-Security-Policy let it run. */
export const INJECTED_SCRIPT_GLOBAL = '__injectedInlineScriptRan';

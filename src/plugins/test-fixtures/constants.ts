/** Shared by the fixture plugin, its pages and the browser tests. */
export const fixtureRoutes = {
  crash: '/__fixtures/crash',
  noDefaultExport: '/__fixtures/no-default-export',
} as const;

export const CRASH_MESSAGE = 'Fixture page failed while rendering, on purpose';

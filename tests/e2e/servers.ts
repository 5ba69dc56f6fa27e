/**
 * The two static servers Playwright starts (and stops) for the suite: the shipped production build, and the build
 * with the test-only fixture pages (`npm run build:fixtures`).
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export const servers = {
  site: {port, url: `http://127.0.0.1:${port}`, dir: 'build'},
  fixtures: {port: port + 1, url: `http://127.0.0.1:${port + 1}`, dir: 'build-fixtures'},
} as const;

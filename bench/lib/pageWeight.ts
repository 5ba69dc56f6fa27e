/** What a first visit to a page downloads, measured in a real browser with an empty cache. */
import {gzipSync} from 'node:zlib';
import type {Browser, Request} from '@playwright/test';

export interface PageWeight {
  route: string;
  htmlBytes: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  /** Requests the page itself makes to the site (document, scripts, styles, images, …). */
  requests: number;
  /**
   * Requests for the chunks of pages the visible links lead to (`<link rel="prefetch">`, sent once the page is
   * idle): counted apart, so that neither the requests nor the JS bytes depend on how many links a page shows.
   */
  prefetchRequests: number;
  /** Requests to other hosts, aborted here (no network), so their bytes are not counted. */
  blockedUrls: string[];
}

const HYDRATION_TIMEOUT_MS = 60_000;

export async function measurePageWeight(browser: Browser, baseUrl: string, route: string): Promise<PageWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const weight: PageWeight = {
      route,
      htmlBytes: 0,
      jsBytes: 0,
      jsGzipBytes: 0,
      cssBytes: 0,
      cssGzipBytes: 0,
      requests: 0,
      prefetchRequests: 0,
      blockedUrls: [],
    };
    // Only what the site itself serves counts; the network beyond this machine is not reachable here.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (r) => {
      weight.blockedUrls.push(r.request().url());
      return r.abort('blockedbyclient');
    });
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(baseUrl)) return;
      if (isPrefetch(response.request())) {
        weight.prefetchRequests += 1;
        return;
      }
      weight.requests += 1;
      const type = response.request().resourceType();
      pending.push(
        response.body().then(
          (body) => {
            const gzip = gzipSync(body).length;
            if (type === 'document') weight.htmlBytes += body.length;
            if (type === 'script') {
              weight.jsBytes += body.length;
              weight.jsGzipBytes += gzip;
            }
            if (type === 'stylesheet') {
              weight.cssBytes += body.length;
              weight.cssGzipBytes += gzip;
            }
          },
          () => undefined,
        ),
      );
    });
    const document = await page.goto(`${baseUrl}${route}`, {waitUntil: 'commit'});
    // A missing page would be measured as a small one: refuse it instead.
    if (!document?.ok()) throw new Error(`${baseUrl}${route} answered ${document?.status() ?? 'nothing'}`);
    // Everything the page needs to become interactive has arrived once React has hydrated it; a quiet network is
    // no such sign (a slow evaluation of a heavier build leaves the network quiet before its last chunks load).
    await page.waitForSelector('html[data-has-hydrated]', {state: 'attached', timeout: HYDRATION_TIMEOUT_MS});
    // The prefetches its visible links ask for once the browser is idle after loading, counted apart.
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await Promise.all(pending);
    return weight;
  } finally {
    await context.close();
  }
}

/** Chromium marks speculative fetches with `Sec-Purpose: prefetch`. */
export function isPrefetch(request: Request): boolean {
  return request.headers()['sec-purpose']?.startsWith('prefetch') ?? false;
}

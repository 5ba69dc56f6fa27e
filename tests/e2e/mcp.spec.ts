/**
 * The docs MCP server as a reader's coding assistant uses it: started over stdio by the SDK's own client against the
 * production build, every tool called, every bad input answered with an error the assistant can act on.
 */
import {join} from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {expect, test} from './fixtures';
import {call, connect, json, ROOT} from './mcpClient';
import {servers} from './servers';
import {membersFor, platformName} from '../../src/data/sdkManifest';

test.describe('the docs MCP server', () => {
  let client: Client;
  test.beforeAll(async () => {
    client = await connect(['--build', servers.site.dir]);
  });
  test.afterAll(async () => {
    await client.close();
  });

  test('lists its four tools', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['read_page', 'reference_integration', 'sdk_reference', 'search_docs']);
  });

  test('search_docs puts the Android set-up page first for "install referrer" and iOS transparency for "conversion value"', async () => {
    const referrer = json<{url: string; heading: string; excerpt: string}[]>(await call(client, 'search_docs', {query: 'install referrer'}));
    expect(new URL(referrer[0]!.url).pathname).toBe('/android/integration/home');
    expect(referrer[0]!.excerpt.toLowerCase()).toContain('referrer');
    const conversion = json<{url: string}[]>(await call(client, 'search_docs', {query: 'conversion value'}));
    expect(new URL(conversion[0]!.url).pathname).toBe('/ios/additional_features/transparency');
    expect(conversion[0]!.url).toMatch(/#[\w-]+$/);
  });

  test('search_docs keeps to one platform and the shared pages when asked', async () => {
    const hits = json<{url: string}[]>(await call(client, 'search_docs', {query: 'deferred deep link', platform: 'flutter'}));
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(new URL(hit.url).pathname).toMatch(/^\/(?:flutter\/|faq\/flutter|faq\/(?:home|integration_troubleshooting)|$)/);
  });

  // That it ranks the site search's query set at least as well as the site search does is checked in
  // searchRanking.spec.ts, with the one ranking of that set on the site's results page.

  test('read_page returns a twin without tokens or JSX, by path or by URL', async () => {
    const byPath = await call(client, 'read_page', {url_or_path: '/android/integration/home'});
    const page = byPath.content[0]!.text;
    expect(page).toMatch(/^# Integrate the Android SDK\n/);
    expect(page).toContain('SDK: `io.attrio:attrio-android`');
    expect(page).not.toContain('%%');
    expect(page).not.toMatch(/<(?:CodeTabs|TabItem|LinkTable|PlatformCards)\b/);
    const byUrl = await call(client, 'read_page', {url_or_path: 'https://docs.attrio.io/android/integration/home#reference-integration'});
    expect(byUrl.content[0]!.text).toBe(page);
  });

  test('sdk_reference lists exactly the manifest’s Unity calls, and one by name', async () => {
    const unity = json<{name: string; page: string}[]>(await call(client, 'sdk_reference', {platform: 'unity'}));
    expect(unity.map((e) => e.name).sort()).toEqual(membersFor('unity').map((m) => platformName(m, 'unity')).sort());
    for (const entry of unity) expect(new URL(entry.page).pathname).toMatch(/^\/unity\//);
    const consent = json<{name: string; signature: string}[]>(await call(client, 'sdk_reference', {platform: 'android', name: 'setTrackingConsent'}));
    expect(consent).toEqual([expect.objectContaining({name: 'setTrackingConsent', signature: 'setTrackingConsent(granted: boolean): void'})]);
  });

  test('reference_integration returns the platform’s complete integration with its files', async () => {
    const answer = (await call(client, 'reference_integration', {platform: 'android'})).content[0]!.text;
    expect(answer).toContain('/android/integration/home#reference-integration');
    expect(answer).toContain('### MyApplication.kt');
    expect(answer).toContain('Attrio.setTrackingConsent(');
    expect(answer).not.toContain('%%');
  });

  test('answers each bad input with an error that says what to do, never a crash', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['sdk_reference', {platform: 'windows'}, /platform/i],
      ['reference_integration', {platform: 'symbian'}, /platform/i],
      ['read_page', {url_or_path: '/android/no-such-page'}, /No page at "\/android\/no-such-page"/],
      ['search_docs', {query: '   '}, /The query is empty/],
      ['search_docs', {query: 'x'.repeat(201)}, /at most 200 are searched/],
      ['sdk_reference', {platform: 'ios', name: 'teleport'}, /declares nothing named "teleport"/],
    ];
    for (const [name, args, message] of cases) {
      const answer = await call(client, name, args);
      expect(answer.isError, name).toBe(true);
      expect(answer.content[0]!.text, name).toMatch(message);
      expect(answer.content[0]!.text, name).not.toMatch(/\n\s+at /);
    }
    // The server is still there after every error.
    expect((await client.listTools()).tools).toHaveLength(4);
  });
});

test('without a docs index the server says how to build one', async () => {
  const client = await connect(['--build', join(ROOT, 'no-such-build')]);
  try {
    const answer = await call(client, 'search_docs', {query: 'consent'});
    expect(answer.isError).toBe(true);
    expect(answer.content[0]!.text).toMatch(/No docs index at .*no-such-build.*npm run build/s);
  } finally {
    await client.close();
  }
});

test('the attrio-docs-mcp command reads the published site by its URL, as it reads a build', async ({request}) => {
  const client = await connect(['--site', servers.site.url], {bin: true});
  try {
    const page = (await call(client, 'read_page', {url_or_path: '/ios/integration/home'})).content[0]!.text;
    expect(page).toBe(await (await request.get('/ios/integration/home.md.txt')).text());
    const hits = json<{url: string}[]>(await call(client, 'search_docs', {query: 'conversion value'}));
    expect(new URL(hits[0]!.url).pathname).toBe('/ios/additional_features/transparency');
  } finally {
    await client.close();
  }
});

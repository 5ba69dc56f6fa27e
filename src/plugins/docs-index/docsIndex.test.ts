import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {membersFor} from '../../data/sdkManifest';
import {platformIds} from '../../data/platforms';
import {platformOfPath, referenceIntegrations, sdkReference, sectionsOf} from '.';

const page = {
  path: '/android/integration/home',
  url: 'https://docs.example/android/integration/home',
  twinUrl: 'https://docs.example/android/integration/home.md.txt',
  title: 'Integrate the Android SDK',
  description: 'Start the SDK.',
  keywords: 'install referrer',
  headings: [
    {depth: 2 as const, id: 'before-you-start', text: 'Before you start'},
    {depth: 3 as const, id: 'permissions', text: 'The permissions'},
    {depth: 2 as const, id: 'reference-integration', text: 'Reference integration'},
  ],
  markdown: [
    '# Integrate the Android SDK', '', 'Source: <https://docs.example/android/integration/home>', '',
    'This page starts the SDK.', '', '## Before you start', '', 'You need a key.', '', '### The permissions', '',
    '```kotlin title="A.kt"', '## not a heading', '```', '', '## Reference integration', '', 'All of it.',
  ].join('\n'),
};

describe('the docs index', () => {
  it('splits a twin into sections at its headings, each with the anchor the page gives it', () => {
    const sections = sectionsOf(page);
    expect(sections.map((s) => [s.heading, s.url.replace(page.url, '')])).toEqual([
      ['', ''],
      ['Before you start', '#before-you-start'],
      ['The permissions', '#permissions'],
      ['Reference integration', '#reference-integration'],
    ]);
    expect(sections[0]!.text).toBe('This page starts the SDK.');
    expect(sections[2]!.text).toContain('## not a heading');
    expect(sections.every((s) => s.platform === 'android' && s.pageKeywords === 'install referrer')).toBe(true);
  });

  it('names the platform of a page by its path, and of a FAQ page by its name', () => {
    expect(platformOfPath('/ios/deeplink')).toBe('ios');
    expect(platformOfPath('/faq/flutter')).toBe('flutter');
    expect(platformOfPath('/faq/integration_troubleshooting')).toBeNull();
    expect(platformOfPath('/')).toBeNull();
  });

  it('holds every platform’s reference integration from its set-up page, tokens resolved', () => {
    const references = referenceIntegrations(join(__dirname, '..', '..', '..', 'docs'), (path) => `https://docs.example${path}`);
    for (const id of platformIds) {
      expect(references[id]!.page).toBe(`https://docs.example/${id}/integration/home#reference-integration`);
      expect(references[id]!.files.length, id).toBeGreaterThan(0);
      expect(references[id]!.files.every((f) => f.title !== '' && !f.code.includes('%%')), id).toBe(true);
    }
  });

  it('lists each platform’s declared calls with a page of that platform', () => {
    const sdk = sdkReference((path) => `https://docs.example${path}`);
    for (const id of platformIds) {
      expect(sdk[id]).toHaveLength(membersFor(id).length);
      expect(sdk[id].every((entry) => entry.page.startsWith(`https://docs.example/${id}/`)), id).toBe(true);
    }
  });
});

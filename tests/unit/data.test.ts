import {describe, expect, it} from 'vitest';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {product, siteTitle} from '../../src/data/product';
import {crossLinkLabels, platformIds, platforms} from '../../src/data/platforms';
import {membersFor, platformName, sdkMembers} from '../../src/data/sdkManifest';
import {tabGroups} from '../../src/data/tabGroups';
import {announcement} from '../../src/data/announcement';
import {readDocs, routeOf} from '../support/docs';

const staticFile = (path: string) => fileURLToPath(new URL(`../../static${path}`, import.meta.url));
const docRoutes = new Set(readDocs().map(routeOf));

describe('product data', () => {
  it('names the site after the product', () => {
    expect(siteTitle).toBe(`${product.name} Documents`);
    expect(product.tagline).toBe('Ultimate Attribution platform');
  });

  it('uses https for every outward URL', () => {
    for (const url of [product.siteUrl, product.websiteUrl, product.githubUrl, product.dashboardUrl]) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });

  it('gives the site version to package.json too', async () => {
    const pkg = (await import('../../package.json')).default as {version: string};
    expect(pkg.version).toBe(product.siteVersion);
  });
});

describe('platforms', () => {
  it('lists the six platforms in the spec’s order', () => {
    expect(platforms.map((p) => p.id)).toEqual([...platformIds]);
    expect(platforms.map((p) => p.title)).toEqual(['Android', 'iOS', 'Web', 'Flutter', 'React Native', 'Unity']);
  });

  it.each(platforms)('$title has an icon file, a docs home and semantic versions', (platform) => {
    expect(existsSync(staticFile(platform.icon))).toBe(true);
    expect(docRoutes.has(platform.docsHome)).toBe(true);
    expect(platform.sdk.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it.each(platforms)('$title cross-links point to pages that exist', (platform) => {
    for (const [kind, to] of Object.entries(platform.crossLinks)) {
      expect(kind in crossLinkLabels).toBe(true);
      expect(docRoutes.has(to.split('#')[0] ?? ''), `${platform.id}.${kind} → ${to}`).toBe(true);
    }
    expect(docRoutes.has(platform.links.documentation)).toBe(true);
    expect(platform.links.repository.startsWith(product.githubUrl)).toBe(true);
  });

  it('keeps multiple receivers an Android-only cross-link', () => {
    expect(platforms.filter((p) => p.crossLinks.multipleReceivers).map((p) => p.id)).toEqual(['android']);
  });
});

describe('SDK API manifest', () => {
  it('declares each member once per type', () => {
    const keys = sdkMembers.map((m) => `${m.type}.${m.name}.${m.kind}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every platform the core calls', () => {
    for (const platform of platformIds) {
      const names = membersFor(platform).map((m) => `${m.type}.${m.name}`);
      expect(names).toEqual(expect.arrayContaining([
        'Attrio.initialize', 'Attrio.trackEvent', 'Attrio.setUserId', 'Attrio.getAttribution', 'Attrio.setEnabled',
        'Attrio.gdprForgetMe', 'Attrio.setOfflineMode', 'AttrioConfig.AttrioConfig', 'AttrioEvent.setRevenue',
      ]));
    }
  });

  it('keeps ATT to Apple platforms and kids mode to Google Play platforms', () => {
    const att = sdkMembers.find((m) => m.name === 'attWaitingInterval');
    expect(att?.platforms).toEqual(['ios', 'flutter', 'reactnative', 'unity']);
    const kids = sdkMembers.find((m) => m.name === 'playStoreKidsApp');
    expect(kids?.platforms).not.toContain('ios');
  });

  it('spells names per platform convention', () => {
    const track = sdkMembers.find((m) => m.name === 'trackEvent')!;
    const sandbox = sdkMembers.find((m) => m.name === 'sandbox')!;
    expect(platformName(track, 'unity')).toBe('TrackEvent');
    expect(platformName(track, 'ios')).toBe('trackEvent');
    expect(platformName(sandbox, 'android')).toBe('SANDBOX');
    expect(platformName(sandbox, 'ios', 'objectivec')).toBe('AttrioEnvironmentSandbox');
    expect(platformName(sandbox, 'reactnative')).toBe('Sandbox');
  });
});

describe('tab groups', () => {
  it('have unique group ids and unique values within a group', () => {
    const ids = Object.values(tabGroups).map((g) => g.groupId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of Object.values(tabGroups)) {
      const values = group.values.map((v) => v.value);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('offer Kotlin and Java for Android, Swift and Objective-C for iOS', () => {
    expect(tabGroups.android.values.map((v) => v.label)).toEqual(['Kotlin', 'Java']);
    expect(tabGroups.ios.values.map((v) => v.label)).toEqual(['Swift', 'Objective-C']);
  });
});

describe('announcement', () => {
  it('changes its id when an announced version changes', () => {
    const android = platforms.find((p) => p.id === 'android')!;
    expect(announcement.id).toContain(android.sdk.version);
    expect(announcement.content).toContain(android.sdk.version);
  });
});

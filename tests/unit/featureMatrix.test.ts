import {describe, expect, it} from 'vitest';
import {featureMatrix} from '../../src/data/featureMatrix';
import {platformIds} from '../../src/data/platforms';
import {sdkMembers} from '../../src/data/sdkManifest';

// That every cell's link answers, down to its section, is checked on the built introduction (frontDoor.spec.ts).
describe('the platform feature matrix', () => {
  it.each(featureMatrix.filter((row) => row.sdkFeature).map((row) => [row.label, row] as const))(
    '%s: documented exactly where the SDK manifest has it',
    (_, row) => {
      const inManifest = platformIds.filter((platform) =>
        sdkMembers.some((member) => member.feature === row.sdkFeature && member.platforms.includes(platform)),
      );
      expect(platformIds.filter((platform) => row.pages[platform])).toEqual(inManifest);
    },
  );

  it('covers every additional feature the SDK has', () => {
    const rowFeatures = new Set(featureMatrix.map((row) => row.sdkFeature));
    const optional = ['callbacks', 'userAttribution', 'deferredDeeplinks', 'reattribution', 'uninstall', 'disable',
      'offline', 'eventBuffering', 'backgroundTracking', 'deviceIds', 'coppa', 'kids', 'preinstall', 'sdkSignature',
      'att', 'skan', 'consent', 'adRevenue', 'purchases', 'globalParameters', 'dataResidency', 'installReferrer'] as const;
    expect(optional.filter((feature) => !rowFeatures.has(feature))).toEqual([]);
  });
});

/**
 * The platform feature matrix of the introduction: one row per feature, one cell per platform, each cell the page
 * that documents the feature there, or absent when the platform does not have it.
 *
 * Rows tied to an SDK feature must agree with the SDK API manifest: a platform has a page in the row exactly when
 * the manifest declares a call of that feature for it (`tests/unit/featureMatrix.test.ts`).
 */
import {platformIds, type PlatformId} from './platforms';
import type {SdkFeature} from './sdkManifest';

export interface MatrixRow {
  label: string;
  /** The manifest feature this row stands for; rows without one are documentation-only concepts. */
  sdkFeature?: SdkFeature;
  pages: Partial<Record<PlatformId, string>>;
}

/** The wrappers document every feature on one page, a section each. */
const wrapperSections = (section: string, unitySection = section) => ({
  flutter: `/flutter/additional_features#${section}`,
  reactnative: `/reactnative/additional_features#${section}`,
  unity: `/unity/additional_features#${unitySection}`,
});

/** A section every platform has under the same anchor of the same page (`integration/home`, `event`). */
const sameSection = (page: string, anchor: string, platforms: readonly PlatformId[]) =>
  Object.fromEntries(platforms.map((platform) => [platform, `/${platform}/${page}#${anchor}`]));

const nativeFeature = (page: string) => ({
  android: `/android/additional_features/${page}`,
  ios: `/ios/additional_features/${page}`,
});

export const featureMatrix: readonly MatrixRow[] = [
  {
    label: 'Attribution callback',
    sdkFeature: 'callbacks',
    pages: {...nativeFeature('callbacks'), web: '/web/additional_features#attribution', ...wrapperSections('callbacks')},
  },
  {
    label: 'User attribution',
    sdkFeature: 'userAttribution',
    pages: {
      ...nativeFeature('user_attribution'),
      web: '/web/additional_features#attribution',
      ...wrapperSections('user-attribution', 'read-the-attribution'),
    },
  },
  {
    label: 'Direct deep links',
    pages: {
      android: '/android/deeplink/direct_deeplink',
      ios: '/ios/deeplink#universal-links',
      flutter: '/flutter/deeplink#pass-incoming-links-to-the-sdk',
      reactnative: '/reactnative/deeplink#pass-incoming-links-to-the-sdk',
      unity: '/unity/deeplink#handle-links-in-c',
    },
  },
  {
    label: 'Deferred deep links',
    sdkFeature: 'deferredDeeplinks',
    pages: {
      android: '/android/deeplink/deferred_deeplink',
      ios: '/ios/deeplink#deferred-deep-links',
      flutter: '/flutter/deeplink#deferred-deep-links',
      reactnative: '/reactnative/deeplink#deferred-deep-links',
      unity: '/unity/deeplink#deferred-deep-links',
    },
  },
  {
    label: 'Reattribution',
    sdkFeature: 'reattribution',
    pages: {
      android: '/android/deeplink/reattribution',
      ios: '/ios/deeplink#reattribution',
      flutter: '/flutter/deeplink#pass-incoming-links-to-the-sdk',
      reactnative: '/reactnative/deeplink#pass-incoming-links-to-the-sdk',
      unity: '/unity/deeplink#handle-links-in-c',
    },
  },
  {
    label: 'Uninstall tracking',
    sdkFeature: 'uninstall',
    pages: {
      android: '/android/uninstall/home',
      ios: '/ios/integration/home#uninstall-measurement',
      flutter: '/flutter/uninstall',
      reactnative: '/reactnative/uninstall',
      unity: '/unity/uninstall',
    },
  },
  {
    label: 'Disable and forget me',
    sdkFeature: 'disable',
    pages: {
      ...nativeFeature('disable'),
      web: '/web/additional_features#consent-and-opt-out',
      ...wrapperSections('disable-the-sdk-and-forget-a-user', 'disable-the-sdk-and-forget-the-player'),
    },
  },
  {
    label: 'Offline mode',
    sdkFeature: 'offline',
    pages: {...nativeFeature('offline'), web: '/web/additional_features#offline-mode', ...wrapperSections('offline-mode')},
  },
  {
    label: 'Event buffering',
    sdkFeature: 'eventBuffering',
    pages: {
      ...nativeFeature('event_buffering'),
      web: '/web/additional_features#event-buffering',
      ...wrapperSections('event-buffering'),
    },
  },
  {
    label: 'Background sending',
    sdkFeature: 'backgroundTracking',
    pages: {...nativeFeature('background_tracking'), ...wrapperSections('sending-in-the-background')},
  },
  {
    label: 'Device identifiers',
    sdkFeature: 'deviceIds',
    pages: {
      ...nativeFeature('device_ids'),
      web: '/web/integration/test',
      ...wrapperSections('device-identifiers', 'device-ids'),
    },
  },
  {
    label: 'COPPA',
    sdkFeature: 'coppa',
    pages: {...nativeFeature('coppa'), web: '/web/additional_features#coppa', ...wrapperSections('coppa')},
  },
  {
    label: 'Google Play Families (kids apps)',
    sdkFeature: 'kids',
    pages: {android: '/android/additional_features/kids', ...wrapperSections('play-kids-apps', 'google-play-kids-apps')},
  },
  {
    label: 'Preinstalled apps',
    sdkFeature: 'preinstall',
    pages: {...nativeFeature('preinstall'), ...wrapperSections('preinstalled-apps', 'preinstalled-builds')},
  },
  {
    label: 'SDK signature',
    sdkFeature: 'sdkSignature',
    pages: {...nativeFeature('sdk_signature'), ...wrapperSections('sdk-signature')},
  },
  {
    label: 'App Tracking Transparency',
    sdkFeature: 'att',
    pages: {
      ios: '/ios/additional_features/transparency',
      ...wrapperSections('app-tracking-transparency', 'app-tracking-transparency-on-ios'),
    },
  },
  {
    label: 'SKAdNetwork',
    sdkFeature: 'skan',
    pages: {ios: '/ios/additional_features/transparency#skadnetwork', ...wrapperSections('skadnetwork')},
  },
  {
    label: 'Consent before tracking',
    sdkFeature: 'consent',
    pages: sameSection('integration/home', 'ask-for-consent-before-tracking', platformIds),
  },
  {
    label: 'Ad revenue',
    sdkFeature: 'adRevenue',
    pages: {
      android: '/android/event#ad-revenue',
      ...sameSection('event', 'ad-revenue-from-mediation-platforms', ['ios', 'flutter', 'reactnative']),
      unity: '/unity/event#ad-revenue',
    },
  },
  {
    label: 'Purchase verification and subscriptions',
    sdkFeature: 'purchases',
    pages: sameSection('event', 'purchases-and-subscriptions', ['android', 'ios', 'flutter', 'reactnative', 'unity']),
  },
  {
    label: 'Global callback and partner parameters',
    sdkFeature: 'globalParameters',
    pages: {
      ...sameSection('event', 'global-parameters', ['android', 'web', 'unity']),
      ...sameSection('event', 'global-callback-and-partner-parameters', ['ios', 'flutter', 'reactnative']),
    },
  },
  {
    label: 'Data residency',
    sdkFeature: 'dataResidency',
    pages: {
      ...sameSection('integration/home', 'data-residency', ['android', 'ios', 'web']),
      ...wrapperSections('data-residency'),
    },
  },
  {
    label: 'Meta install referrer',
    sdkFeature: 'installReferrer',
    pages: {
      android: '/android/integration/home#meta-install-referrer',
      ...sameSection('additional_features', 'meta-install-referrer', ['flutter', 'reactnative']),
      unity: '/unity/integration/home#meta-install-referrer',
    },
  },
];

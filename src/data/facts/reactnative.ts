/** Facts of React Native and Expo: versions, defaults and tooling, and the libraries the React Native pages name. */
import type {FactTable} from './types';

export const reactNativeFacts = {
  'reactnative.newArchOnlyFrom': {
    statement:
      'From this React Native release the New Architecture is always on and cannot be turned off; the legacy architecture is gone.',
    value: '0.82',
    source: {title: 'Expo docs, React Native’s New Architecture', url: 'https://docs.expo.dev/guides/new-architecture/'},
    checked: '2026-11-27',
    // The release typed by hand next to the legacy architecture's removal.
    typedForms: [/\b0\.8\d\b[^\n]{0,40}\b(?:removed|legacy)\b/i],
  },
  'reactnative.googleMobileAdsVersion': {
    statement:
      'The current release of react-native-google-mobile-ads (Invertase); its paid event reports `value` in currency units (AdMob micros multiplied by 1e-6 in the native module) and `precision` as a RevenuePrecisions value.',
    value: '17.2.0',
    source: {
      title: 'react-native-google-mobile-ads, Impression-level ad revenue',
      url: 'https://docs.page/invertase/react-native-google-mobile-ads/impression-level-ad-revenue',
    },
    checked: '2026-11-27',
  },
  'reactnative.appLovinMaxVersion': {
    statement:
      'The current release of AppLovin MAX’s React Native plugin, react-native-applovin-max; its revenue-paid listener reports `revenue` in USD and `revenuePrecision` as "exact", "estimated", "publisher_defined" or "undefined".',
    value: '9.6.0',
    source: {title: 'npm, react-native-applovin-max', url: 'https://www.npmjs.com/package/react-native-applovin-max'},
    checked: '2026-11-27',
  },
  'reactnative.levelPlayVersion': {
    statement:
      'The current release of Unity LevelPlay’s React Native plugin, unity-levelplay-mediation; its impression data reports `revenue` in USD and `precision` as a string, "BID" for a bidding network’s price, "RATE" for the rate set on the instance and "CPM" for an estimate from the instance’s past performance.',
    value: '9.2.0',
    source: {
      title: 'Unity LevelPlay, Impression-level revenue integration for React Native',
      url: 'https://docs.unity.com/en-us/grow/levelplay/sdk/react/impression-level-revenue-integration',
    },
    checked: '2026-11-27',
  },
  'reactnative.purchasesVersion': {
    statement: 'The current release of RevenueCat’s React Native SDK, react-native-purchases.',
    value: '10.10.2',
    source: {title: 'npm, react-native-purchases', url: 'https://www.npmjs.com/package/react-native-purchases'},
    checked: '2026-11-27',
  },
} as const satisfies FactTable;

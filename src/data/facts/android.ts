/** Facts of Android and Google Play: API levels, Play policies and their dates, Google libraries. */
import type {FactTable} from './types';

export const androidFacts = {
  'play.targetSdk': {
    statement: 'New apps and app updates on Google Play must target this API level (Android 16) or higher.',
    value: '36',
    source: {title: 'Play Console Help, Target API level requirements for Google Play apps', url: 'https://support.google.com/googleplay/android-developer/answer/11926878'},
    checked: '2026-11-27',
  },
  'play.targetSdkSince': {
    statement: 'The date from which Google Play requires new apps and updates to target API level 36.',
    value: '31 August 2026',
    source: {title: 'Play Console Help, Target API level requirements for Google Play apps', url: 'https://support.google.com/googleplay/android-developer/answer/11926878'},
    checked: '2026-11-27',
  },
  'agp.v9MinGradle': {
    statement: 'Android Gradle plugin 9.0 needs at least this Gradle version (and JDK 17).',
    value: 'Gradle 9.1.0',
    source: {title: 'Android Developers, Android Gradle plugin 9.0.0 release notes', url: 'https://developer.android.com/build/releases/gradle-plugin'},
    checked: '2026-11-27',
  },
  'play.installReferrerRetention': {
    statement: "Google Play keeps an install's referrer details available to the Install Referrer API for this long, unchanged unless the app is reinstalled.",
    value: '90 days',
    source: {title: 'Android Developers, Play Install Referrer API', url: 'https://developer.android.com/google/play/installreferrer/igetinstallreferrerservice'},
    checked: '2026-11-27',
  },
  'android.backgroundActivityStartLimitsFrom': {
    statement: 'From this Android version on, an app running in the background may start an activity only in listed exceptions.',
    value: 'Android 10 (API level 29)',
    source: {title: 'Android Developers, Restrictions on starting activities from the background', url: 'https://developer.android.com/guide/components/activities/background-starts'},
    checked: '2026-11-27',
  },
  'android.cachedAppsFreezeFrom': {
    statement: 'From this Android version on, an app process in the cached state is frozen (no CPU work) 10 seconds after it becomes cached.',
    value: 'Android 14 (API level 34)',
    source: {title: 'Android Open Source Project, Cached apps freezer', url: 'https://source.android.com/docs/core/perf/cached-apps-freezer'},
    checked: '2026-11-27',
  },
  'android.pendingIntentMutabilityFrom': {
    statement: 'Apps that target this Android version or higher must give every PendingIntent FLAG_IMMUTABLE or FLAG_MUTABLE.',
    value: 'Android 12 (API level 31)',
    source: {title: 'Android Developers, Behavior changes: apps targeting Android 12', url: 'https://developer.android.com/about/versions/12/behavior-changes-12#pending-intent-mutability'},
    checked: '2026-11-27',
  },
  'android.dynamicAppLinksFrom': {
    statement: 'Dynamic App Links (rules in assetlinks.json merged with the manifest) work on devices with this Android version or later and Google services.',
    value: 'Android 15 (API level 35)',
    source: {title: 'Android Developers, Configure website associations and dynamic rules', url: 'https://developer.android.com/training/app-links/configure-assetlinks'},
    checked: '2026-11-27',
  },
  'fcm.sendRole': {
    statement: 'The predefined IAM role that lets a service account send messages with the FCM HTTP v1 API (cloudmessaging.messages.create) without Firebase-wide rights.',
    value: 'Firebase Cloud Messaging API Admin (`roles/firebasecloudmessaging.admin`)',
    source: {title: 'Google Cloud IAM, Firebase Cloud Messaging roles and permissions', url: 'https://cloud.google.com/iam/docs/roles-permissions/firebasecloudmessaging'},
    checked: '2026-11-27',
  },
  'play.pageSize16kbSince': {
    statement:
      'Since this date, new apps and updates submitted to Google Play that target Android 15 or higher must support 16 KB memory page sizes on 64-bit devices.',
    value: '1 November 2025',
    source: {title: 'Android Developers, Support 16 KB page sizes', url: 'https://developer.android.com/guide/practices/page-sizes'},
    checked: '2026-11-27',
    typedForms: [/\b1 November 2025\b/, /\bNovember 1,? 2025\b/],
  },
  'android.privacySandboxDeprecatedSince': {
    statement: 'Privacy Sandbox on Android (Topics, Attribution Reporting and the other Ad Services APIs) is deprecated as of this date.',
    value: '17 October 2025',
    source: {title: 'Google AdMob, Privacy Sandbox on Android', url: 'https://developers.google.com/admob/android/privacy/sandbox'},
    checked: '2026-11-27',
    typedForms: [/\b17 October 2025\b/, /\bOctober 17,? 2025\b/],
  },
  'admob.impressionRevenueMinSdk': {
    statement:
      'Impression-level ad revenue (OnPaidEventListener) needs the Google Mobile Ads SDK at this version or later, and the feature turned on in the AdMob UI.',
    value: '21.1.0',
    source: {title: 'Google AdMob, Impression-level ad revenue (Android)', url: 'https://developers.google.com/admob/android/impression-level-ad-revenue'},
    checked: '2026-11-27',
  },
  'admob.impressionRevenueSetting': {
    statement:
      'AdMob sends paid events only after the account-level switch for impression-level ad revenue is turned on; it sits under Settings, Account tab, Account controls.',
    value: 'Settings > Account > Account controls > Impression-level ad revenue',
    source: {title: 'AdMob Help, Impression-level ad revenue', url: 'https://support.google.com/admob/answer/11322405'},
    checked: '2026-11-27',
  },
  'meta.decryptionKeyLocation': {
    statement: "Meta's App Dashboard shows an app's Install Referrer Decryption Key in its basic settings, in the Android section.",
    value: 'Settings > Basic (Android section)',
    source: {title: 'Meta for Developers, Understand Facebook App Ads Referral URLs', url: 'https://developers.facebook.com/docs/app-ads/install-referrer'},
    checked: '2026-11-27',
  },
} as const satisfies FactTable;

/**
 * Per-platform product facts: SDK coordinates and versions, the link table of the spec (external repository,
 * example app, reference docs) and the internal cross-links the pages share.
 */
import {product} from './product';

export const platformIds = ['android', 'ios', 'web', 'flutter', 'reactnative', 'unity'] as const;
export type PlatformId = (typeof platformIds)[number];

/** Internal pages the spec's link table cross-links, by purpose. A platform without the feature omits the key. */
export type CrossLinkKind =
  | 'integrationTest'
  | 'attributionCallback'
  | 'userAttribution'
  | 'deeplinks'
  | 'uninstall'
  | 'multipleReceivers';

export const crossLinkLabels: Record<CrossLinkKind, string> = {
  integrationTest: 'Integration test',
  attributionCallback: 'Attribution callback',
  userAttribution: 'User attribution',
  deeplinks: 'Deep links',
  uninstall: 'Uninstall tracking',
  multipleReceivers: 'Multiple receivers',
};

export interface Platform {
  id: PlatformId;
  title: string;
  /** Site-relative path of the card icon under `static/`. */
  icon: string;
  /** Where the platform's documentation starts. */
  docsHome: string;
  /** One sentence for cards and the introduction. */
  summary: string;
  sdk: {
    version: string;
    /** What a build file names: Maven coordinates, pod, npm or pub package, UPM package. */
    package: string;
    /** Where the package comes from. */
    registry: string;
  };
  links: {repository: string; exampleApp: string; documentation: string};
  crossLinks: Partial<Record<CrossLinkKind, string>>;
}

const repo = (name: string) => `${product.githubUrl}/${name}`;

const androidVersion = '6.4.1';
const iosVersion = '6.3.0';

export const platforms: readonly Platform[] = [
  {
    id: 'android',
    title: 'Android',
    icon: '/img/platforms/android.svg',
    docsHome: '/android/home',
    summary: 'Kotlin and Java apps on Google Play, Huawei AppGallery and other Android stores.',
    sdk: {version: androidVersion, package: 'io.attrio:attrio-android', registry: 'Maven Central'},
    links: {
      repository: repo('attrio-android-sdk'),
      exampleApp: repo('attrio-android-sdk/tree/main/example-app'),
      documentation: '/android/home',
    },
    crossLinks: {
      integrationTest: '/android/integration/test',
      attributionCallback: '/android/additional_features/callbacks',
      userAttribution: '/android/additional_features/user_attribution',
      deeplinks: '/android/deeplink/home',
      uninstall: '/android/uninstall/home',
      multipleReceivers: '/android/special_cases/multiple_receiver',
    },
  },
  {
    id: 'ios',
    title: 'iOS',
    icon: '/img/platforms/ios.svg',
    docsHome: '/ios/home',
    summary: 'Swift and Objective-C apps on iPhone and iPad, with ATT and SKAdNetwork support.',
    sdk: {version: iosVersion, package: 'AttrioSDK', registry: 'Swift Package Manager and CocoaPods'},
    links: {
      repository: repo('attrio-ios-sdk'),
      exampleApp: repo('attrio-ios-sdk/tree/main/Examples'),
      documentation: '/ios/home',
    },
    crossLinks: {
      integrationTest: '/ios/integration/test',
      attributionCallback: '/ios/additional_features/callbacks',
      userAttribution: '/ios/additional_features/user_attribution',
      deeplinks: '/ios/deeplink',
      uninstall: '/ios/integration/home#uninstall-measurement',
    },
  },
  {
    id: 'web',
    title: 'Web',
    icon: '/img/platforms/web.svg',
    docsHome: '/web/home',
    summary: 'Websites and single-page apps, by script tag or npm package.',
    sdk: {version: '3.2.0', package: '@attrio/web-sdk', registry: 'npm'},
    links: {
      repository: repo('attrio-web-sdk'),
      exampleApp: repo('attrio-web-sdk/tree/main/examples'),
      documentation: '/web/home',
    },
    crossLinks: {
      integrationTest: '/web/integration/test',
      userAttribution: '/web/additional_features',
    },
  },
  {
    id: 'flutter',
    title: 'Flutter',
    icon: '/img/platforms/flutter.svg',
    docsHome: '/flutter/home',
    summary: 'One Dart API over the native Android and iOS SDKs.',
    sdk: {version: '4.1.0', package: 'attrio_flutter', registry: 'pub.dev'},
    links: {
      repository: repo('attrio-flutter-sdk'),
      exampleApp: repo('attrio-flutter-sdk/tree/main/example'),
      documentation: '/flutter/home',
    },
    crossLinks: {
      integrationTest: '/flutter/integration/test',
      attributionCallback: '/flutter/additional_features#callbacks',
      userAttribution: '/flutter/additional_features#user-attribution',
      deeplinks: '/flutter/deeplink',
      uninstall: '/flutter/uninstall',
    },
  },
  {
    id: 'reactnative',
    title: 'React Native',
    icon: '/img/platforms/reactnative.svg',
    docsHome: '/reactnative/home',
    summary: 'JavaScript and TypeScript apps, bare or with Expo prebuild.',
    sdk: {version: '5.0.2', package: '@attrio/react-native-sdk', registry: 'npm'},
    links: {
      repository: repo('attrio-react-native-sdk'),
      exampleApp: repo('attrio-react-native-sdk/tree/main/example'),
      documentation: '/reactnative/home',
    },
    crossLinks: {
      integrationTest: '/reactnative/integration/test',
      attributionCallback: '/reactnative/additional_features#callbacks',
      userAttribution: '/reactnative/additional_features#user-attribution',
      deeplinks: '/reactnative/deeplink',
      uninstall: '/reactnative/uninstall',
    },
  },
  {
    id: 'unity',
    title: 'Unity',
    icon: '/img/platforms/unity.svg',
    docsHome: '/unity/home',
    summary: 'C# games exported to Android and iOS.',
    sdk: {version: '5.2.0', package: 'io.attrio.unity', registry: 'Unity Package Manager'},
    links: {
      repository: repo('attrio-unity-sdk'),
      exampleApp: repo('attrio-unity-sdk/tree/main/Samples~'),
      documentation: '/unity/home',
    },
    crossLinks: {
      integrationTest: '/unity/integration/test',
      attributionCallback: '/unity/additional_features#attribution-callback',
      userAttribution: '/unity/additional_features#read-the-attribution',
      deeplinks: '/unity/deeplink',
      uninstall: '/unity/uninstall',
    },
  },
];

export function getPlatform(id: PlatformId): Platform {
  const platform = platforms.find((p) => p.id === id);
  if (!platform) {
    throw new Error(`Unknown platform "${id}"`);
  }
  return platform;
}

/** Native SDK versions the wrapper SDKs (Flutter, React Native, Unity) bundle. */
export const wrappedNativeVersions = {android: androidVersion, ios: iosVersion} as const;

/** Platform requirements the integration pages quote. */
export const requirements = {
  android: {minSdk: 23, compileSdk: 36, targetSdk: 36, installReferrer: '2.2', playServicesAdsIdentifier: '18.2.0', appSet: '16.1.0', firebaseBom: '34.0.0', huaweiInstallReferrer: '3.4.62.300', minAgp: '8.0', minKotlin: '2.0', jdk: '17'},
  ios: {minIos: '15.0', xcode: '26.0', swift: '5.9'},
  web: {browsers: 'the last two versions of Chrome, Edge, Firefox and Safari'},
  flutter: {flutter: '3.22', dart: '3.4'},
  reactnative: {reactNative: '0.76', expoSdk: '52'},
  unity: {unity: '2022.3 LTS'},
} as const;

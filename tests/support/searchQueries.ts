/**
 * What readers type into the search box, each with the page or pages that answer it: products and set-up, platform
 * terms, error symptoms, SDK calls and keys of the API reference. The ranking test holds search to putting an
 * answering page first for at least 80 % of them and in the top three for at least 95 %.
 */
export interface SearchQuery {
  query: string;
  /** Paths of the pages that answer it; any of them counts. */
  answers: readonly string[];
}

export const searchQueries: readonly SearchQuery[] = [
  // Products and set-up
  {query: 'android sdk', answers: ['/android/home', '/android/integration/home']},
  {query: 'integrate ios sdk', answers: ['/ios/integration/home']},
  {query: 'flutter plugin', answers: ['/flutter/home', '/flutter/integration/home']},
  {query: 'react native expo', answers: ['/reactnative/integration/home']},
  {query: 'unity prefab', answers: ['/unity/integration/home']},
  {query: 'web sdk script tag', answers: ['/web/integration/home']},
  {query: 'swift package manager', answers: ['/ios/integration/home']},
  {query: 'cocoapods', answers: ['/ios/integration/home']},
  {query: 'feature matrix', answers: ['/']},
  {query: 'test android integration', answers: ['/android/integration/test']},

  // Platform terms
  {query: 'install referrer', answers: ['/android/integration/home']},
  {query: 'google play families policy', answers: ['/android/additional_features/kids']},
  {query: 'multiple processes', answers: ['/android/special_cases/multi_process_app']},
  {query: 'app tracking transparency', answers: ['/ios/additional_features/transparency']},
  {query: 'skadnetwork conversion value', answers: ['/ios/additional_features/transparency']},
  {query: 'universal links', answers: ['/ios/deeplink']},
  {query: 'apple-app-site-association', answers: ['/ios/deeplink']},
  {query: 'assetlinks.json', answers: ['/android/deeplink/direct_deeplink']},
  {query: 'deferred deep link android', answers: ['/android/deeplink/deferred_deeplink']},
  {query: 'huawei appgallery', answers: ['/android/special_cases/huawei']},
  {query: 'oaid', answers: ['/android/special_cases/huawei', '/android/additional_features/device_ids']},
  {query: 'coppa ios', answers: ['/ios/additional_features/coppa']},
  {query: 'uninstall tracking firebase', answers: ['/android/uninstall/home']},
  {query: 'preinstalled apps', answers: ['/android/additional_features/preinstall']},
  {query: 'sign sdk requests', answers: ['/android/additional_features/sdk_signature', '/ios/additional_features/sdk_signature']},
  {query: 'event buffering', answers: ['/android/additional_features/event_buffering', '/ios/additional_features/event_buffering']},
  {query: 'offline mode ios', answers: ['/ios/additional_features/offline']},
  {query: 'content security policy', answers: ['/web/integration/home', '/faq/web']},
  {query: 'single-page app', answers: ['/web/integration/home', '/faq/web']},
  {query: 'webview javascript bridge', answers: ['/faq/webbridge']},
  {query: 'storekit purchase', answers: ['/ios/event']},
  {query: 'track revenue android', answers: ['/android/event']},
  {query: 'ndk native code', answers: ['/android/special_cases/native_code']},
  {query: 'idfa', answers: ['/ios/additional_features/device_ids']},
  {query: 'reattribution', answers: ['/android/deeplink/reattribution']},
  {query: 'smart banners', answers: ['/web/additional_features']},
  {query: 'cross-domain measurement', answers: ['/web/additional_features']},
  {query: 'send in the background android', answers: ['/android/additional_features/background_tracking']},

  // Error symptoms
  {query: 'install not attributed', answers: ['/faq/integration_troubleshooting']},
  {query: 'events missing', answers: ['/faq/integration_troubleshooting']},
  {query: 'duplicate installs', answers: ['/faq/integration_troubleshooting']},
  {query: 'google advertising id null', answers: ['/faq/android']},
  {query: 'idfa all zeros', answers: ['/faq/ios']},
  {query: 'app links open in the browser', answers: ['/faq/android', '/android/deeplink/direct_deeplink']},
  {query: 'att prompt does not appear', answers: ['/faq/ios']},
  {query: 'release build reports less than debug', answers: ['/faq/integration_troubleshooting']},
  {query: 'sdk does not connect firewall', answers: ['/faq/integration_troubleshooting']},
  {
    query: 'attribution callback not called',
    answers: ['/faq/flutter', '/android/additional_features/callbacks', '/ios/additional_features/callbacks'],
  },

  // SDK calls
  {query: 'gdprForgetMe', answers: ['/android/additional_features/disable', '/ios/additional_features/disable']},
  {query: 'setOfflineMode', answers: ['/android/additional_features/offline', '/ios/additional_features/offline']},
  {query: 'getAttribution', answers: ['/android/additional_features/user_attribution', '/ios/additional_features/user_attribution']},
  {query: 'setPushToken', answers: ['/android/uninstall/examples']},
  {query: 'updateSkanConversionValue', answers: ['/ios/additional_features/transparency']},
  {query: 'decorateUrl', answers: ['/web/additional_features']},

  // Keys of the API reference
  {query: 'rebuildStrategy', answers: ['/api/schemas/image']},
  {query: 'releaseName', answers: ['/api/schemas/helm-deployment']},
  {query: 'storageClassName', answers: ['/api/schemas/registry-persistence']},
  {query: 'bindAddress', answers: ['/api/schemas/port-mapping']},
  {query: 'kustomize', answers: ['/api/schemas/kubectl-deployment']},
  {query: 'excludePaths', answers: ['/api/schemas/sync-path']},
  {query: 'hook container timeout', answers: ['/api/schemas/hook-container']},
  {query: 'local registry port', answers: ['/api/schemas/local-registry']},
];

const everyPlatform = (page: string) =>
  ['android', 'ios', 'web', 'flutter', 'reactnative', 'unity'].map((platform) => `/${platform}/${page}`);

/**
 * The 2026 topics, by the words a reader types for them: each must find a page that documents it among the first
 * three hits.
 */
export const topicQueries: readonly SearchQuery[] = [
  {query: 'consent', answers: [...everyPlatform('integration/home'), '/faq/android']},
  {query: 'ad revenue', answers: [...everyPlatform('event'), '/faq/android']},
  {query: 'privacy manifest', answers: ['/ios/integration/', '/ios/integration/home']},
  {query: 'subscription', answers: [...everyPlatform('event'), '/faq/android']},
  {query: 'conversion value', answers: ['/ios/additional_features/transparency']},
  {query: 'data residency', answers: [...everyPlatform('integration/home'), ...everyPlatform('additional_features')]},
  {query: 'meta install referrer', answers: ['/android/integration/home', '/faq/android', '/flutter/additional_features', '/reactnative/additional_features', '/unity/integration/home']},
  // Cross-platform topics readers of the wrappers searched for in vain before the 2026-11-27 review.
  {query: 'Expo Router deferred', answers: ['/reactnative/deeplink', '/reactnative/integration/home']},
  {query: 'RevenueCat', answers: ['/reactnative/event', '/flutter/event', '/unity/event']},
  {query: 'TCF 2.3', answers: [...everyPlatform('additional_features'), ...everyPlatform('integration/home'), '/faq/web', '/faq/android']},
  {query: 'UIScene', answers: ['/reactnative/deeplink', '/flutter/integration/home', '/flutter/deeplink', '/unity/integration/home', '/ios/deeplink', '/ios/integration/home']},
  {query: 'link.xml', answers: ['/unity/integration/home']},
  {query: 'Build Profiles', answers: ['/unity/integration/home', '/unity/integration/test']},
  {query: 'AdAttributionKit', answers: ['/flutter/additional_features', '/reactnative/additional_features', '/unity/additional_features', '/ios/additional_features/transparency']},
];

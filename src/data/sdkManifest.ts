/**
 * The SDK API manifest: every public call of the Attrio SDK, once, with the platforms that have it.
 *
 * It is one SDK: a call has one conceptual name and one language-neutral signature, and each platform spells it
 * by its own conventions (see `platformName`). Where a platform's shape really differs (Android needs a Context,
 * the JavaScript and Dart wrappers return promises), `signatures` says so.
 *
 * Signatures are typed, in TypeScript notation, and are the only statement of the SDK's shape: the sample checks
 * (`tests/samples/`) generate from them the TypeScript declarations, Java classes, C# file and Objective-C header
 * that every code sample in `docs/` is compiled against. The notation: `string`, `boolean`, `int`, `double`,
 * `void`, `T | null` for a nullable value, `name?:` for an optional parameter, `Promise<T>` for an asynchronous
 * result, `(value: T) => R` for a callback, and the platform's own types `Context`, `Uri` (Android), `URL`, `Data`
 * and `Error` (Apple). On Android a callback is a single-method interface named in `androidListeners`, so Java
 * passes a lambda and Kotlin a SAM constructor (`OnAttributionChangedListener { attribution -> … }`).
 *
 * Code samples in `docs/` may only use what this file declares for their platform;
 * `tests/unit/sdkSamples.test.ts` enforces it, and `npm test` compiles them.
 */
import type {PlatformId} from './platforms';

export type SdkTypeName =
  | 'Attrio'
  | 'AttrioConfig'
  | 'AttrioEvent'
  | 'AttrioAttribution'
  | 'AttrioEventResult'
  | 'AttrioSessionResult'
  | 'AttrioEnvironment'
  | 'AttrioLogLevel'
  | 'AttrioTrackingStatus'
  | 'AttrioAdRevenue'
  | 'AttrioDataResidency';

/** What a reader wants to do; the feature matrix and the pages are organised by these. */
export type SdkFeature =
  | 'setup'
  | 'events'
  | 'userData'
  | 'callbacks'
  | 'userAttribution'
  | 'deeplinks'
  | 'deferredDeeplinks'
  | 'reattribution'
  | 'uninstall'
  | 'disable'
  | 'offline'
  | 'eventBuffering'
  | 'backgroundTracking'
  | 'coppa'
  | 'kids'
  | 'preinstall'
  | 'sdkSignature'
  | 'deviceIds'
  | 'att'
  | 'skan'
  | 'consent'
  | 'adRevenue'
  | 'purchases'
  | 'globalParameters'
  | 'dataResidency'
  | 'installReferrer'
  | 'web';

/**
 * - `method`: called as `receiver.name(...)` (static on `Attrio`).
 * - `property`: assigned or read; Java and Objective-C may use the accessor methods (`setName`, `getName`, `isName`).
 * - `constructor`: `new Type(...)`, `Type(...)` or `[[Type alloc] init...]`.
 * - `value`: an enum case, spelled per platform (`SANDBOX`, `.sandbox`, `AttrioEnvironmentSandbox`, `Sandbox`).
 */
export type SdkMemberKind = 'method' | 'property' | 'constructor' | 'value';

export interface SdkMember {
  type: SdkTypeName;
  /** The conceptual name, in camelCase; `platformName` derives each platform's spelling. */
  name: string;
  kind: SdkMemberKind;
  feature: SdkFeature;
  /** Language-neutral signature (TypeScript notation). */
  signature: string;
  summary: string;
  platforms: readonly PlatformId[];
  /** A platform's own signature where its shape differs from the neutral one. */
  signatures?: Partial<Record<PlatformId, string>>;
}

/**
 * The Android SDK's callback interfaces: a callback-typed member listed in `usedBy` takes the named interface; any
 * other callback (the asynchronous getters') takes `OnValueReadListener<T>`.
 */
export const androidListeners: readonly {name: string; method: string; usedBy: readonly string[]}[] = [
  {name: 'OnAttributionChangedListener', method: 'onAttributionChanged', usedBy: ['attributionCallback']},
  {name: 'OnDeferredDeeplinkListener', method: 'onDeferredDeeplink', usedBy: ['deferredDeeplinkCallback']},
  {name: 'OnEventResultListener', method: 'onEventResult', usedBy: ['eventSuccessCallback', 'eventFailureCallback']},
  {name: 'OnSessionResultListener', method: 'onSessionResult', usedBy: ['sessionSuccessCallback', 'sessionFailureCallback']},
  {name: 'OnValueReadListener', method: 'onValueRead', usedBy: []},
];

/**
 * How the iOS SDK's Swift interface is isolated in Swift 6 language mode (strict concurrency), for every Apple
 * platform build (the Flutter, React Native and Unity SDKs wrap the same framework). The iOS pages state it in
 * `/ios/integration/home#swift-6`, and the Swift samples are annotated to match: functions that callbacks and link
 * entry points call and that touch UI are `@MainActor`.
 */
export const appleSwiftConcurrency: {
  /** `Attrio`'s static methods: `nonisolated` and thread-safe, callable from any actor or thread without `await`. */
  readonly attrioMethods: 'nonisolated';
  /** Mutable objects a sample builds and hands to the SDK: not `Sendable`, so built and passed within one task. */
  readonly nonSendableTypes: readonly SdkTypeName[];
  /** Objects the SDK hands out: immutable and `Sendable`. */
  readonly sendableTypes: readonly SdkTypeName[];
  /** The Swift attributes of every callback property and completion handler: the SDK calls them on the main actor. */
  readonly callbackAttributes: '@MainActor @Sendable';
} = {
  attrioMethods: 'nonisolated',
  nonSendableTypes: ['AttrioConfig', 'AttrioEvent', 'AttrioAdRevenue'],
  sendableTypes: ['AttrioAttribution', 'AttrioEventResult', 'AttrioSessionResult'],
  callbackAttributes: '@MainActor @Sendable',
};

const ALL: readonly PlatformId[] = ['android', 'ios', 'web', 'flutter', 'reactnative', 'unity'];
const MOBILE: readonly PlatformId[] = ['android', 'ios', 'flutter', 'reactnative', 'unity'];
const WRAPPERS: readonly PlatformId[] = ['flutter', 'reactnative', 'unity'];
const APPLE: readonly PlatformId[] = ['ios', ...WRAPPERS];
const GOOGLE: readonly PlatformId[] = ['android', ...WRAPPERS];

/**
 * Wrappers cross a bridge to the native SDK, so their getters are asynchronous: a promise (a `Future` in Dart) in
 * JavaScript and Dart, a callback in C#.
 */
const asyncGetter = (name: string, result: string) => ({
  flutter: `${name}(): Promise<${result}>`,
  reactnative: `${name}(): Promise<${result}>`,
  web: `${name}(): Promise<${result}>`,
  unity: `${name}(callback: (value: ${result}) => void): void`,
});

export const sdkMembers: readonly SdkMember[] = [
  // --- Attrio: the static entry point -------------------------------------------------------------------------
  {
    type: 'Attrio', name: 'initialize', kind: 'method', feature: 'setup', platforms: ALL,
    signature: 'initialize(config: AttrioConfig): void',
    summary: 'Starts the SDK. Call once, as early as possible in the app or page lifecycle.',
  },
  {
    type: 'Attrio', name: 'trackEvent', kind: 'method', feature: 'events', platforms: ALL,
    signature: 'trackEvent(event: AttrioEvent): void',
    summary: 'Queues an event for sending. Safe to call before the first session completes.',
  },
  {
    type: 'Attrio', name: 'trackPageView', kind: 'method', feature: 'web', platforms: ['web'],
    signature: 'trackPageView(path?: string): void',
    summary: 'Records a page view; call it on every client-side route change of a single-page app.',
  },
  {
    type: 'Attrio', name: 'setUserId', kind: 'method', feature: 'userData', platforms: ALL,
    signature: 'setUserId(userId: string | null): void',
    summary: 'Sets your own identifier for the signed-in user; pass null on sign-out.',
  },
  {
    type: 'Attrio', name: 'setUserProperty', kind: 'method', feature: 'userData', platforms: ALL,
    signature: 'setUserProperty(key: string, value: string): void',
    summary: 'Attaches a key-value pair to every later session and event of this user.',
  },
  {
    type: 'Attrio', name: 'removeUserProperty', kind: 'method', feature: 'userData', platforms: ALL,
    signature: 'removeUserProperty(key: string): void',
    summary: 'Removes a user property set earlier.',
  },
  {
    type: 'Attrio', name: 'getAttribution', kind: 'method', feature: 'userAttribution', platforms: ALL,
    signature: 'getAttribution(callback: (attribution: AttrioAttribution | null) => void): void',
    signatures: {
      web: 'getAttribution(): Promise<AttrioAttribution | null>',
      flutter: 'getAttribution(): Promise<AttrioAttribution | null>',
      reactnative: 'getAttribution(): Promise<AttrioAttribution | null>',
    },
    summary: 'Reads the current attribution; null until the first session has been answered.',
  },
  {
    type: 'Attrio', name: 'processDeeplink', kind: 'method', feature: 'reattribution', platforms: MOBILE,
    signature: 'processDeeplink(url: string): void',
    signatures: {android: 'processDeeplink(uri: Uri, context: Context): void', ios: 'processDeeplink(url: URL): void'},
    summary: 'Passes a link that opened the app to the SDK so that re-engagement campaigns are attributed.',
  },
  {
    type: 'Attrio', name: 'setPushToken', kind: 'method', feature: 'uninstall', platforms: MOBILE,
    signature: 'setPushToken(token: string): void',
    signatures: {ios: 'setPushToken(token: Data): void'},
    summary: 'Registers the FCM (Android) or APNs (iOS) token used for silent-push uninstall measurement.',
  },
  {
    type: 'Attrio', name: 'setEnabled', kind: 'method', feature: 'disable', platforms: ALL,
    signature: 'setEnabled(enabled: boolean): void',
    summary: 'Stops or resumes all SDK activity. The state persists across app launches.',
  },
  {
    type: 'Attrio', name: 'isEnabled', kind: 'method', feature: 'disable', platforms: ALL,
    signature: 'isEnabled(): boolean',
    signatures: asyncGetter('isEnabled', 'boolean'),
    summary: 'Tells whether the SDK is currently enabled.',
  },
  {
    type: 'Attrio', name: 'gdprForgetMe', kind: 'method', feature: 'disable', platforms: ALL,
    signature: 'gdprForgetMe(): void',
    summary: 'Asks the backend to erase this device’s data and disables the SDK for good on this install.',
  },
  {
    type: 'Attrio', name: 'setTrackingConsent', kind: 'method', feature: 'consent', platforms: ALL,
    signature: 'setTrackingConsent(granted: boolean): void',
    summary: 'Passes the user’s consent decision; the SDK reads, stores and sends nothing until it is granted.',
  },
  {
    type: 'Attrio', name: 'setOfflineMode', kind: 'method', feature: 'offline', platforms: ALL,
    signature: 'setOfflineMode(offline: boolean): void',
    summary: 'Holds packages on the device while true and sends them once it is set back to false.',
  },
  {
    type: 'Attrio', name: 'getInstallId', kind: 'method', feature: 'deviceIds', platforms: ALL,
    signature: 'getInstallId(): string | null',
    signatures: asyncGetter('getInstallId', 'string | null'),
    summary: 'The SDK’s own identifier for this install; null before the first session.',
  },
  {
    type: 'Attrio', name: 'getGoogleAdId', kind: 'method', feature: 'deviceIds', platforms: GOOGLE,
    signature: 'getGoogleAdId(callback: (adId: string | null) => void): void',
    signatures: {
      android: 'getGoogleAdId(context: Context, listener: (adId: string | null) => void): void',
      flutter: 'getGoogleAdId(): Promise<string | null>',
      reactnative: 'getGoogleAdId(): Promise<string | null>',
    },
    summary: 'Reads the Google advertising ID off the main thread; null when the user opted out or in kids mode.',
  },
  {
    type: 'Attrio', name: 'getAppSetId', kind: 'method', feature: 'deviceIds', platforms: GOOGLE,
    signature: 'getAppSetId(callback: (appSetId: string | null) => void): void',
    signatures: {
      android: 'getAppSetId(context: Context, listener: (appSetId: string | null) => void): void',
      flutter: 'getAppSetId(): Promise<string | null>',
      reactnative: 'getAppSetId(): Promise<string | null>',
    },
    summary: 'Reads the App Set ID shared by your apps on the device (Google Play services).',
  },
  {
    type: 'Attrio', name: 'getOaid', kind: 'method', feature: 'deviceIds', platforms: ['android'],
    signature: 'getOaid(context: Context, listener: (oaid: string | null) => void): void',
    summary: 'Reads the Open Anonymous Device Identifier on Huawei and other devices without Google Play services.',
  },
  {
    type: 'Attrio', name: 'getIdfa', kind: 'method', feature: 'deviceIds', platforms: APPLE,
    signature: 'getIdfa(): string | null',
    signatures: asyncGetter('getIdfa', 'string | null'),
    summary: 'The IDFA once the user has allowed tracking; null otherwise, never the zero identifier.',
  },
  {
    type: 'Attrio', name: 'getIdfv', kind: 'method', feature: 'deviceIds', platforms: APPLE,
    signature: 'getIdfv(): string | null',
    signatures: asyncGetter('getIdfv', 'string | null'),
    summary: 'The identifier for vendor, shared by your apps from the same team on this device.',
  },
  {
    type: 'Attrio', name: 'requestTrackingAuthorization', kind: 'method', feature: 'att', platforms: APPLE,
    signature: 'requestTrackingAuthorization(completion: (status: AttrioTrackingStatus) => void): void',
    signatures: {
      flutter: 'requestTrackingAuthorization(): Promise<AttrioTrackingStatus>',
      reactnative: 'requestTrackingAuthorization(): Promise<AttrioTrackingStatus>',
    },
    summary: 'Shows the App Tracking Transparency prompt and tells the SDK the answer at once.',
  },
  {
    type: 'Attrio', name: 'getTrackingAuthorizationStatus', kind: 'method', feature: 'att', platforms: APPLE,
    signature: 'getTrackingAuthorizationStatus(): AttrioTrackingStatus',
    signatures: asyncGetter('getTrackingAuthorizationStatus', 'AttrioTrackingStatus'),
    summary: 'The current ATT status without prompting.',
  },
  {
    type: 'Attrio', name: 'updateSkanConversionValue', kind: 'method', feature: 'skan', platforms: APPLE,
    signature:
      'updateSkanConversionValue(fineValue: int, coarseValue: "low" | "medium" | "high", lockWindow: boolean, completion?: (error: Error | null) => void): void',
    summary: 'Updates the SKAdNetwork 4 conversion value, when you manage conversion values yourself.',
  },
  {
    type: 'Attrio', name: 'decorateUrl', kind: 'method', feature: 'web', platforms: ['web'],
    signature: 'decorateUrl(url: string): string',
    summary: 'Adds the visitor’s attribution parameters to a link to another of your domains or to your app.',
  },
  {
    type: 'Attrio', name: 'showSmartBanner', kind: 'method', feature: 'web', platforms: ['web'],
    signature: 'showSmartBanner(options: {title: string; cta: string; deeplinkPath?: string}): void',
    summary: 'Shows a dismissible banner that opens or installs your app and keeps the attribution.',
  },
  {
    type: 'Attrio', name: 'hideSmartBanner', kind: 'method', feature: 'web', platforms: ['web'],
    signature: 'hideSmartBanner(): void',
    summary: 'Removes the smart banner from the page.',
  },

  {
    type: 'Attrio', name: 'setGoogleConsentSignals', kind: 'method', feature: 'consent', platforms: ALL,
    signature: 'setGoogleConsentSignals(inEea: boolean, adPersonalization: boolean, adUserData: boolean): void',
    summary: 'Passes Google’s consent signals (EEA user, ad personalisation, ad user data) with every install and event.',
  },
  {
    type: 'Attrio', name: 'setPartnerSharing', kind: 'method', feature: 'consent', platforms: ALL,
    signature: 'setPartnerSharing(partner: string, enabled: boolean): void',
    summary: 'Allows or stops sharing this user’s data with one ad partner, by its dashboard identifier.',
  },
  {
    type: 'Attrio', name: 'trackAdRevenue', kind: 'method', feature: 'adRevenue', platforms: MOBILE,
    signature: 'trackAdRevenue(adRevenue: AttrioAdRevenue): void',
    summary: 'Reports the revenue of one ad impression, as the mediation platform reported it.',
  },
  {
    type: 'Attrio', name: 'addGlobalCallbackParameter', kind: 'method', feature: 'globalParameters', platforms: ALL,
    signature: 'addGlobalCallbackParameter(key: string, value: string): void',
    summary: 'A callback parameter sent with every later event and session, until removed.',
  },
  {
    type: 'Attrio', name: 'removeGlobalCallbackParameter', kind: 'method', feature: 'globalParameters', platforms: ALL,
    signature: 'removeGlobalCallbackParameter(key: string): void',
    summary: 'Removes a global callback parameter.',
  },
  {
    type: 'Attrio', name: 'addGlobalPartnerParameter', kind: 'method', feature: 'globalParameters', platforms: ALL,
    signature: 'addGlobalPartnerParameter(key: string, value: string): void',
    summary: 'A parameter forwarded to the ad partners you enabled, with every later event and session.',
  },
  {
    type: 'Attrio', name: 'removeGlobalPartnerParameter', kind: 'method', feature: 'globalParameters', platforms: ALL,
    signature: 'removeGlobalPartnerParameter(key: string): void',
    summary: 'Removes a global partner parameter.',
  },

  // --- AttrioConfig ----------------------------------------------------------------------------------------
  {
    type: 'AttrioConfig', name: 'AttrioConfig', kind: 'constructor', feature: 'setup', platforms: ALL,
    signature: 'new AttrioConfig(sdkKey: string, environment: AttrioEnvironment)',
    signatures: {android: 'new AttrioConfig(context: Context, sdkKey: string, environment: AttrioEnvironment)'},
    summary: 'Holds the SDK key from the dashboard and the environment (sandbox or production).',
  },
  {
    type: 'AttrioConfig', name: 'logLevel', kind: 'property', feature: 'setup', platforms: ALL,
    signature: 'logLevel: AttrioLogLevel',
    summary: 'How much the SDK logs. Defaults to info; production builds should use warn or suppress.',
  },
  {
    type: 'AttrioConfig', name: 'appSecret', kind: 'property', feature: 'sdkSignature', platforms: MOBILE,
    signature: 'appSecret: string',
    summary: 'The app secret from the dashboard; the SDK signs every request with it.',
  },
  {
    type: 'AttrioConfig', name: 'eventBufferingEnabled', kind: 'property', feature: 'eventBuffering', platforms: ALL,
    signature: 'eventBufferingEnabled: boolean',
    summary: 'Batches events and sends them every 60 seconds instead of one by one.',
  },
  {
    type: 'AttrioConfig', name: 'sendInBackground', kind: 'property', feature: 'backgroundTracking', platforms: MOBILE,
    signature: 'sendInBackground: boolean',
    summary: 'Lets the SDK send while the app is in the background, as far as the OS allows.',
  },
  {
    type: 'AttrioConfig', name: 'coppaCompliant', kind: 'property', feature: 'coppa', platforms: ALL,
    signature: 'coppaCompliant: boolean',
    summary: 'Marks the app as directed to children under 13: no advertising identifiers, no third-party sharing.',
  },
  {
    type: 'AttrioConfig', name: 'playStoreKidsApp', kind: 'property', feature: 'kids', platforms: GOOGLE,
    signature: 'playStoreKidsApp: boolean',
    summary: 'For apps in Google Play’s Families programme: never reads the advertising ID or App Set ID.',
  },
  {
    type: 'AttrioConfig', name: 'preinstallTrackingEnabled', kind: 'property', feature: 'preinstall', platforms: GOOGLE,
    signature: 'preinstallTrackingEnabled: boolean',
    summary: 'Looks for a preinstall campaign in system properties, a partner file and the manifest meta-data.',
  },
  {
    type: 'AttrioConfig', name: 'preinstallFilePath', kind: 'property', feature: 'preinstall', platforms: ['android'],
    signature: 'preinstallFilePath: string | null',
    summary: 'Where the device partner writes the preinstall file, when it is not the default location.',
  },
  {
    type: 'AttrioConfig', name: 'defaultLinkToken', kind: 'property', feature: 'preinstall', platforms: MOBILE,
    signature: 'defaultLinkToken: string',
    summary: 'Attributes installs that no link explains to this link (for builds shipped preinstalled).',
  },
  {
    type: 'AttrioConfig', name: 'oaidReadingEnabled', kind: 'property', feature: 'deviceIds', platforms: ['android'],
    signature: 'oaidReadingEnabled: boolean',
    summary: 'Reads OAID when the attrio-android-oaid module is on the classpath.',
  },
  {
    type: 'AttrioConfig', name: 'attWaitingInterval', kind: 'property', feature: 'att', platforms: APPLE,
    signature: 'attWaitingInterval: int',
    summary: 'Seconds (up to 120) the SDK holds its first session while the ATT prompt is unanswered.',
  },
  {
    type: 'AttrioConfig', name: 'skanAttributionEnabled', kind: 'property', feature: 'skan', platforms: APPLE,
    signature: 'skanAttributionEnabled: boolean',
    summary: 'Registers for SKAdNetwork attribution at the first launch with consent. On by default.',
  },
  {
    type: 'AttrioConfig', name: 'deferredDeeplinkOpeningEnabled', kind: 'property', feature: 'deferredDeeplinks', platforms: MOBILE,
    signature: 'deferredDeeplinkOpeningEnabled: boolean',
    summary: 'Whether the SDK opens a deferred deep link itself after the callback. On by default.',
  },
  {
    type: 'AttrioConfig', name: 'attributionCallback', kind: 'property', feature: 'callbacks', platforms: ALL,
    signature: 'attributionCallback: (attribution: AttrioAttribution) => void',
    summary: 'Called whenever the attribution of this install changes, including the first time.',
  },
  {
    type: 'AttrioConfig', name: 'deferredDeeplinkCallback', kind: 'property', feature: 'deferredDeeplinks', platforms: MOBILE,
    signature: 'deferredDeeplinkCallback: (url: string) => boolean',
    summary: 'Receives a deferred deep link; return false to stop the SDK from opening it.',
  },
  {
    type: 'AttrioConfig', name: 'eventSuccessCallback', kind: 'property', feature: 'callbacks', platforms: MOBILE,
    signature: 'eventSuccessCallback: (result: AttrioEventResult) => void',
    summary: 'Called when the backend accepted an event.',
  },
  {
    type: 'AttrioConfig', name: 'eventFailureCallback', kind: 'property', feature: 'callbacks', platforms: MOBILE,
    signature: 'eventFailureCallback: (result: AttrioEventResult) => void',
    summary: 'Called when an event was rejected or could not be sent; `willRetry` says whether it stays queued.',
  },
  {
    type: 'AttrioConfig', name: 'sessionSuccessCallback', kind: 'property', feature: 'callbacks', platforms: MOBILE,
    signature: 'sessionSuccessCallback: (result: AttrioSessionResult) => void',
    summary: 'Called when a session was recorded.',
  },
  {
    type: 'AttrioConfig', name: 'sessionFailureCallback', kind: 'property', feature: 'callbacks', platforms: MOBILE,
    signature: 'sessionFailureCallback: (result: AttrioSessionResult) => void',
    summary: 'Called when a session could not be recorded.',
  },

  {
    type: 'AttrioConfig', name: 'dataResidency', kind: 'property', feature: 'dataResidency', platforms: ALL,
    signature: 'dataResidency: AttrioDataResidency',
    summary: 'Keeps data in one region: the SDK sends only to that region’s collector. Defaults to global.',
  },
  {
    type: 'AttrioConfig', name: 'metaAppId', kind: 'property', feature: 'installReferrer', platforms: GOOGLE,
    signature: 'metaAppId: string',
    summary: 'Your Meta app ID; lets the SDK read the Meta install referrer of installs from Facebook and Instagram ads.',
  },

  // --- AttrioEvent -----------------------------------------------------------------------------------------
  {
    type: 'AttrioEvent', name: 'AttrioEvent', kind: 'constructor', feature: 'events', platforms: ALL,
    signature: 'new AttrioEvent(eventToken: string)',
    summary: 'An event, identified by the token created for it in the dashboard.',
  },
  {
    type: 'AttrioEvent', name: 'setRevenue', kind: 'method', feature: 'events', platforms: ALL,
    signature: 'setRevenue(amount: double, currency: string): void',
    summary: 'Revenue in the given ISO 4217 currency code, for example 9.99 and "EUR".',
  },
  {
    type: 'AttrioEvent', name: 'addCallbackParameter', kind: 'method', feature: 'events', platforms: ALL,
    signature: 'addCallbackParameter(key: string, value: string): void',
    summary: 'A parameter forwarded with the event to your callbacks and exports.',
  },
  {
    type: 'AttrioEvent', name: 'orderId', kind: 'property', feature: 'events', platforms: ALL,
    signature: 'orderId: string',
    summary: 'Your transaction id; a second event with the same id within 30 days is dropped as a duplicate.',
  },

  {
    type: 'AttrioEvent', name: 'addPartnerParameter', kind: 'method', feature: 'events', platforms: ALL,
    signature: 'addPartnerParameter(key: string, value: string): void',
    summary: 'A parameter forwarded with the event to the ad partners you enabled.',
  },
  {
    type: 'AttrioEvent', name: 'setPurchaseToken', kind: 'method', feature: 'purchases', platforms: GOOGLE,
    signature: 'setPurchaseToken(productId: string, purchaseToken: string): void',
    summary: 'The Google Play purchase token; the backend verifies the purchase with Google Play before counting revenue.',
  },
  {
    type: 'AttrioEvent', name: 'transactionId', kind: 'property', feature: 'purchases', platforms: APPLE,
    signature: 'transactionId: string',
    summary: 'The App Store transaction ID; the backend verifies it with the App Store before counting revenue.',
  },

  // --- AttrioAdRevenue -------------------------------------------------------------------------------------
  {
    type: 'AttrioAdRevenue', name: 'AttrioAdRevenue', kind: 'constructor', feature: 'adRevenue', platforms: MOBILE,
    signature: 'new AttrioAdRevenue(source: string)',
    summary: 'One ad impression’s revenue; `source` names the mediation platform: applovin_max, unity_levelplay or admob.',
  },
  {
    type: 'AttrioAdRevenue', name: 'setRevenue', kind: 'method', feature: 'adRevenue', platforms: MOBILE,
    signature: 'setRevenue(amount: double, currency: string): void',
    summary: 'The impression’s revenue in the ISO 4217 currency the mediation platform reports (USD for MAX and LevelPlay).',
  },
  ...(['adNetwork', 'adUnit', 'adPlacement', 'precision'] as const).map(
    (name): SdkMember => ({
      type: 'AttrioAdRevenue', name, kind: 'property', feature: 'adRevenue', platforms: MOBILE,
      signature: `${name}: string`,
      summary: {
        adNetwork: 'The network that served the impression, as the mediation platform names it.',
        adUnit: 'The ad unit identifier.',
        adPlacement: 'Your placement name, if the mediation platform has one.',
        precision: 'How exact the amount is, as the mediation platform reports it (for example "exact" or "estimated").',
      }[name],
    }),
  ),

  // --- Results and attribution (read-only) -----------------------------------------------------------------
  ...(['trackerToken', 'trackerName', 'network', 'campaign', 'adGroup', 'creative', 'clickLabel'] as const).map(
    (name): SdkMember => ({
      type: 'AttrioAttribution', name, kind: 'property', feature: 'userAttribution', platforms: ALL,
      signature: `readonly ${name}: string | null`,
      summary: `The ${name} of the link or campaign this install is attributed to.`,
    }),
  ),
  ...(['AttrioEventResult', 'AttrioSessionResult'] as const).flatMap((type): SdkMember[] => [
    {
      type, name: 'message', kind: 'property', feature: 'callbacks', platforms: MOBILE,
      signature: 'readonly message: string', summary: 'What the backend answered, for logging.',
    },
    {
      type, name: 'willRetry', kind: 'property', feature: 'callbacks', platforms: MOBILE,
      signature: 'readonly willRetry: boolean', summary: 'On failure: whether the package stays queued for a retry.',
    },
  ]),
  {
    type: 'AttrioEventResult', name: 'eventToken', kind: 'property', feature: 'callbacks', platforms: MOBILE,
    signature: 'readonly eventToken: string', summary: 'The token of the event this result is about.',
  },

  // --- Enumerations ----------------------------------------------------------------------------------------
  ...(['sandbox', 'production'] as const).map(
    (name): SdkMember => ({
      type: 'AttrioEnvironment', name, kind: 'value', feature: 'setup', platforms: ALL,
      signature: `AttrioEnvironment.${name}`,
      summary: name === 'sandbox' ? 'Test traffic, shown only in the testing view.' : 'Live traffic.',
    }),
  ),
  ...(['verbose', 'debug', 'info', 'warn', 'error', 'suppress'] as const).map(
    (name): SdkMember => ({
      type: 'AttrioLogLevel', name, kind: 'value', feature: 'setup', platforms: ALL,
      signature: `AttrioLogLevel.${name}`,
      summary: `Log level ${name}.`,
    }),
  ),
  ...(['notDetermined', 'restricted', 'denied', 'authorized'] as const).map(
    (name): SdkMember => ({
      type: 'AttrioTrackingStatus', name, kind: 'value', feature: 'att', platforms: APPLE,
      signature: `AttrioTrackingStatus.${name}`,
      summary: `The user’s App Tracking Transparency answer: ${name}.`,
    }),
  ),
  ...(['global', 'eu', 'us'] as const).map(
    (name): SdkMember => ({
      type: 'AttrioDataResidency', name, kind: 'value', feature: 'dataResidency', platforms: ALL,
      signature: `AttrioDataResidency.${name}`,
      summary: name === 'global' ? 'Send to the nearest collector (the default).' : `Send only to the ${name.toUpperCase()} collector.`,
    }),
  ),
];

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const upperSnake = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * How a member is spelled in a platform's code. C# uses PascalCase for members; enum cases follow each
 * language's convention (Objective-C enum cases are global constants prefixed with the type name).
 */
export function platformName(member: SdkMember, platform: PlatformId, language?: string): string {
  if (member.kind === 'constructor') {
    return member.type;
  }
  if (member.kind === 'value') {
    if (platform === 'android') return upperSnake(member.name);
    if (language === 'objectivec') return `${member.type}${pascal(member.name)}`;
    if (platform === 'ios' || platform === 'flutter') return member.name;
    return pascal(member.name);
  }
  return platform === 'unity' ? pascal(member.name) : member.name;
}

export function membersFor(platform: PlatformId): SdkMember[] {
  return sdkMembers.filter((member) => member.platforms.includes(platform));
}

export function signatureFor(member: SdkMember, platform: PlatformId): string {
  return member.signatures?.[platform] ?? member.signature;
}

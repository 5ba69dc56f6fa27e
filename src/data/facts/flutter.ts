/** Facts of Flutter and Dart: toolchain versions, defaults and renamed APIs. */
import type {FactTable} from './types';

const SPM_GUIDE = {
  title: 'Flutter docs, Swift Package Manager for app developers',
  url: 'https://docs.flutter.dev/packages-and-plugins/swift-package-manager/for-app-developers',
};

export const flutterFacts = {
  'flutter.spmDefaultFrom': {
    statement: 'Flutter’s Swift Package Manager support is on by default from this Flutter release; CocoaPods stays as a fallback.',
    value: 'Flutter 3.44',
    // The guide says so since its update for 3.44 (flutter/website issue 13447); older cached copies still say "off".
    source: SPM_GUIDE,
    checked: '2026-11-27',
    // The release typed by hand, or the old "off by default" wording coming back.
    typedForms: [/\bSwift Package Manager\b[^\n]{0,60}\bFlutter 3\.\d+\b[^\n]{0,20}\bdefault\b/i, /\bSwift Package Manager support is (?:turned )?off by default\b/i],
  },
  'flutter.uisceneDefaultFrom': {
    statement: 'From this Flutter release the UIScene life cycle is the default for iOS apps, and the CLI migrates an uncustomised AppDelegate by itself.',
    value: 'Flutter 3.41',
    source: {title: 'Flutter docs, UIScene adoption (breaking change)', url: 'https://docs.flutter.dev/release/breaking-changes/uiscenedelegate'},
    checked: '2026-11-27',
  },
  'flutter.deepLinkingDefaultFrom': {
    statement: 'Flutter’s built-in deep linking (flutter_deeplinking_enabled, FlutterDeepLinkingEnabled) is on by default from this stable release; apps that use app_links turn it off.',
    value: 'Flutter 3.27',
    source: {title: 'Flutter docs, Deep links flag change', url: 'https://docs.flutter.dev/release/breaking-changes/deep-links-flag-change'},
    checked: '2026-11-27',
  },
  'flutter.appLinksSceneSupportFrom': {
    statement: 'From this release, app_links receives links through iOS’s scene life cycle (a UISceneDelegate, Flutter’s FlutterSceneDelegate or your own); it needs Flutter 3.38.1 or later.',
    value: 'app_links 7.0.0',
    source: {title: 'pub.dev, app_links changelog', url: 'https://pub.dev/packages/app_links/changelog'},
    checked: '2026-11-27',
  },
  'flutter.backgroundIsolateChannelsFrom': {
    statement: 'From this Flutter release, an isolate other than the root isolate can call plugins over platform channels after BackgroundIsolateBinaryMessenger.ensureInitialized.',
    value: 'Flutter 3.7',
    // The API reference and today's docs.flutter.dev/perf/isolates no longer name the release; the announcement that
    // page links to does.
    source: {title: 'Flutter blog, Introducing background isolate channels', url: 'https://blog.flutter.dev/introducing-background-isolate-channels-7a299609cad8'},
    checked: '2026-11-27',
    typedForms: [/\bcannot be called from an isolate\b/i],
  },
} as const satisfies FactTable;

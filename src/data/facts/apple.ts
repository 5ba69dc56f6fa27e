/** Facts of Apple's platforms: Xcode and SDK requirements, life cycle, privacy and attribution frameworks. */
import type {FactTable} from './types';

export const appleFacts = {
  'xcode.uploadMinimum': {
    statement: 'Apps uploaded to App Store Connect must be built with this Xcode (and the iOS 26 SDK) or later.',
    value: 'Xcode 26',
    source: {title: 'Apple Developer, Upcoming requirements', url: 'https://developer.apple.com/news/upcoming-requirements/'},
    checked: '2026-11-27',
  },
  'xcode.uploadMinimumSince': {
    statement: 'The date from which App Store Connect requires uploads built with Xcode 26.',
    value: '28 April 2026',
    source: {title: 'Apple Developer, Upcoming requirements', url: 'https://developer.apple.com/news/upcoming-requirements/'},
    checked: '2026-11-27',
  },
  'xcode.minDeploymentTarget': {
    statement: 'The lowest iOS deployment target Xcode 27 builds for; a lower target fails the build.',
    value: 'iOS 15.0',
    source: {title: 'Apple Developer, Xcode support (minimum requirements and supported SDKs)', url: 'https://developer.apple.com/support/xcode/'},
    checked: '2026-11-27',
    typedForms: [/\biOS 1[1-4](?:\.0)?\b[^\n]{0,40}\bdeployment target\b/i, /\bdeployment target[^\n]{0,40}\biOS 1[1-4](?:\.0)?\b/i],
  },
  'uikit.sceneLifeCycleRequiredFrom': {
    statement: 'A UIKit app built with the SDK of the major release after iOS 26 must adopt the scene-based life cycle, or it does not launch.',
    value: 'the iOS 27 SDK (Xcode 27)',
    source: {title: 'Apple, TN3187: Migrating to the UIKit scene-based life cycle', url: 'https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle'},
    checked: '2026-11-27',
  },
  'adattributionkit.minIos': {
    statement: 'AdAttributionKit, with its Info.plist keys AdNetworkIdentifiers (publisher apps) and AttributionCopyEndpoint (advertised apps), is available from this iOS version.',
    value: 'iOS 17.4',
    source: {title: 'Apple Developer Documentation, AdNetworkIdentifiers', url: 'https://developer.apple.com/documentation/bundleresources/information-property-list/adnetworkidentifiers'},
    checked: '2026-11-27',
    typedForms: [/\b(?:iOS|iPadOS) 17\.4\b/],
  },
  'adattributionkit.reengagementCopiesMinIos': {
    statement: 'The Info.plist key EligibleForAdAttributionKitReengagementPostbackCopies, which opts an app in to copies of AdAttributionKit re-engagement postbacks, is available from this iOS version.',
    value: 'iOS 18.0',
    source: {title: 'Apple Developer Documentation, EligibleForAdAttributionKitReengagementPostbackCopies', url: 'https://developer.apple.com/documentation/bundleresources/information-property-list/eligibleforadattributionkitreengagementpostbackcopies'},
    checked: '2026-11-27',
  },
  'skadnetwork.v4MinIos': {
    statement: 'SKAdNetwork 4 (fine and coarse conversion values, window locking and up to three postbacks, through SKAdNetwork.updatePostbackConversionValue(_:coarseValue:lockWindow:completionHandler:)) is available from this iOS version.',
    value: 'iOS 16.1',
    source: {title: 'Apple Developer Documentation, updatePostbackConversionValue(_:coarseValue:lockWindow:completionHandler:)', url: 'https://developer.apple.com/documentation/storekit/skadnetwork/updatepostbackconversionvalue(_:coarsevalue:lockwindow:completionhandler:)'},
    checked: '2026-11-27',
  },
  'adservices.tokenLifetime': {
    statement: 'An Apple Ads attribution token from AAAttribution.attributionToken() can be exchanged for an attribution record for this long after it was generated.',
    value: '24 hours',
    source: {title: 'Apple Developer Documentation, AAAttribution.attributionToken()', url: 'https://developer.apple.com/documentation/adservices/aaattribution/attributiontoken()'},
    checked: '2026-11-27',
    typedForms: [/\btoken\b[^\n]{0,60}\b24[- ]hours?\b/i, /\b24[- ]hours?\b[^\n]{0,60}\btoken\b/i],
  },
  'adattributionkit.conversionTagsMinIos': {
    statement: 'AdAttributionKit conversion tags (PostbackUpdate.conversionTag), released with attribution rules and postback country codes, are available from this iOS version.',
    value: 'iOS 18.4',
    source: {title: 'Apple Developer Documentation, PostbackUpdate.conversionTag', url: 'https://developer.apple.com/documentation/adattributionkit/postbackupdate/conversiontag'},
    checked: '2026-11-27',
    typedForms: [/\b(?:iOS|iPadOS) 18\.4\b/],
  },
  'declaredAgeRange.minIos': {
    statement: 'The Declared Age Range framework (AgeRangeService) and its entitlement are available from this iOS version.',
    value: 'iOS 26.0',
    source: {title: 'Apple Developer Documentation, Declared Age Range', url: 'https://developer.apple.com/documentation/declaredagerange'},
    checked: '2026-11-27',
  },
} as const satisfies FactTable;

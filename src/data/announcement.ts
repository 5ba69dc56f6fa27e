import {getPlatform} from './platforms';

const android = getPlatform('android').sdk.version;
const ios = getPlatform('ios').sdk.version;

/**
 * The announcement bar. Its id derives from the versions it announces, so a new release brings the bar back for
 * readers who dismissed the previous one. The bar is site-wide, so it says whom it concerns: native Android and iOS
 * apps update; Flutter, React Native and Unity apps never add a native SDK themselves and get the new native versions
 * with their own SDK's release.
 */
export const announcement = {
  id: `sdk-release-android-${android}-ios-${ios}`,
  content:
    `Android SDK ${android} and iOS SDK ${ios} are out. Native apps: <a href="/android/integration/home">update your integration</a> ` +
    `(<a href="/ios/integration/home">iOS</a>). Flutter, React Native and Unity apps: nothing to add, the native SDKs come with your framework SDK’s own updates.`,
  backgroundColor: '#1a1033',
  textColor: '#ffffff',
  isCloseable: true,
} as const;

import {getPlatform} from './platforms';

const android = getPlatform('android').sdk.version;
const ios = getPlatform('ios').sdk.version;

/**
 * The announcement bar. Its id derives from the versions it announces, so a new release brings the bar back for
 * readers who dismissed the previous one.
 */
export const announcement = {
  id: `sdk-release-android-${android}-ios-${ios}`,
  content: `Android SDK ${android} and iOS SDK ${ios} are out: <a href="/android/integration/home">update your integration</a>.`,
  backgroundColor: '#1a1033',
  textColor: '#ffffff',
  isCloseable: true,
} as const;

// The parts of AppLovin MAX's React Native plugin (react-native-applovin-max 8+) the samples use.
declare module 'react-native-applovin-max' {
  export interface AdInfo {
    adUnitId: string;
    networkName: string;
    placement?: string | null;
    revenue: number;
    revenuePrecision: string;
  }
  type AdRevenueListener = (adInfo: AdInfo) => void;
  // The revenue listener part of the plugin's ad objects (FullscreenAdType, ViewAdType in its types).
  interface AdRevenueEvents {
    addAdRevenuePaidListener(listener: AdRevenueListener): void;
    removeAdRevenuePaidListener(): void;
  }
  export const RewardedAd: AdRevenueEvents;
  export const InterstitialAd: AdRevenueEvents;
  export const BannerAd: AdRevenueEvents;
}

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
  interface AdFormat {
    addAdRevenuePaidListener(listener: AdRevenueListener): void;
    removeAdRevenuePaidListener(): void;
  }
  export const RewardedAd: AdFormat;
  export const InterstitialAd: AdFormat;
  export const BannerAd: AdFormat;
}

// The parts of Unity LevelPlay's React Native plugin (unity-levelplay-mediation 9+) the samples use.
declare module 'unity-levelplay-mediation' {
  export type LevelPlayImpressionData = {
    mediationAdUnitName: string | null;
    mediationAdUnitId: string | null;
    placement: string | null;
    adNetwork: string | null;
    revenue: number | null;
    /** "BID" for a bidding network's price, "RATE" for the rate set on the instance (LevelPlay's ILR docs). */
    precision: string | null;
  };
  export interface LevelPlayImpressionDataListener {
    onImpressionSuccess: (impressionData: LevelPlayImpressionData) => void;
  }
  export const LevelPlay: {
    /** Registers the native listener first, so it resolves once impressions can reach `listener`. */
    addImpressionDataListener(listener: LevelPlayImpressionDataListener): Promise<void>;
  };
}

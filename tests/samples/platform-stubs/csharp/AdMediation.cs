// The revenue callbacks of the ad mediation SDKs the ad revenue samples forward: AppLovin MAX (its Unity plugin's
// classes are in the global namespace), Unity LevelPlay and the Google Mobile Ads Unity plugin.
using System;

public abstract class MaxSdkBase
{
    public class AdInfo
    {
        public string AdUnitIdentifier { get { throw null; } }
        public string NetworkName { get { throw null; } }
        public string Placement { get { throw null; } }
        public double Revenue { get { throw null; } }
        public string RevenuePrecision { get { throw null; } }
    }
}

public static class MaxSdkCallbacks
{
    public static class Interstitial
    {
        public static event Action<string, MaxSdkBase.AdInfo> OnAdRevenuePaidEvent;
    }

    public static class Rewarded
    {
        public static event Action<string, MaxSdkBase.AdInfo> OnAdRevenuePaidEvent;
    }
}

namespace Unity.Services.LevelPlay
{
    public class LevelPlayImpressionData
    {
        public string MediationAdUnitId { get { throw null; } }
        public string Placement { get { throw null; } }
        public string AdNetwork { get { throw null; } }
        public double? Revenue { get { throw null; } }
        public string Precision { get { throw null; } }
    }

    public static class LevelPlay
    {
        public static event Action<LevelPlayImpressionData> OnImpressionDataReady;
    }
}

namespace GoogleMobileAds.Api
{
    public class AdValue
    {
        public enum PrecisionType { Unknown = 0, Estimated = 1, PublisherProvided = 2, Precise = 3 }
        public PrecisionType Precision { get { throw null; } }
        public long Value { get { throw null; } }
        public string CurrencyCode { get { throw null; } }
    }

    public class RewardedAd
    {
        public event Action<AdValue> OnAdPaid;
    }
}

package com.applovin.mediation;

/** The SDK leaves these unannotated; getPlacement() may return null. */
public interface MaxAd {
    String getAdUnitId();
    String getNetworkName();
    String getPlacement();
    double getRevenue();
    String getRevenuePrecision();
}

package com.applovin.mediation;

public interface MaxAdRevenueListener {
    void onAdRevenuePaid(MaxAd ad);
}

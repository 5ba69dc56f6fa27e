package com.android.installreferrer.api;

public class ReferrerDetails {
    public String getInstallReferrer() { return ""; }
    public long getReferrerClickTimestampSeconds() { return 0; }
    public long getInstallBeginTimestampSeconds() { return 0; }
    public boolean getGooglePlayInstantParam() { return false; }
}

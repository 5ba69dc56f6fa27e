package com.google.android.gms.ads;

import androidx.annotation.NonNull;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;

public final class AdValue {
    @Retention(RetentionPolicy.SOURCE)
    public @interface PrecisionType {
        int UNKNOWN = 0;
        int ESTIMATED = 1;
        int PUBLISHER_PROVIDED = 2;
        int PRECISE = 3;
    }

    private AdValue() {}
    public @NonNull String getCurrencyCode() { return ""; }
    public int getPrecisionType() { return PrecisionType.UNKNOWN; }
    public long getValueMicros() { return 0; }
}

package com.example.app;

import androidx.annotation.NonNull;

/**
 * A Google Play purchase that the reader's app confirmed in a background job, with what the event needs
 * (android/additional_features/background_tracking).
 */
public final class PendingPurchase {
    public double getPrice() { return 0; }
    public @NonNull String getCurrency() { return ""; }
    public @NonNull String getOrderId() { return ""; }
    public @NonNull String getProductId() { return ""; }
    public @NonNull String getPurchaseToken() { return ""; }
}

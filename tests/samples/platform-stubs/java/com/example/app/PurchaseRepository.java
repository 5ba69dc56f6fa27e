package com.example.app;

import android.content.Context;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

/** The reader's store of purchases confirmed in the background (android/additional_features/background_tracking). */
public class PurchaseRepository {
    public PurchaseRepository(@NonNull Context context) {}
    /** The next confirmed purchase not yet reported, marked as reported; null when there is none. */
    public @Nullable PendingPurchase takeConfirmed() { return null; }
}

package com.example.app;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

/** The reader's client of their own back end (android/uninstall/examples, android/additional_features/user_attribution). */
public final class MyBackend {
    public static void registerPushToken(@NonNull String token) {}
    public static void reportAttribution(@Nullable String trackerToken, @Nullable String network, @Nullable String campaign) {}
}

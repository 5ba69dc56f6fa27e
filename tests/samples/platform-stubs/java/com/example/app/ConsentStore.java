package com.example.app;

import android.content.Context;
import androidx.annotation.NonNull;

/**
 * Where the reader's app keeps the user's tracking-consent answer (its own preferences or its consent management
 * platform): android/integration/home#reference-integration and every page that shows part of it.
 */
public final class ConsentStore {
    /** Whether the user has answered the consent question at all. */
    public static boolean hasAnswer(@NonNull Context context) { return false; }
    /** The stored answer; false while the user has not answered. */
    public static boolean isGranted(@NonNull Context context) { return false; }
    /** Stores a new answer. */
    public static void save(@NonNull Context context, boolean granted) {}
}

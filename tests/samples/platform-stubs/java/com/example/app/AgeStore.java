package com.example.app;

import android.content.Context;
import androidx.annotation.NonNull;

/** Where the reader keeps the age screen's answer (android/additional_features/coppa). */
public final class AgeStore {
    public static @NonNull AgeGroup read(@NonNull Context context) { return AgeGroup.UNKNOWN; }
    public static void save(@NonNull Context context, @NonNull AgeGroup ageGroup) {}
}

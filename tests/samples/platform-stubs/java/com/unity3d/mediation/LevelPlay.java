package com.unity3d.mediation;

import androidx.annotation.NonNull;
import com.unity3d.mediation.impression.LevelPlayImpressionDataListener;

/** A Kotlin object with @JvmStatic calls. */
public final class LevelPlay {
    private LevelPlay() {}
    public static void addImpressionDataListener(@NonNull LevelPlayImpressionDataListener listener) {}
}

package com.unity3d.mediation.impression;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import org.json.JSONObject;

/** A Kotlin class: every field is nullable (absent from the impression). */
public final class LevelPlayImpressionData {
    public LevelPlayImpressionData(@NonNull JSONObject allData) {}
    public @Nullable String getAdNetwork() { return null; }
    public @Nullable String getMediationAdUnitId() { return null; }
    public @Nullable String getPlacement() { return null; }
    public @Nullable String getPrecision() { return null; }
    public @Nullable Double getRevenue() { return null; }
}

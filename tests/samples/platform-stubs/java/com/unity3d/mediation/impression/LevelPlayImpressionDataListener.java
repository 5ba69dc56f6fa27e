package com.unity3d.mediation.impression;

import androidx.annotation.NonNull;

public interface LevelPlayImpressionDataListener {
    void onImpressionSuccess(@NonNull LevelPlayImpressionData impressionData);
}

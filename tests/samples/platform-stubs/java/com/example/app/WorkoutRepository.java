package com.example.app;

import android.content.Context;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

/** The reader's workout storage (android/additional_features/background_tracking). */
public class WorkoutRepository {
    public WorkoutRepository(@NonNull Context context) {}
    public @Nullable Workout finishPending() { return null; }
}

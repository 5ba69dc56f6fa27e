package com.example.app;

/** A workout of the reader's app (android/additional_features/background_tracking). */
public final class Workout {
    public int getMinutes() { return 0; }
}

package com.example.app;

import androidx.annotation.NonNull;

/** The reader's signed-in user (android/event, "Identify the user"). */
public final class User {
    public @NonNull String getInternalId() { return ""; }
    public @NonNull String getPlan() { return ""; }
}

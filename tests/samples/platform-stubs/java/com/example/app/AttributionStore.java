package com.example.app;

import androidx.annotation.NonNull;
import io.attrio.sdk.AttrioAttribution;

/** The reader's store for the attribution (android/additional_features/callbacks). */
public final class AttributionStore {
    public static void save(@NonNull AttrioAttribution attribution) {}
}

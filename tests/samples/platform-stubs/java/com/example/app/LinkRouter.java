package com.example.app;

import android.content.Context;
import android.net.Uri;
import androidx.annotation.NonNull;

/** The reader's deep-link routing (android/deeplink/reattribution, deferred_deeplink). */
public final class LinkRouter {
    public static void open(@NonNull Context context, @NonNull Uri uri) {}
}

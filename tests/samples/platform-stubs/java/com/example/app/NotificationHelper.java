package com.example.app;

import android.content.Context;
import androidx.annotation.NonNull;
import com.google.firebase.messaging.RemoteMessage;

/** The reader's own notification code (android/uninstall/examples). */
public final class NotificationHelper {
    public static void show(@NonNull Context context, @NonNull RemoteMessage message) {}
}

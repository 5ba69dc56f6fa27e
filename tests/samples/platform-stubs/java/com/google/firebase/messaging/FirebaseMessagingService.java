package com.google.firebase.messaging;

import androidx.annotation.NonNull;

public class FirebaseMessagingService extends android.app.Service {
    public void onMessageReceived(@NonNull RemoteMessage message) {}
    public void onNewToken(@NonNull String token) {}
}

package com.google.firebase.messaging;

import androidx.annotation.NonNull;
import com.google.android.gms.tasks.Task;

public class FirebaseMessaging {
    public static @NonNull FirebaseMessaging getInstance() { return null; }
    public @NonNull Task<String> getToken() { return null; }
}

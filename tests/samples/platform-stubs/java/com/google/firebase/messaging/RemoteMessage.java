package com.google.firebase.messaging;

import androidx.annotation.NonNull;
import java.util.Map;

public final class RemoteMessage {
    public @NonNull Map<String, String> getData() { return null; }
    public String getFrom() { return null; }
}

package androidx.webkit;

import androidx.annotation.NonNull;

public class WebViewFeature {
    public static final String WEB_MESSAGE_LISTENER = "WEB_MESSAGE_LISTENER";
    public static boolean isFeatureSupported(@NonNull String feature) { return false; }
}

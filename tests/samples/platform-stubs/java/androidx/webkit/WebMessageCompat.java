package androidx.webkit;

import androidx.annotation.Nullable;

public class WebMessageCompat {
    public WebMessageCompat(@Nullable String data) {}
    public @Nullable String getData() { return null; }
}

package android.net;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class Uri {
    public static @NonNull Uri parse(@NonNull String uriString) { return null; }
    public abstract @Nullable String getScheme();
    public abstract @Nullable String getHost();
    public abstract @Nullable String getPath();
    public abstract int getPort();
    public abstract @Nullable String getQuery();
    public abstract @NonNull java.util.List<String> getPathSegments();
    public abstract @Nullable String getLastPathSegment();
    public @Nullable String getQueryParameter(@NonNull String key) { return null; }
    @Override public abstract @NonNull String toString();
}

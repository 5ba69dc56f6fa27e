package android.webkit;

import android.content.Context;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

/** Really AbsoluteLayout → ViewGroup → View; the samples only need View's members. */
public class WebView extends android.view.View {
    public WebView(@NonNull Context context) { super(context); }
    public WebSettings getSettings() { return null; }
    public void setWebViewClient(@NonNull WebViewClient client) {}
    public @NonNull WebViewClient getWebViewClient() { return null; }
    public void addJavascriptInterface(Object object, String name) {}
    public void loadUrl(@NonNull String url) {}
    public @Nullable String getUrl() { return null; }
}

package android.webkit;

public class WebViewClient {
    public WebViewClient() {}
    public boolean shouldOverrideUrlLoading(WebView view, WebResourceRequest request) { return false; }
}

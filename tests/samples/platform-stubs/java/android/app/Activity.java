package android.app;

import android.content.ContextWrapper;
import android.content.Intent;
import android.os.Bundle;
import androidx.annotation.Nullable;

public class Activity extends ContextWrapper {
    protected void onCreate(@Nullable Bundle savedInstanceState) {}
    protected void onNewIntent(Intent intent) {}
    protected void onResume() {}
    protected void onPause() {}
    public Intent getIntent() { return null; }
    public void setIntent(Intent intent) {}
    public final void runOnUiThread(Runnable action) {}
    public void finish() {}
    public Application getApplication() { return null; }
}

package android.app;

import android.content.ContextWrapper;
import android.content.Intent;
import android.os.Bundle;
import android.view.View;
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
    public void setContentView(int layoutResID) {}
    public void setContentView(View view) {}
    /** android.jar marks it @RecentlyNullable, which Kotlin only warns about, and AppCompatActivity's has no mark. */
    public <T extends View> T findViewById(int id) { return null; }
    public Application getApplication() { return null; }
}

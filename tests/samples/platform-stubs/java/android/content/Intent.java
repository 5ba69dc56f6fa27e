package android.content;

import android.net.Uri;
import androidx.annotation.Nullable;

public class Intent {
    public static final String ACTION_VIEW = "android.intent.action.VIEW";
    public static final String ACTION_MAIN = "android.intent.action.MAIN";
    public static final int FLAG_ACTIVITY_NEW_TASK = 0x10000000;
    public static final int FLAG_ACTIVITY_CLEAR_TOP = 0x04000000;
    public static final int FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY = 0x00100000;
    public Intent() {}
    public Intent(String action, Uri uri) {}
    public Intent(Context packageContext, Class<?> cls) {}
    public @Nullable Uri getData() { return null; }
    public @Nullable String getAction() { return null; }
    public int getFlags() { return 0; }
    public Intent setData(@Nullable Uri data) { return this; }
    public Intent addFlags(int flags) { return this; }
    public Intent putExtra(String name, @Nullable String value) { return this; }
    public @Nullable String getStringExtra(String name) { return null; }
}

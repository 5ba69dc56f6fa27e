package android.app;

import android.content.ContextWrapper;

public class Application extends ContextWrapper {
    public void onCreate() {}
    public static String getProcessName() { return ""; }
}

package android.view;

import android.content.Context;

public class View {
    public View(Context context) {}
    public boolean post(Runnable action) { return false; }
}

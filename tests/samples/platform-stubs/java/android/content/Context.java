package android.content;

public abstract class Context {
    public static final String ACTIVITY_SERVICE = "activity";
    public static final String NOTIFICATION_SERVICE = "notification";
    public static final int MODE_PRIVATE = 0;
    public abstract Context getApplicationContext();
    public abstract String getPackageName();
    public abstract Object getSystemService(String name);
    public abstract SharedPreferences getSharedPreferences(String name, int mode);
    public abstract void startActivity(Intent intent);
    public final String getString(int resId) { return ""; }
}

package android.content;

public class ContextWrapper extends Context {
    @Override public Context getApplicationContext() { return this; }
    @Override public String getPackageName() { return ""; }
    @Override public Object getSystemService(String name) { return null; }
    @Override public SharedPreferences getSharedPreferences(String name, int mode) { return null; }
    @Override public void startActivity(Intent intent) {}
}

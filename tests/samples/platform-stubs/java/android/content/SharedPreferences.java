package android.content;

import androidx.annotation.Nullable;

public interface SharedPreferences {
    @Nullable String getString(String key, @Nullable String defValue);
    boolean getBoolean(String key, boolean defValue);
    int getInt(String key, int defValue);
    boolean contains(String key);
    Editor edit();

    interface Editor {
        Editor putString(String key, @Nullable String value);
        Editor putBoolean(String key, boolean value);
        Editor remove(String key);
        void apply();
        boolean commit();
    }
}

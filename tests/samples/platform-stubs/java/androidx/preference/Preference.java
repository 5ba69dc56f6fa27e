package androidx.preference;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class Preference {
    public interface OnPreferenceChangeListener {
        boolean onPreferenceChange(@NonNull Preference preference, Object newValue);
    }

    public void setOnPreferenceChangeListener(@Nullable OnPreferenceChangeListener onPreferenceChangeListener) {}
}

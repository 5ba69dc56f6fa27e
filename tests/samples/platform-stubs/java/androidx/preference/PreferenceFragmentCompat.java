package androidx.preference;

import android.os.Bundle;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;
import androidx.fragment.app.Fragment;

public abstract class PreferenceFragmentCompat extends Fragment {
    public abstract void onCreatePreferences(@Nullable Bundle savedInstanceState, @Nullable String rootKey);
    public void setPreferencesFromResource(int preferencesResId, @Nullable String key) {}
    public @Nullable <T extends Preference> T findPreference(@NonNull CharSequence key) { return null; }
}

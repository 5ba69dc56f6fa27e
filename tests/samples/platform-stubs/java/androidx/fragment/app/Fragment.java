package androidx.fragment.app;

import android.content.Context;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public class Fragment {
    public @NonNull Context requireContext() { return null; }
    public @Nullable Context getContext() { return null; }
    public @NonNull android.app.Activity requireActivity() { return null; }
}

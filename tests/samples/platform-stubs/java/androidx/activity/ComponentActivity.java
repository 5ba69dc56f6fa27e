package androidx.activity;

import androidx.annotation.NonNull;
import androidx.lifecycle.Lifecycle;
import androidx.lifecycle.LifecycleOwner;

public class ComponentActivity extends android.app.Activity implements LifecycleOwner {
    @Override public @NonNull Lifecycle getLifecycle() { return null; }
}

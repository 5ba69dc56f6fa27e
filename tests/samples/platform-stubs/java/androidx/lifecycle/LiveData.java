package androidx.lifecycle;

import androidx.annotation.Nullable;

public abstract class LiveData<T> {
    public @Nullable T getValue() { return null; }
}

package androidx.lifecycle;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class LiveData<T> {
    public @Nullable T getValue() { return null; }
    public void observe(@NonNull LifecycleOwner owner, @NonNull Observer<? super T> observer) {}
}

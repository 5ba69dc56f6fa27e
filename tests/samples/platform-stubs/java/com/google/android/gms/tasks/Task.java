package com.google.android.gms.tasks;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class Task<T> {
    public abstract boolean isSuccessful();
    /** Unannotated in the library: Kotlin sees a platform type. */
    public abstract T getResult();
    public abstract @Nullable Exception getException();
    public abstract @NonNull Task<T> addOnCompleteListener(@NonNull OnCompleteListener<T> listener);
    public abstract @NonNull Task<T> addOnSuccessListener(@NonNull OnSuccessListener<? super T> listener);
}

package com.google.android.gms.tasks;

import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public abstract class Task<T> {
    public abstract boolean isSuccessful();
    public abstract @Nullable T getResult();
    public abstract @Nullable Exception getException();
    public abstract @NonNull Task<T> addOnCompleteListener(@NonNull OnCompleteListener<T> listener);
    public abstract @NonNull Task<T> addOnSuccessListener(@NonNull OnSuccessListener<? super T> listener);
}

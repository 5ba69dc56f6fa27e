package com.google.android.gms.tasks;

import androidx.annotation.NonNull;

public interface OnCompleteListener<T> {
    void onComplete(@NonNull Task<T> task);
}

package com.example.app;

import android.content.Context;
import android.content.Intent;
import androidx.annotation.NonNull;
import androidx.appcompat.app.AppCompatActivity;

/** A screen of the reader's app that a link opens (android/deeplink/direct_deeplink). */
public class ProductActivity extends AppCompatActivity {
    public static @NonNull Intent newIntent(@NonNull Context context, @NonNull String productId) { return null; }
}

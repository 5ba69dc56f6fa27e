package androidx.activity;

public class ComponentActivity extends android.app.Activity {}

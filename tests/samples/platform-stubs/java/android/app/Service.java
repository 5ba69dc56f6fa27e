package android.app;

public abstract class Service extends android.content.ContextWrapper {}

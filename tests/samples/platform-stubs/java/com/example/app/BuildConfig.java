package com.example.app;

/**
 * The reader's app's generated BuildConfig, with the fields the set-up pages add in Gradle
 * (`buildConfigField`), so that samples which read them compile.
 */
public final class BuildConfig {
    public static final boolean DEBUG = true;
    public static final String APPLICATION_ID = "com.example.app";
    public static final String ATTRIO_SDK_KEY = "";
    public static final String ATTRIO_APP_SECRET = "";
    public static final String PREINSTALL_LINK_TOKEN = "";
}

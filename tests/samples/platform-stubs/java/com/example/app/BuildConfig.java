package com.example.app;

/**
 * The reader's app's generated BuildConfig: DEBUG and APPLICATION_ID, which Gradle always writes, and the fields the
 * pages add with `buildConfigField` (android/integration/home: ATTRIO_ENVIRONMENT, "sandbox" in the debug and staging
 * build types and "production" in release; android/additional_features/sdk_signature, android/additional_features/preinstall).
 */
public final class BuildConfig {
    public static final boolean DEBUG = Boolean.parseBoolean("true");
    public static final String APPLICATION_ID = "com.example.app";
    public static final String ATTRIO_ENVIRONMENT = "";
    public static final String ATTRIO_SDK_KEY = "";
    public static final String ATTRIO_APP_SECRET = "";
    public static final String PREINSTALL_LINK_TOKEN = "";
}

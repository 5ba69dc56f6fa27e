package com.example.app;

/** The reader's app's generated resource ids: only those the samples use. */
public final class R {
    public static final class id {
        public static final int ad_id = 0x7f080001; // android/additional_features/device_ids
    }

    public static final class layout {
        public static final int activity_main = 0x7f0b0001; // android/deeplink/direct_deeplink, reattribution
        public static final int activity_home = 0x7f0b0002; // android/deeplink/deferred_deeplink
    }

    public static final class xml {
        public static final int privacy_preferences = 0x7f110001; // android/additional_features/disable
    }
}

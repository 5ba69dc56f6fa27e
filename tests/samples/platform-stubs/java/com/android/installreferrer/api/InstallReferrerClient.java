package com.android.installreferrer.api;

import android.content.Context;
import android.os.RemoteException;

public abstract class InstallReferrerClient {
    public static Builder newBuilder(Context context) { return null; }
    public abstract void startConnection(InstallReferrerStateListener listener);
    public abstract void endConnection();
    public abstract boolean isReady();
    public abstract ReferrerDetails getInstallReferrer() throws RemoteException;

    public static final class Builder {
        public InstallReferrerClient build() { return null; }
    }

    public static final class InstallReferrerResponse {
        public static final int SERVICE_DISCONNECTED = -1;
        public static final int OK = 0;
        public static final int SERVICE_UNAVAILABLE = 1;
        public static final int FEATURE_NOT_SUPPORTED = 2;
        public static final int DEVELOPER_ERROR = 3;
        public static final int PERMISSION_ERROR = 4;
    }
}

package androidx.work;

import android.content.Context;
import androidx.annotation.NonNull;

public abstract class ListenableWorker {
    public ListenableWorker(@NonNull Context appContext, @NonNull WorkerParameters workerParams) {}

    public abstract static class Result {
        Result() {}
        public static @NonNull Result success() { return null; }
        public static @NonNull Result failure() { return null; }
        public static @NonNull Result retry() { return null; }
    }
}

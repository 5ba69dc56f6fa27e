package androidx.work;

import android.content.Context;
import androidx.annotation.NonNull;

public abstract class Worker extends ListenableWorker {
    public Worker(@NonNull Context context, @NonNull WorkerParameters workerParams) { super(context, workerParams); }
    public abstract @NonNull Result doWork();
}

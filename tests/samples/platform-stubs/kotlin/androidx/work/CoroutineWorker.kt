package androidx.work

import android.content.Context

/** WorkManager's coroutine worker: `doWork` is a `suspend` function, which only Kotlin source can declare. */
abstract class CoroutineWorker(appContext: Context, params: WorkerParameters) : ListenableWorker(appContext, params) {
    abstract suspend fun doWork(): Result
}

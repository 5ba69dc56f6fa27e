package androidx.work;

public final class WorkerParameters {
    private WorkerParameters() {}
}

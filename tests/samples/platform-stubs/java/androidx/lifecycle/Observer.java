package androidx.lifecycle;

/** A Kotlin `fun interface Observer<T>` since lifecycle 2.6; its compiled form. */
public interface Observer<T> {
    void onChanged(T value);
}

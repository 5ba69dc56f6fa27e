package android.os;

public final class Bundle {
    public String getString(String key) { return null; }
}

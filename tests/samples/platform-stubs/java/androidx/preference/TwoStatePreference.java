package androidx.preference;

public abstract class TwoStatePreference extends Preference {
    public boolean isChecked() { return false; }
    public void setChecked(boolean checked) {}
}

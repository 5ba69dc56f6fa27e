package androidx.preference;

public class SwitchPreferenceCompat extends TwoStatePreference {}

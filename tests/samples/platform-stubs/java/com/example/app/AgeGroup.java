package com.example.app;

/** The answer of the reader's own age screen (android/additional_features/coppa). */
public enum AgeGroup { CHILD, ADULT, UNKNOWN }

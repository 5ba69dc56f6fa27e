package com.example.app;

/** The reader's account data, which asks their back end to delete an account (android/additional_features/disable). */
public class AccountRepository {
    public void requestDeletion() {}
}

// Firebase Cloud Messaging for Unity (Firebase.Messaging): the token events.
using System;

namespace Firebase.Messaging
{
    public sealed class TokenReceivedEventArgs : EventArgs
    {
        public string Token { get { throw null; } }
    }

    public static class FirebaseMessaging
    {
        public static event EventHandler<TokenReceivedEventArgs> TokenReceived;
    }
}

// Firebase Cloud Messaging for Unity (Firebase.Messaging): the token events.
using System;

namespace Firebase.Messaging
{
    public sealed class TokenReceivedEventArgs : EventArgs
    {
        public TokenReceivedEventArgs(string token) { }
        public string Token { get { throw null; } }
    }

    public sealed class MessageReceivedEventArgs : EventArgs
    {
        public FirebaseMessage Message { get { throw null; } }
    }

    public sealed class FirebaseMessage
    {
        public System.Collections.Generic.IDictionary<string, string> Data { get { throw null; } }
    }

    public static class FirebaseMessaging
    {
        public static event EventHandler<TokenReceivedEventArgs> TokenReceived;
        public static event EventHandler<MessageReceivedEventArgs> MessageReceived;
    }
}

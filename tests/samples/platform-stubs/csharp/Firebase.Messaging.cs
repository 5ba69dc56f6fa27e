// Firebase for Unity: the dependency check of Firebase.App, its main-thread continuation (Firebase.Extensions)
// and the token of Firebase Cloud Messaging (Firebase.Messaging): the current one and the event for new ones.
using System;
using System.Threading.Tasks;

namespace Firebase
{
    public enum DependencyStatus { Available = 0, UnavailableDisabled = 1, UnavailableInvalid = 2, UnavilableMissing = 3, UnavailablePermission = 4, UnavailableUpdaterequired = 5, UnavailableUpdating = 6, UnavailableOther = 7 }

    public sealed class FirebaseApp
    {
        public static Task<DependencyStatus> CheckAndFixDependenciesAsync() { throw null; }
    }
}

namespace Firebase.Extensions
{
    public static class TaskExtension
    {
        public static Task ContinueWithOnMainThread<T>(this Task<T> task, Action<Task<T>> continuation) { throw null; }
    }
}

namespace Firebase.Messaging
{
    public sealed class TokenReceivedEventArgs : EventArgs
    {
        public string Token { get { throw null; } }
    }

    public static class FirebaseMessaging
    {
        public static event EventHandler<TokenReceivedEventArgs> TokenReceived;
        public static Task<string> GetTokenAsync() { throw null; }
    }
}

// The Mobile Notifications package (com.unity.mobile.notifications), iOS side: the authorization request that also
// registers for remote notifications and hands over the APNs device token.
using System;

namespace Unity.Notifications.iOS
{
    [Flags]
    public enum AuthorizationOption
    {
        None = 0, Badge = 1 << 0, Sound = 1 << 1, Alert = 1 << 2, CarPlay = 1 << 3, Provisional = 1 << 6,
    }

    public class AuthorizationRequest : IDisposable
    {
        public AuthorizationRequest(AuthorizationOption authorizationOption, bool registerForRemoteNotifications) { }
        public bool IsFinished { get { throw null; } }
        public bool Granted { get { throw null; } }
        public string Error { get { throw null; } }
        public string DeviceToken { get { throw null; } }
        public void Dispose() { }
    }
}

// The parts of UnityEditor that build post-processors in the samples use (the iOS build support module's Xcode API).
using System;

namespace UnityEditor
{
    public enum BuildTarget
    {
        StandaloneOSX = 2, StandaloneWindows = 5, iOS = 9, Android = 13, StandaloneWindows64 = 19, WebGL = 20,
    }

    public static class EditorUserBuildSettings
    {
        public static bool development { get; set; }
        public static BuildTarget activeBuildTarget { get { throw null; } }
    }

    public static class AssetDatabase
    {
        public static void ImportAsset(string path) { }
        public static bool DeleteAsset(string path) { throw null; }
        public static void Refresh() { }
    }
}

namespace UnityEditor.Build
{
    using UnityEditor.Build.Reporting;

    public interface IOrderedCallback
    {
        int callbackOrder { get; }
    }

    public interface IPreprocessBuildWithReport : IOrderedCallback
    {
        void OnPreprocessBuild(BuildReport report);
    }

    public interface IPostprocessBuildWithReport : IOrderedCallback
    {
        void OnPostprocessBuild(BuildReport report);
    }

    public class BuildFailedException : Exception
    {
        public BuildFailedException(string message) : base(message) { }
        public BuildFailedException(Exception innerException) : base(null, innerException) { }
    }
}

namespace UnityEditor.Build.Reporting
{
    public enum BuildResult { Unknown = 0, Succeeded = 1, Failed = 2, Cancelled = 3 }

    public struct BuildSummary
    {
        public BuildTarget platform { get { throw null; } }
        public BuildResult result { get { throw null; } }
        public string outputPath { get { throw null; } }
    }

    public sealed class BuildReport
    {
        public BuildSummary summary { get { throw null; } }
    }
}

namespace UnityEditor.Callbacks
{
    [AttributeUsage(AttributeTargets.Method)]
    public sealed class PostProcessBuildAttribute : Attribute
    {
        public PostProcessBuildAttribute() { }
        public PostProcessBuildAttribute(int callbackOrder) { }
    }
}

namespace UnityEditor.iOS.Xcode
{
    public class PBXProject
    {
        public static string GetPBXProjectPath(string buildPath) { throw null; }
        public void ReadFromFile(string path) { }
        public void WriteToFile(string path) { }
        public string GetUnityMainTargetGuid() { throw null; }
        public string GetUnityFrameworkTargetGuid() { throw null; }
        public void AddFrameworkToProject(string targetGuid, string framework, bool weak) { }
        public void AddBuildProperty(string targetGuid, string name, string value) { }
        public void SetBuildProperty(string targetGuid, string name, string value) { }
    }

    public class ProjectCapabilityManager
    {
        public ProjectCapabilityManager(string pbxProjectPath, string entitlementFilePath, string targetName = null, string targetGuid = null) { }
        public void AddAssociatedDomains(string[] domains) { }
        public void AddPushNotifications(bool development) { }
        public void AddBackgroundModes(BackgroundModesOptions options) { }
        public void WriteToFile() { }
    }

    [Flags]
    public enum BackgroundModesOptions
    {
        None = 0, AudioAirplayPiP = 1, LocationUpdates = 2, VoiceOverIP = 4, NewsstandDownloads = 8,
        ExternalAccessoryCommunication = 16, UsesBluetoothLEAccessory = 32, ActsAsABluetoothLEAccessory = 64,
        BackgroundFetch = 128, RemoteNotifications = 256,
    }

    public class PlistElement { }

    public class PlistElementDict : PlistElement
    {
        public PlistElement this[string key] { get { throw null; } set { } }
        public void SetString(string key, string val) { }
        public void SetBoolean(string key, bool val) { }
        public void SetInteger(string key, int val) { }
        public PlistElementArray CreateArray(string key) { throw null; }
        public PlistElementDict CreateDict(string key) { throw null; }
    }

    public class PlistElementArray : PlistElement
    {
        public void AddString(string val) { }
        public PlistElementDict AddDict() { throw null; }
    }

    public class PlistDocument
    {
        public PlistElementDict root;
        public void ReadFromFile(string path) { }
        public void WriteToFile(string path) { }
    }
}

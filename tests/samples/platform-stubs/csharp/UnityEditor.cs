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
    }

    public static class AssetDatabase
    {
        public static void ImportAsset(string path) { }
        public static bool DeleteAsset(string path) { throw null; }
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
    }
}

namespace UnityEditor.Build.Reporting
{
    public struct BuildSummary
    {
        public BuildTarget platform { get { throw null; } }
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
    }

    public class ProjectCapabilityManager
    {
        public ProjectCapabilityManager(string pbxProjectPath, string entitlementFilePath, string targetName = null, string targetGuid = null) { }
        public void AddAssociatedDomains(string[] domains) { }
        public void AddPushNotifications(bool development) { }
        public void WriteToFile() { }
    }

    public class PlistElement { }

    public class PlistElementDict : PlistElement
    {
        public void SetString(string key, string val) { }
    }

    public class PlistDocument
    {
        public PlistElementDict root;
        public void ReadFromFile(string path) { }
        public void WriteToFile(string path) { }
    }
}

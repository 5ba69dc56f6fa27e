// UnityEngine as the samples use it (Unity 2021.3 LTS and later): signatures as Unity declares them, empty bodies.
using System;

namespace UnityEngine
{
    public class Object
    {
        public static void Destroy(Object obj) { }
        public static void DontDestroyOnLoad(Object target) { }
    }

    public class Component : Object
    {
        public GameObject gameObject { get { throw null; } }
    }

    public class Behaviour : Component { }

    public class MonoBehaviour : Behaviour { }

    public sealed class GameObject : Object { }

    public class TextAsset : Object
    {
        public string text { get { throw null; } }
    }

    public static class Debug
    {
        public static bool isDebugBuild { get { throw null; } }
        public static void Log(object message) { }
        public static void LogWarning(object message) { }
    }

    public enum RuntimePlatform
    {
        OSXEditor = 0, OSXPlayer = 1, WindowsPlayer = 2, WindowsEditor = 7, IPhonePlayer = 8, Android = 11,
    }

    public static class Application
    {
        public static event Action<string> deepLinkActivated;
        public static string absoluteURL { get { throw null; } }
        public static RuntimePlatform platform { get { throw null; } }
        public static bool isFocused { get { throw null; } }
    }

    public static class PlayerPrefs
    {
        public static int GetInt(string key, int defaultValue) { throw null; }
        public static int GetInt(string key) { throw null; }
        public static void SetInt(string key, int value) { }
        public static void SetString(string key, string value) { }
        public static string GetString(string key, string defaultValue) { throw null; }
        public static void DeleteKey(string key) { }
        public static bool HasKey(string key) { throw null; }
        public static void Save() { }
    }

    public static class Resources
    {
        public static T Load<T>(string path) where T : Object { throw null; }
    }

    public static class JsonUtility
    {
        public static T FromJson<T>(string json) { throw null; }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class SerializeField : Attribute { }
}

namespace UnityEngine.SceneManagement
{
    public static class SceneManager
    {
        public static void LoadScene(string sceneName) { }
    }
}

namespace UnityEngine.UI
{
    // From the uGUI package (com.unity.ugui).
    public class Selectable : MonoBehaviour { }

    public class Toggle : Selectable
    {
        public bool isOn { get; set; }
    }
}

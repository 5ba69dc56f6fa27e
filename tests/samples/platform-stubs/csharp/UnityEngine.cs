// UnityEngine as the samples use it (Unity 2021.3 LTS and later): signatures as Unity declares them, empty bodies.
using System;
using System.Collections;

namespace UnityEngine
{
    public class Object
    {
        public string name { get; set; }
        public static void Destroy(Object obj) { }
        public static void Destroy(Object obj, float t) { }
        public static void DontDestroyOnLoad(Object target) { }
        public static implicit operator bool(Object exists) { throw null; }
    }

    public class Component : Object
    {
        public GameObject gameObject { get { throw null; } }
        public Transform transform { get { throw null; } }
        public T GetComponent<T>() { throw null; }
    }

    public class Transform : Component { }

    public class Behaviour : Component
    {
        public bool enabled { get; set; }
    }

    public class MonoBehaviour : Behaviour
    {
        public Coroutine StartCoroutine(IEnumerator routine) { throw null; }
        public void StopCoroutine(Coroutine routine) { }
        public void Invoke(string methodName, float time) { }
    }

    public sealed class GameObject : Object
    {
        public GameObject() { }
        public GameObject(string name) { }
        public T AddComponent<T>() where T : Component { throw null; }
        public T GetComponent<T>() { throw null; }
        public void SetActive(bool value) { }
    }

    public class ScriptableObject : Object { }

    public class YieldInstruction { }
    public sealed class Coroutine : YieldInstruction { }
    public sealed class WaitForSeconds : YieldInstruction
    {
        public WaitForSeconds(float seconds) { }
    }
    public class WaitForSecondsRealtime : CustomYieldInstruction
    {
        public WaitForSecondsRealtime(float time) { }
        public override bool keepWaiting { get { throw null; } }
    }
    public abstract class CustomYieldInstruction : IEnumerator
    {
        public abstract bool keepWaiting { get; }
        public object Current { get { throw null; } }
        public bool MoveNext() { throw null; }
        public void Reset() { }
    }

    public static class Debug
    {
        public static bool isDebugBuild { get { throw null; } }
        public static void Log(object message) { }
        public static void Log(object message, Object context) { }
        public static void LogFormat(string format, params object[] args) { }
        public static void LogWarning(object message) { }
        public static void LogError(object message) { }
        public static void LogException(Exception exception) { }
    }

    public enum RuntimePlatform
    {
        OSXEditor = 0, OSXPlayer = 1, WindowsPlayer = 2, WindowsEditor = 7, IPhonePlayer = 8, Android = 11,
        LinuxPlayer = 13, LinuxEditor = 16, WebGLPlayer = 17,
    }

    public static class Application
    {
        public static event Action<string> deepLinkActivated;
        public static string absoluteURL { get { throw null; } }
        public static RuntimePlatform platform { get { throw null; } }
        public static bool isEditor { get { throw null; } }
        public static bool isMobilePlatform { get { throw null; } }
        public static string version { get { throw null; } }
        public static string identifier { get { throw null; } }
        public static string persistentDataPath { get { throw null; } }
        public static void OpenURL(string url) { }
        public static event Action<bool> focusChanged;
    }

    public static class PlayerPrefs
    {
        public static int GetInt(string key, int defaultValue = 0) { throw null; }
        public static void SetInt(string key, int value) { }
        public static string GetString(string key, string defaultValue = "") { throw null; }
        public static void SetString(string key, string value) { }
        public static bool HasKey(string key) { throw null; }
        public static void DeleteKey(string key) { }
        public static void Save() { }
    }

    public class TextAsset : Object
    {
        public string text { get { throw null; } }
        public byte[] bytes { get { throw null; } }
    }

    public static class Resources
    {
        public static T Load<T>(string path) where T : Object { throw null; }
    }

    public static class JsonUtility
    {
        public static T FromJson<T>(string json) { throw null; }
        public static string ToJson(object obj) { throw null; }
    }

    public static class Time
    {
        public static float time { get { throw null; } }
        public static float deltaTime { get { throw null; } }
        public static float realtimeSinceStartup { get { throw null; } }
    }

    [AttributeUsage(AttributeTargets.Field)]
    public sealed class SerializeField : Attribute { }

    [AttributeUsage(AttributeTargets.Field)]
    public class HeaderAttribute : Attribute
    {
        public HeaderAttribute(string header) { }
    }

    [AttributeUsage(AttributeTargets.Method)]
    public class RuntimeInitializeOnLoadMethodAttribute : Attribute
    {
        public RuntimeInitializeOnLoadMethodAttribute() { }
        public RuntimeInitializeOnLoadMethodAttribute(RuntimeInitializeLoadType loadType) { }
    }

    public enum RuntimeInitializeLoadType
    {
        AfterSceneLoad, BeforeSceneLoad, AfterAssembliesLoaded, BeforeSplashScreen, SubsystemRegistration,
    }
}

namespace UnityEngine.SceneManagement
{
    public static class SceneManager
    {
        public static void LoadScene(string sceneName) { }
        public static void LoadScene(int sceneBuildIndex) { }
    }
}

namespace UnityEngine.Events
{
    public delegate void UnityAction();
    public delegate void UnityAction<T0>(T0 arg0);

    public class UnityEvent
    {
        public void AddListener(UnityAction call) { }
        public void RemoveListener(UnityAction call) { }
        public void Invoke() { }
    }

    public abstract class UnityEvent<T0>
    {
        public void AddListener(UnityAction<T0> call) { }
        public void RemoveListener(UnityAction<T0> call) { }
        public void Invoke(T0 arg0) { }
    }
}

namespace UnityEngine.UI
{
    using UnityEngine.Events;

    public abstract class Selectable : MonoBehaviour
    {
        public bool interactable { get; set; }
    }

    public class Toggle : Selectable
    {
        public class ToggleEvent : UnityEvent<bool> { }
        public bool isOn { get; set; }
        public ToggleEvent onValueChanged { get; set; }
        public void SetIsOnWithoutNotify(bool value) { }
    }

    public class Button : Selectable
    {
        public class ButtonClickedEvent : UnityEvent { }
        public ButtonClickedEvent onClick { get; set; }
    }

    public class Text : MonoBehaviour
    {
        public string text { get; set; }
    }
}

import {describe, expect, it} from 'vitest';
import type {Sample} from '../../samples/collect';
import {checkCsharp, shapeOf} from '../../samples/check/csharp';
import {csharpSdkSource} from '../../samples/generate/csharp';
import {sample as make, workDir} from './sampleFactory';

const sample = (code: string, title = 'Assets/Scripts/Example.cs') =>
  make({language: 'csharp', fence: 'csharp', doc: 'unity/example.mdx', line: 10, title, platform: 'unity', code});

/** Each check compiles its samples in one mcs run, as `npm test` does. */
const check = (...samples: Sample[]) => checkCsharp(samples, workDir('csharp'));

describe('the C# SDK file generated from the manifest', () => {
  it('spells the Unity API: static PascalCase methods, callbacks as Action/Func, getters with a callback', () => {
    const source = csharpSdkSource();
    expect(source).toContain('public static void TrackEvent(AttrioEvent @event) { }');
    expect(source).toContain('public Func<string, bool> DeferredDeeplinkCallback { get; set; }');
    expect(source).toContain('public static void IsEnabled(Action<bool> callback) { }');
    expect(source).toContain('public AttrioConfig(string sdkKey, AttrioEnvironment environment) { }');
    expect(source).toMatch(/public enum AttrioEnvironment\s*\{\s*Sandbox, Production/);
  });
});

// mcs runs in these tests; a loaded machine makes it slow, not wrong.
describe('the C# sample check', {timeout: 60_000}, () => {
  it('reads a sample’s shape: a whole file, members or statements', () => {
    expect(shapeOf('using UnityEngine;\n\npublic class A : MonoBehaviour\n{\n    void Start() { }\n}')).toBe('file');
    expect(shapeOf('public void OnToggled(bool on)\n{\n    Attrio.SetEnabled(on);\n}')).toBe('members');
    expect(shapeOf('#if UNITY_IOS\nconfig.AttWaitingInterval = 60;\n#endif')).toBe('statements');
  });

  it('passes correct samples: a whole file, members and statements that use the page’s config', async () => {
    const file = sample(
      'using UnityEngine;\nusing AttrioSDK;\n\npublic class Bootstrap : MonoBehaviour\n{\n    private void Awake()\n    {\n' +
        '        var config = new AttrioConfig("KEY", AttrioEnvironment.Sandbox);\n        config.LogLevel = AttrioLogLevel.Verbose;\n' +
        '        Attrio.Initialize(config);\n    }\n}',
      'Assets/Scripts/Bootstrap.cs',
    );
    const members = sample('public void OnToggled(bool on)\n{\n    Attrio.SetEnabled(on);\n    Attrio.IsEnabled(enabled => Debug.Log(enabled));\n}');
    const statements = sample('config.DeferredDeeplinkCallback = url =>\n{\n    Debug.Log(url);\n    return false;\n};');
    expect(await check(file, members, statements)).toEqual([]);
  });

  it('fails on an unknown SDK call, with the page and line', async () => {
    const problems = await check(sample('Attrio.SetUserId("player-1");\nAttrio.TrackPurchase(9.99);'));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.where).toBe('docs/unity/example.mdx:12');
    expect(problems[0]!.message).toMatch(/CS0117: `AttrioSDK.Attrio' does not contain a definition for `TrackPurchase'/);
  });

  it('fails on a type error: a callback that returns nothing where the SDK expects a bool', async () => {
    const problems = await check(sample('config.DeferredDeeplinkCallback = url =>\n{\n    Debug.Log(url);\n};'));
    expect(problems.map((p) => p.where)).toContain('docs/unity/example.mdx:11');
    expect(problems.map((p) => p.message).join('\n')).toMatch(/CS1643|CS1662|not all code paths return a value/);
  });

  it('fails on a syntax error and on C# 8 syntax, which Unity projects on C# 7.3 reject', async () => {
    const problems = await check(
      sample('Attrio.SetEnabled(true)\nAttrio.SetOfflineMode(false);'),
      sample('var level = AttrioLogLevel.Warn;\nvar name = level switch { AttrioLogLevel.Warn => "warn", _ => "other" };'),
    );
    const wheres = problems.map((p) => p.where);
    expect(wheres).toContain('docs/unity/example.mdx:12');
    expect(problems.every((p) => /CS1525|CS1002|Unexpected symbol/.test(p.message))).toBe(true);
  });

  it('checks both branches of #if UNITY_ANDROID / #elif UNITY_IOS and says which build fails', async () => {
    const problems = await check(
      sample('#if UNITY_ANDROID\nAttrio.GetGoogleAdId(id => Debug.Log(id));\n#elif UNITY_IOS\nAttrio.GetIdfaa(id => Debug.Log(id));\n#endif'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.where).toBe('docs/unity/example.mdx:14');
    expect(problems[0]!.message).toMatch(/GetIdfaa.*\[with UNITY_IOS defined\]/);
  });

  it('lets a page’s samples use each other’s classes, and keeps two classes of the same name apart', async () => {
    const tokens = sample('public static class EventTokens\n{\n    public const string Purchase = "abc123";\n}', 'Assets/Scripts/EventTokens.cs');
    const user = sample('Attrio.TrackEvent(new AttrioEvent(EventTokens.Purchase));', 'Assets/Scripts/Shop.cs');
    const again = sample('public static class EventTokens\n{\n    public const string SignUp = "def456";\n}', 'Assets/Scripts/EventTokens.cs');
    expect(await check(tokens, user, again)).toEqual([]);
  });
});

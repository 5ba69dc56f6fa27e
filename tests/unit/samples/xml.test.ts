import {describe, expect, it} from 'vitest';
import {checkXml, expectedRoot} from '../../samples/check/xml';
import {sample as make} from './sampleFactory';

const sample = (code: string, title = 'app/src/main/AndroidManifest.xml', line = 50) =>
  make({language: 'xml', fence: 'xml', doc: 'android/example.mdx', line, title, code});

describe('the XML sample check', () => {
  it('knows the root element of the files samples come from', () => {
    expect(expectedRoot('app/src/main/AndroidManifest.xml')).toBe('manifest');
    expect(expectedRoot('Assets/Plugins/Android/AndroidManifest.xml (excerpt)')).toBe('manifest');
    expect(expectedRoot('ios/Runner/Info.plist')).toBe('plist');
    expect(expectedRoot('MyApp.entitlements')).toBe('plist');
    expect(expectedRoot('app/src/main/res/values/strings.xml')).toBe('resources');
    expect(expectedRoot('Assets/Editor/GameDependencies.xml')).toBeUndefined();
  });

  it('passes whole documents and excerpts: an activity with android: attributes, plist key/value pairs', async () => {
    const manifest = sample('<manifest xmlns:android="http://schemas.android.com/apk/res/android">\n    <uses-permission android:name="android.permission.INTERNET" />\n</manifest>');
    const activity = sample('<activity android:name=".MainActivity" android:exported="true">\n    <intent-filter android:autoVerify="true">\n        <action android:name="android.intent.action.VIEW" />\n    </intent-filter>\n</activity>');
    const filter = sample('<intent-filter>\n    <data android:scheme="myapp" tools:ignore="AppLinkUrlError" />\n</intent-filter>');
    const plist = sample('<key>NSUserTrackingUsageDescription</key>\n<string>Measures which ads brought you here.</string>', 'Info.plist');
    expect(await checkXml([manifest, activity, filter, plist])).toEqual([]);
  });

  it('fails on a tag that is not closed, with the page and line', async () => {
    const problems = await checkXml([sample('<application>\n    <activity android:name=".MainActivity">\n</application>')]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.where).toBe('docs/android/example.mdx:53');
    expect(problems[0]!.message).toMatch(/^XML: unexpected close tag/);
  });

  it('fails on a whole manifest that uses android: without declaring it', async () => {
    const problems = await checkXml([sample('<manifest>\n    <uses-permission android:name="android.permission.INTERNET" />\n</manifest>')]);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.where).toBe('docs/android/example.mdx:52');
    expect(problems[0]!.message).toMatch(/unbound namespace prefix: "android"/);
  });

  it('fails on an attribute value without quotes, and on an unescaped ampersand', async () => {
    const unquoted = await checkXml([sample('<intent-filter>\n    <data android:scheme=myapp />\n</intent-filter>')]);
    expect(unquoted[0]?.where).toBe('docs/android/example.mdx:52');
    expect(unquoted[0]?.message).toMatch(/^XML: .*quote/i);
    const ampersand = await checkXml([sample('<data android:host="example.com" android:path="/a?x=1&y=2" />')]);
    expect(ampersand.length).toBeGreaterThan(0);
  });
});

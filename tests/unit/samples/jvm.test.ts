import {describe, expect, it} from 'vitest';
import {checkJvm, enclosingClass, shapeOf} from '../../samples/check/jvm';
import {sample, workDir} from './sampleFactory';

const android = (language: 'java' | 'kotlin', code: string, line: number, title = 'MyApplication.kt') =>
  sample({language, fence: language, doc: `android/${language}.mdx`, line, title, platform: 'android', code});

describe('the shape of an Android sample', () => {
  it('is a whole file, members of the class its title names, or statements', () => {
    expect(shapeOf('import a.B\n\nclass MyApplication : Application() {\n}', 'kotlin')).toBe('file');
    expect(shapeOf('override fun onCreate() {\n    super.onCreate()\n}', 'kotlin')).toBe('members');
    expect(shapeOf('val config = AttrioConfig(this, "k", AttrioEnvironment.SANDBOX)', 'kotlin')).toBe('statements');
    expect(shapeOf('final class EventTokens {\n}\n\nvoid onRegistered() {\n}', 'java')).toBe('members');
    expect(enclosingClass('app/src/main/java/com/example/MainActivity.kt')).toEqual({
      name: 'MainActivity', superclass: 'androidx.appcompat.app.AppCompatActivity',
    });
  });
});

describe('the Java and Kotlin sample check', () => {
  it('passes correct samples and fails an unknown SDK call and type errors at their page lines', async () => {
    const samples = [
      android('kotlin', 'val config = AttrioConfig(this, "key", AttrioEnvironment.SANDBOX)\nconfig.attributionCallback = OnAttributionChangedListener { attribution ->\n    Log.d("MyApp", attribution.network ?: "organic")\n}\nAttrio.initialize(config)', 10),
      android('java', 'AttrioConfig config = new AttrioConfig(this, "key", AttrioEnvironment.SANDBOX);\nconfig.setAttributionCallback(attribution -> Log.d("MyApp", String.valueOf(attribution.getNetwork())));\nAttrio.initialize(config);', 10, 'MyApplication.java'),
      android('kotlin', 'Attrio.trackEvnt(AttrioEvent("abc123"))', 30, 'CheckoutActivity.kt'),
      android('kotlin', 'config.attributionCallback = { attribution -> Log.d("MyApp", "$attribution") }', 40, 'SettingsActivity.kt'),
      android('java', 'Attrio.setEnabled("yes");', 50, 'PrivacyActivity.java'),
      // A page's package-private class, used by two snippets of one file (a page showing CheckoutViewModel twice).
      android('java', 'final class EventTokens {\n    static final String PURCHASE = "abc123";\n}', 100, 'EventTokens.java'),
      android('java', 'void onPaid() {\n    Attrio.trackEvent(new AttrioEvent(EventTokens.PURCHASE));\n}', 110, 'CheckoutViewModel.java'),
      android('java', 'void onOrdered() {\n    Attrio.trackEvent(new AttrioEvent(EventTokens.PURCHASE));\n}', 120, 'CheckoutViewModel.java'),
      // A snippet importing a name the wrapper also imports (Kotlin rejects a name imported twice).
      android('kotlin', 'import android.util.Log\n\nfun log(message: String) {\n    Log.d("MyApp", message)\n}', 130, 'Logger.kt'),
    ];
    const problems = await checkJvm(samples, workDir('jvm'));
    const at = (where: string) => problems.filter((p) => p.where === where).map((p) => p.message).join('\n');
    expect(problems.map((p) => p.where).filter((w) => /:1[0-9]$/.test(w))).toEqual([]);
    expect(problems.filter((p) => /:1[0-9][0-9]$/.test(p.where))).toEqual([]);
    expect(at('docs/android/kotlin.mdx:31')).toContain("unresolved reference 'trackEvnt'");
    // A bare lambda is not a callback interface: the defect the check exists for.
    expect(at('docs/android/kotlin.mdx:41')).toMatch(/mismatch|OnAttributionChangedListener/i);
    expect(at('docs/android/java.mdx:51')).toContain('incompatible types');
  }, 120_000);

  // javac stops before type-checking when any file has a syntax error, so this one is checked on its own.
  it('fails a Java syntax error at its page line', async () => {
    const problems = await checkJvm([android('java', 'Attrio.setEnabled(true', 60, 'OtherActivity.java')], workDir('javac'));
    expect(problems).toEqual([{where: 'docs/android/java.mdx:61', message: "')' expected (OtherActivity.java)"}]);
  }, 120_000);
});

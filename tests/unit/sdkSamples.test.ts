import {describe, expect, it} from 'vitest';
import {codeBlocks, readDocs, type CodeBlock} from '../support/docs';
import {findUndeclaredCalls, platformOfBlock, readerTypes, stripCommentsAndStrings} from '../support/sdkCalls';
import {undeclaredCalls} from '../support/pageRules';

const block = (lang: string, code: string, doc = 'android/home.mdx', meta = ''): CodeBlock => ({
  doc, line: 10, lang, meta, code,
});

describe('the SDK call scanner', () => {
  it('accepts calls the manifest declares, in each platform’s spelling', () => {
    const samples: [string, string][] = [
      ['kotlin', 'val config = AttrioConfig(this, "key", AttrioEnvironment.SANDBOX)\nconfig.logLevel = AttrioLogLevel.VERBOSE\nAttrio.initialize(config)'],
      ['java', 'AttrioConfig config = new AttrioConfig(this, "key", AttrioEnvironment.SANDBOX);\nconfig.setLogLevel(AttrioLogLevel.VERBOSE);'],
      ['swift', 'let config = AttrioConfig(sdkKey: "key", environment: .sandbox)\nconfig.attWaitingInterval = 30\nAttrio.initialize(config)'],
      ['objectivec', 'AttrioConfig *config = [[AttrioConfig alloc] initWithSdkKey:@"key" environment:AttrioEnvironmentSandbox];\n[config setLogLevel:AttrioLogLevelVerbose];\n[Attrio initialize:config];'],
      ['csharp', 'var config = new AttrioConfig("key", AttrioEnvironment.Sandbox);\nconfig.LogLevel = AttrioLogLevel.Verbose;\nAttrio.Initialize(config);'],
      ['dart', 'final config = AttrioConfig(\'key\', AttrioEnvironment.sandbox)\n  ..logLevel = AttrioLogLevel.verbose;\nAttrio.initialize(config);'],
    ];
    for (const [lang, code] of samples) {
      const sample = block(lang, code);
      expect(findUndeclaredCalls(sample, platformOfBlock(sample)!), lang).toEqual([]);
    }
  });

  it('rejects a call another platform has but this one does not', () => {
    const swift = block('swift', 'Attrio.getOaid { oaid in print(oaid) }', 'ios/home.mdx');
    expect(findUndeclaredCalls(swift, 'ios').map((v) => v.found)).toEqual(['Attrio.getOaid']);
    const kotlin = block('kotlin', 'config.attWaitingInterval = 30');
    expect(findUndeclaredCalls(kotlin, 'android').map((v) => v.found)).toEqual(['.attWaitingInterval']);
  });

  it('rejects the wrong spelling and invented types', () => {
    const csharp = block('csharp', 'Attrio.trackEvent(new AttrioEvent("abc123"));', 'unity/event.mdx');
    expect(findUndeclaredCalls(csharp, 'unity').map((v) => v.found)).toEqual(['Attrio.trackEvent']);
    const kotlin = block('kotlin', 'val r = AttrioRevenue(1.0)');
    expect(findUndeclaredCalls(kotlin, 'android').map((v) => v.found)).toEqual(['AttrioRevenue']);
    const objc = block('objectivec', '[config setAttWaitingInterval:30];\n[config setPlayStoreKidsApp:YES];', 'ios/home.mdx');
    expect(findUndeclaredCalls(objc, 'ios').map((v) => v.found)).toEqual(['.setPlayStoreKidsApp']);
  });

  it('does not read another library’s setters as SDK calls outside Java, Kotlin and Objective-C', () => {
    const dart = block('dart', "analytics.setCampaign('spring');", 'flutter/event.mdx');
    expect(findUndeclaredCalls(dart, 'flutter')).toEqual([]);
    const java = block('java', 'config.setAttWaitingInterval(30);');
    expect(findUndeclaredCalls(java, 'android').map((v) => v.found)).toEqual(['.setAttWaitingInterval']);
  });

  it('takes a type the reader declares with an SDK-like name for the reader’s own, and only that one', () => {
    const declared = block('csharp', 'public class AttrioBootstrap : MonoBehaviour\n{\n}', 'unity/integration/home.mdx');
    const used = block('csharp', 'AttrioBootstrap.RegisterPushToken();\nvar r = new AttrioRevenue(1.0);', 'unity/uninstall.mdx');
    const own = readerTypes([declared, used]);
    expect([...own]).toEqual(['AttrioBootstrap']);
    expect(findUndeclaredCalls(used, 'unity', own).map((v) => v.found)).toEqual(['AttrioRevenue']);
    expect(findUndeclaredCalls(used, 'unity').map((v) => v.found)).toEqual(['AttrioBootstrap', 'AttrioRevenue']);
  });

  it('reports the line of the offending call', () => {
    const sample = block('kotlin', '// set up\nAttrio.initialize(config)\nAttrio.showSmartBanner()');
    expect(findUndeclaredCalls(sample, 'android')).toEqual([
      {where: 'android/home.mdx:13', platform: 'android', found: 'Attrio.showSmartBanner'},
    ]);
  });

  it('ignores names inside strings and comments', () => {
    const source = 'a("Attrio.x") // Attrio.y\nb';
    const stripped = stripCommentsAndStrings(source);
    expect(stripped).not.toContain('Attrio');
    expect(stripped.split('\n').map((line) => line.trim())).toEqual(['a(          )', 'b']);
    expect(stripped).toHaveLength(source.length);
  });

  it('assigns JavaScript to the Web SDK unless the page or the fence says React Native', () => {
    expect(platformOfBlock(block('ts', ''))).toBe('web');
    expect(platformOfBlock(block('ts', '', 'reactnative/event.mdx'))).toBe('reactnative');
    expect(platformOfBlock(block('js', '', 'faq/webbridge.mdx', 'sdk=reactnative'))).toBe('reactnative');
    expect(platformOfBlock(block('groovy', ''))).toBeUndefined();
  });
});

describe('code samples in docs/', () => {
  const docs = readDocs();

  // The scan is not silently empty: 'the scan covers every SDK language' below finds blocks of every platform.
  it('only call what the SDK API manifest declares for their platform', () => {
    const violations = docs.flatMap((doc) => undeclaredCalls(doc, docs));
    expect(violations.map((v) => `${v.where} (${v.platform}): ${v.found}`)).toEqual([]);
  });
});

describe('the scan covers every SDK language', () => {
  const blocks = readDocs().flatMap(codeBlocks);
  const scanned = new Set(blocks.map((b) => `${platformOfBlock(b) ?? '-'}:${b.lang}`));

  it.each([
    'android:kotlin', 'android:java', 'ios:swift', 'ios:objectivec', 'flutter:dart', 'unity:csharp',
    'web:ts', 'web:js', 'reactnative:ts', 'reactnative:js',
  ])('%s', (platformAndLanguage) => {
    expect(scanned.has(platformAndLanguage)).toBe(true);
  });
});

import {describe, expect, it} from 'vitest';
import type {Sample} from '../../samples/collect';
import {checkSemantics} from '../../samples/semantic/index';
import type {RuleId} from '../../samples/semantic/rules';
import {sample as make} from './sampleFactory';

type Language = Sample['language'];
const platformOf: Record<string, Sample['platform']> = {
  kotlin: 'android', java: 'android', swift: 'ios', objc: 'ios', dart: 'flutter', csharp: 'unity', typescript: 'web',
};
const sample = (language: Language, code: string, extra: Partial<Sample> = {}) =>
  make({language, fence: language === 'typescript' ? 'ts' : language, platform: platformOf[language], code, ...extra});

/** `where: message` of every finding of one rule. */
async function findings(rule: RuleId, ...samples: Sample[]): Promise<string[]> {
  const tallies = await checkSemantics(samples);
  return tallies.find((t) => t.rule === rule)!.findings.map((f) => `${f.where}: ${f.message}`);
}

async function applies(rule: RuleId, ...samples: Sample[]): Promise<number> {
  return (await checkSemantics(samples)).find((t) => t.rule === rule)!.applies;
}

describe('semantic rule: consent at start', {timeout: 30_000}, () => {
  const application = (consent: string) => [
    'class MyApplication : Application() {',
    '    override fun onCreate() {',
    '        super.onCreate()',
    '        val config = AttrioConfig(this, "YOUR_SDK_KEY", AttrioEnvironment.SANDBOX)',
    '        Attrio.initialize(config)',
    consent,
    '    }',
    '}',
  ].join('\n');

  it('fails an Application that starts the SDK and never gives consent, at the line of initialize', async () => {
    expect(await findings('consent-at-start', sample('kotlin', application('')))).toEqual([
      expect.stringMatching(/^docs\/android\/example\.mdx:15: starts the SDK in onCreate but never gives consent/),
    ]);
  });

  it('passes it with setTrackingConsent, directly or through a function the page defines', async () => {
    expect(await findings('consent-at-start', sample('kotlin', application('        Attrio.setTrackingConsent(ConsentStore.granted(this))')))).toEqual([]);
    const helper = sample('kotlin', 'fun applyStoredConsent(context: Context) {\n    Attrio.setTrackingConsent(ConsentStore.granted(context))\n}');
    expect(await findings('consent-at-start', sample('kotlin', application('        applyStoredConsent(this)')), helper)).toEqual([]);
  });

  it('reads Swift, Dart, C# and TypeScript entry points the same way', async () => {
    const swift = sample('swift', '@main\nstruct MyApp: App {\n    init() {\n        Attrio.initialize(AttrioConfig(sdkKey: "K", environment: .sandbox))\n    }\n}');
    const dart = sample('dart', 'void main() {\n  Attrio.initialize(config);\n  runApp(const MyApp());\n}');
    const csharp = sample('csharp', 'void Awake()\n{\n    Attrio.Initialize(config);\n}');
    const ts = sample('typescript', "import {Attrio} from '@attrio/web-sdk';\nAttrio.initialize(config);");
    expect(await findings('consent-at-start', swift, dart, csharp, ts)).toHaveLength(4);
  });

  it('leaves a call in a function that is no entry point alone (a settings screen re-starting nothing)', async () => {
    expect(await applies('consent-at-start', sample('kotlin', 'fun onPrivacyChanged() {\n    Attrio.initialize(config)\n}'))).toBe(0);
  });
});

describe('semantic rule: event tokens', {timeout: 30_000}, () => {
  it('fails a token that the key, constant, case label or comment beside it names as another event', async () => {
    const bridge = sample('kotlin', 'private val eventTokens = mapOf("purchase" to "abc123", "sign_up" to "def456")');
    const constants = sample('java', 'static final String PRODUCT_VIEW = "ghi789";');
    const cases = sample('typescript', "function tokenFor(name: string): string {\n  switch (name) {\n    case 'sign_up':\n      return 'def456';\n    default:\n      return '';\n  }\n}");
    const comment = sample('swift', 'let event = AttrioEvent(eventToken: "abc123") // purchase');
    expect(await findings('event-tokens', bridge, constants, cases, comment)).toEqual([
      expect.stringMatching(/:11: "abc123" stands for the purchase event here, whose example token is "def456"/),
      expect.stringMatching(/:11: "def456" stands for the signUp event here, whose example token is "abc123"/),
      expect.stringMatching(/:11: "ghi789" stands for the productView event here, whose example token is "pvw345"/),
      expect.stringMatching(/:14: "def456" stands for the signUp event here/),
      expect.stringMatching(/:11: "abc123" stands for the purchase event here/),
    ]);
  });

  it('fails a literal in the event constructor that is none of the example tokens, and tracker tokens as event tokens', async () => {
    const unknown = sample('kotlin', 'Attrio.trackEvent(AttrioEvent("wk1234"))');
    const tracker = sample('csharp', 'var e = new AttrioEvent("xyz789");');
    expect(await findings('event-tokens', unknown, tracker)).toEqual([
      expect.stringMatching(/"wk1234" is used as an event token but is none of the example tokens/),
      expect.stringMatching(/"xyz789" is an example tracker token \(a link's path\), used here as an event token/),
    ]);
  });

  it('fails an event token used as a link token, and passes the table’s tokens', async () => {
    expect(await findings('event-tokens', sample('dart', "config.defaultLinkToken = 'abc123';"))).toEqual([
      expect.stringMatching(/"abc123" is an example event token, used here as a tracker token: use "xyz789"/),
    ]);
    const good = sample('typescript', "export const EventTokens = {\n  signUp: 'abc123',\n  purchase: 'def456',\n  trialStarted: 'trl789',\n};\nconfig.defaultLinkToken = 'xyz789';");
    expect(await findings('event-tokens', good)).toEqual([]);
  });
});

describe('semantic rule: ad revenue precision', {timeout: 30_000}, () => {
  it('fails a precision passed as the mediation SDK reports it', async () => {
    const max = sample('kotlin', 'val adRevenue = AttrioAdRevenue("applovin_max")\nadRevenue.precision = ad.revenuePrecision\nAttrio.trackAdRevenue(adRevenue)');
    const levelPlay = sample('csharp', 'var adRevenue = new AttrioAdRevenue("unity_levelplay");\nadRevenue.Precision = impressionData.precision;');
    expect(await findings('ad-revenue-precision', max, levelPlay)).toEqual([
      expect.stringMatching(/:12: the precision "ad.revenuePrecision" is passed as the mediation SDK reports it/),
      expect.stringMatching(/:12: the precision "impressionData.precision" is passed/),
    ]);
  });

  it('passes a mapping function of the page, an inline mapping, a variable holding a mapped value, and a word', async () => {
    const mapping = sample('kotlin', 'fun precisionOf(value: String?): String = when (value) {\n    "exact" -> "exact"\n    "estimated" -> "estimated"\n    else -> "unknown"\n}');
    const viaFunction = sample('kotlin', 'adRevenue.precision = precisionOf(ad.revenuePrecision)');
    const inline = sample('swift', 'adRevenue.precision = ad.revenuePrecision == "exact" ? "exact" : "unknown"');
    const variable = sample('dart', "final precision = precisionOf(ad.revenuePrecision);\nadRevenue.precision = precision;", {doc: 'flutter/x.mdx'});
    const dartMapping = sample('dart', "String precisionOf(String? value) => value == 'exact' ? 'exact' : 'unknown';", {doc: 'flutter/x.mdx'});
    const word = sample('java', 'adRevenue.setPrecision("publisher_defined");');
    expect(await findings('ad-revenue-precision', mapping, viaFunction, inline, variable, dartMapping, word)).toEqual([]);
  });
});

describe('semantic rule: deferred deep links', {timeout: 30_000}, () => {
  it('fails a deferred link passed to processDeeplink through the page’s link handler', async () => {
    const handler = sample('swift', 'func handleIncomingLink(_ url: URL) {\n    Attrio.processDeeplink(url)\n    Router.shared.open(url)\n}');
    const setup = sample('swift', 'config.deferredDeeplinkCallback = { url in\n    handleIncomingLink(url)\n    return false\n}');
    expect(await findings('deferred-link-routing', handler, setup)).toEqual([
      expect.stringMatching(/:11: the deferred deep link reaches processDeeplink \(through handleIncomingLink\)/),
    ]);
  });

  it('fails one opened again through the platform’s URL opener, and passes one routed by the app', async () => {
    const opened = sample('typescript', "import {Linking} from 'react-native';\nconfig.deferredDeeplinkCallback = (url) => {\n  void Linking.openURL(url);\n  return false;\n};", {platform: 'reactnative'});
    const routed = sample('kotlin', 'config.deferredDeeplinkCallback = OnDeferredDeeplinkListener { uri ->\n    LinkRouter.open(this, uri)\n    false\n}');
    expect(await findings('deferred-link-routing', opened, routed)).toEqual([
      expect.stringMatching(/:12: the deferred deep link is opened again through Linking.openURL/),
    ]);
    expect(await applies('deferred-link-routing', opened, routed)).toBe(2);
  });
});

describe('semantic rule: routing on a tracking link’s path', {timeout: 30_000}, () => {
  it('fails a handler that routes on the processed link’s path without checking the host', async () => {
    const handler = sample('kotlin', 'private fun handleIncomingLink(uri: Uri) {\n    Attrio.processDeeplink(uri, this)\n    LinkRouter.open(this, uri.path)\n}');
    expect(await findings('link-path-routing', handler)).toEqual([
      expect.stringMatching(/:11: the link handler routes on uri's path without checking the host/),
    ]);
  });

  it('fails a handler that gives the tracking link itself to the app’s router', async () => {
    const handler = sample('kotlin', 'private fun handleIncomingLink(intent: Intent) {\n    val uri = intent.data ?: return\n    Attrio.processDeeplink(uri, this)\n    LinkRouter.open(this, uri)\n}');
    expect(await findings('link-path-routing', handler)).toEqual([
      expect.stringMatching(/:11: the link handler routes on LinkRouter.open\(…uri\), which is given the tracking link itself/),
    ]);
  });

  it('fails a destination function that falls back to the tracking link itself', async () => {
    const destination = sample('typescript', "export function destinationOf(url: string): string {\n  const encoded = /[?&]deep_link=([^&#]+)/.exec(url)?.[1];\n  return encoded ? decodeURIComponent(encoded) : url;\n}");
    expect(await findings('link-path-routing', destination)).toEqual([
      expect.stringMatching(/:13: destinationOf reads deep_link but falls back to the link itself \(url\)/),
    ]);
  });

  it('passes a handler that routes on deep_link and checks the host before using a path', async () => {
    const handler = sample('dart', [
      'void handleIncomingLink(Uri link) {',
      "  Attrio.processDeeplink(link.toString());",
      "  if (link.host != 'yourapp.attrio.link') {",
      '    router.go(link.path);',
      '    return;',
      '  }',
      "  final deepLink = link.queryParameters['deep_link'];",
      "  router.go(deepLink == null ? '/' : routeForLink(Uri.parse(deepLink)));",
      '}',
    ].join('\n'));
    expect(await findings('link-path-routing', handler)).toEqual([]);
  });
});

describe('the reference integration’s names', {timeout: 30_000}, () => {
  const reference = sample('kotlin', [
    'class MainActivity : AppCompatActivity() {',
    '    private fun handleIncomingLink(intent: Intent) {',
    '        val uri = intent.data ?: return',
    '        Attrio.processDeeplink(uri, this)',
    '    }',
    '}',
    'fun configure(context: Context) {',
    '    val config = AttrioConfig(context, "KEY", BuildConfig.ATTRIO_ENVIRONMENT)',
    '    config.deferredDeeplinkCallback = OnDeferredDeeplinkListener { uri ->',
    '        LinkRouter.open(context, uri)',
    '        false',
    '    }',
    '}',
  ].join('\n'), {reference: 'android', doc: 'android/integration/home.mdx'});

  it('fails a partial sample that names the handler, the router or the environment otherwise', async () => {
    const partial = sample('kotlin', [
      'private fun handleLink(intent: Intent) {',
      '    Attrio.processDeeplink(intent.data!!, this)',
      '}',
      'val config = AttrioConfig(this, "KEY", if (BuildConfig.DEBUG) AttrioEnvironment.SANDBOX else AttrioEnvironment.PRODUCTION)',
      'config.deferredDeeplinkCallback = OnDeferredDeeplinkListener { uri -> Navigator.route(uri); false }',
    ].join('\n'));
    expect(await findings('reference-names', reference, partial)).toEqual([
      expect.stringMatching(/:11: the link handler is "handleLink"; the reference integration \(\/android\/integration\/home#reference-integration\) calls it handleincominglink/),
      expect.stringMatching(/:15: the deferred link is routed with Navigator.route; the reference integration .* routes with LinkRouter.open/),
      expect.stringMatching(/:14: the environment is chosen by "if\(BuildConfig.DEBUG\)/),
    ]);
  });

  it('passes a partial sample that uses the reference’s names or a plain environment value', async () => {
    const partial = sample('kotlin', [
      'private fun handleIncomingLink(intent: Intent) {',
      '    Attrio.processDeeplink(intent.data!!, this)',
      '}',
      'val config = AttrioConfig(this, "KEY", AttrioEnvironment.SANDBOX)',
    ].join('\n'));
    expect(await findings('reference-names', reference, partial)).toEqual([]);
    expect(await applies('reference-names', reference, partial)).toBe(1);
  });
});

import {describe, expect, it} from 'vitest';
import type {Sample} from '../../samples/collect';
import {checkObjc, shapeOf} from '../../samples/check/objc';
import {objcSdkHeader} from '../../samples/generate/objc';
import {sample as make, workDir} from './sampleFactory';

const sample = (code: string, title = 'AttrioSetup.m') =>
  make({language: 'objc', fence: 'objectivec', doc: 'ios/example.mdx', line: 20, title, platform: 'ios', code});

/** Each check runs clang once over its samples, as `npm test` does. */
const check = (...samples: Sample[]) => checkObjc(samples, workDir('objc'));

const setup = (body: string) =>
  `@import AttrioSDK;\n\nvoid StartAttrio(void) {\n    AttrioConfig *config = [[AttrioConfig alloc] initWithSdkKey:@"KEY"\n` +
  `                                                    environment:AttrioEnvironmentSandbox];\n${body}\n    [Attrio initialize:config];\n}`;

describe('the Objective-C header generated from the manifest', () => {
  it('has the selectors, initialisers, enums and blocks the docs use', () => {
    const header = objcSdkHeader();
    expect(header).toContain('+ (void)setUserProperty:(NSString *)key value:(NSString *)value;');
    expect(header).toContain('- (instancetype)initWithSdkKey:(NSString *)sdkKey environment:(AttrioEnvironment)environment');
    expect(header).toContain('- (instancetype)initWithEventToken:(NSString *)eventToken');
    expect(header).toContain('+ (void)processDeeplink:(NSURL *)url;');
    expect(header).toContain('+ (void)setUserId:(NSString * _Nullable)userId;');
    expect(header).toContain('@property (nonatomic, copy) BOOL (^deferredDeeplinkCallback)(NSString *url);');
    expect(header).toMatch(/typedef NS_ENUM\(NSInteger, AttrioEnvironment\) \{\s*AttrioEnvironmentSandbox,/);
  });
});

// clang runs in these tests; a loaded machine makes it slow, not wrong.
describe('the Objective-C sample check', {timeout: 60_000}, () => {
  it('reads a sample’s shape: a whole file, methods outside an @implementation, or statements', () => {
    expect(shapeOf(setup(''))).toBe('file');
    expect(shapeOf('@import AttrioSDK;\n\n- (void)didSignOut {\n    [Attrio setUserId:nil];\n}')).toBe('methods');
    expect(shapeOf('AttrioEvent *event = [[AttrioEvent alloc] initWithEventToken:@"abc"];\n[Attrio trackEvent:event];')).toBe('statements');
  });

  it('passes correct samples: a file, methods of the app delegate after their imports, statements', async () => {
    const file = sample(setup('    config.logLevel = AttrioLogLevelVerbose;\n    config.attributionCallback = ^(AttrioAttribution *attribution) {\n        NSLog(@"%@", attribution.network ?: @"none");\n    };'));
    const methods = sample(
      '#import <AttrioSDK/AttrioSDK.h>\n\n- (void)application:(UIApplication *)application\n' +
        '    didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken {\n    [Attrio setPushToken:deviceToken];\n}',
      'AppDelegate.m',
    );
    const statements = sample('AttrioEvent *event = [[AttrioEvent alloc] initWithEventToken:@"abc123"];\n[event setRevenue:9.99 currency:@"EUR"];\n[Attrio trackEvent:event];', 'CheckoutViewController.m');
    expect(await check(file, methods, statements)).toEqual([]);
  });

  it('fails on an unknown SDK selector, with the page and line', async () => {
    const problems = await check(sample(setup('    [Attrio trackPurchase:9.99];')));
    expect(problems).toEqual([
      {where: 'docs/ios/example.mdx:26', message: "no known class method for selector 'trackPurchase:' (AttrioSetup.m)"},
    ]);
  });

  it('fails on type errors: a string where the SDK takes an NSURL, nil where it takes an event', async () => {
    const problems = await check(
      sample(setup('    [Attrio processDeeplink:@"https://example.com/promo"];\n    [Attrio trackEvent:nil];')),
    );
    expect(problems.map((p) => p.where)).toEqual(['docs/ios/example.mdx:26', 'docs/ios/example.mdx:27']);
    expect(problems[0]!.message).toMatch(/incompatible pointer types sending 'NSString \*' to parameter of type 'NSURL \* _Nonnull'/);
    expect(problems[1]!.message).toMatch(/null passed to a callee that requires a non-null argument/);
  });

  it('fails on a syntax error, at its line in methods that follow the sample’s imports', async () => {
    const problems = await check(
      sample('@import AttrioSDK;\n\n- (void)didSignOut {\n    [Attrio setUserId:nil;\n}', 'SessionManager.m'),
    );
    expect(problems.map((p) => p.where)).toContain('docs/ios/example.mdx:24');
    expect(problems[0]!.message).toMatch(/expected ']'/);
  });

  it('checks both sides of #if DEBUG and says which build fails', async () => {
    const problems = await check(
      sample(setup('#if DEBUG\n    config.logLevel = AttrioLogLevelVerbos;\n#else\n    config.logLevel = AttrioLogLevelWarn;\n#endif')),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]!.where).toBe('docs/ios/example.mdx:27');
    expect(problems[0]!.message).toMatch(/AttrioLogLevelVerbos.*\[with DEBUG defined\]/);
  });
});

import {describe, expect, it} from 'vitest';
import {checkSwift} from '../../samples/check/treesitter';
import {findUndeclaredCalls} from '../../support/sdkCalls';
import {sample as make} from './sampleFactory';

const sample = (code: string, line = 30) =>
  make({language: 'swift', fence: 'swift', doc: 'ios/example.mdx', line, title: 'AppDelegate.swift', platform: 'ios', code});

describe('the Swift sample check (tree-sitter: syntax, not types)', {timeout: 30_000}, () => {
  it('passes samples as written: a file, and top-level statements as a main.swift has', async () => {
    const file = sample(
      'import UIKit\nimport AttrioSDK\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n' +
        '    func application(_ application: UIApplication,\n' +
        '                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n' +
        '        let config = AttrioConfig(sdkKey: "KEY", environment: .sandbox)\n' +
        '        config.deferredDeeplinkCallback = { [weak self] url in\n            self?.route(url)\n            return false\n        }\n' +
        '#if DEBUG\n        config.logLevel = .verbose\n#endif\n        Attrio.initialize(config)\n        return true\n    }\n}',
    );
    const statements = sample('let event = AttrioEvent(eventToken: "abc123")\nevent.setRevenue(9.99, currency: "EUR")\nAttrio.trackEvent(event)');
    expect(await checkSwift([file, statements])).toEqual([]);
  });

  it('fails on a syntax error, with the page and line and the text around it', async () => {
    const problems = await checkSwift([sample('let event = AttrioEvent(eventToken: "abc123")\nAttrio.trackEvent(event\nprint("sent")')]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.where).toMatch(/^docs\/ios\/example\.mdx:3[23]$/);
    expect(problems[0]!.message).toMatch(/^syntax error: (missing|unexpected) .*\(tree-sitter-swift\)/);
  });

  it('fails on an unbalanced brace, at the line that opens it', async () => {
    const problems = await checkSwift([sample('Attrio.getAttribution { attribution in\n    print(attribution?.network ?? "none")\n')]);
    expect(problems).toEqual([
      {where: 'docs/ios/example.mdx:31', message: 'syntax error: unexpected "{ attribution in" (tree-sitter-swift) (AppDelegate.swift)'},
    ]);
  });

  it('leaves an unknown SDK call to the manifest scan, which rejects it', async () => {
    const code = 'Attrio.trackPurchase(9.99)';
    expect(await checkSwift([sample(code)])).toEqual([]);
    const block = {doc: 'ios/example.mdx', line: 30, lang: 'swift', meta: '', code};
    expect(findUndeclaredCalls(block, 'ios').map((v) => v.found)).toEqual(['Attrio.trackPurchase']);
  });
});

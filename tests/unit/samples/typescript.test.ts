import {describe, expect, it, vi} from 'vitest';
import {checkTypescript} from '../../samples/check/typescript';
import {sample, workDir} from './sampleFactory';

const web = (code: string, line = 20) =>
  sample({language: 'typescript', fence: 'ts', doc: 'web/example.mdx', line, title: 'src/analytics.ts', platform: 'web', code});

// Each test builds a TypeScript program with the React types: seconds on a busy machine.
vi.setConfig({testTimeout: 60_000});

describe('the TypeScript and JavaScript sample check', () => {
  it('passes a sample that uses the Web SDK as the manifest declares it', async () => {
    const ok = web("import {Attrio, AttrioEvent} from '@attrio/web-sdk';\nconst event = new AttrioEvent('abc123');\nevent.setRevenue(9.99, 'EUR');\nAttrio.trackEvent(event);");
    expect(await checkTypescript([ok], workDir('ts-ok'))).toEqual([]);
  });

  it('fails an unknown SDK call, a type error and a syntax error, each at its line in the page', async () => {
    const unknownCall = web("import {Attrio} from '@attrio/web-sdk';\nAttrio.trackEvnt('abc123');", 30);
    const typeError = web("import {Attrio} from '@attrio/web-sdk';\nAttrio.setEnabled('yes');", 40);
    const syntaxError = web("import {Attrio} from '@attrio/web-sdk';\nAttrio.setEnabled(true;", 50);
    const problems = await checkTypescript([unknownCall, typeError, syntaxError], workDir('ts-broken'));
    expect(problems.map((p) => p.where)).toEqual(
      expect.arrayContaining(['docs/web/example.mdx:32', 'docs/web/example.mdx:42', 'docs/web/example.mdx:52']),
    );
    expect(problems.find((p) => p.where.endsWith(':32'))?.message).toContain("Property 'trackEvnt' does not exist");
    expect(problems.find((p) => p.where.endsWith(':42'))?.message).toContain('not assignable to parameter of type');
    expect(problems.find((p) => p.where.endsWith(':52'))?.message).toContain("')' expected");
  });

  it('checks JavaScript for unknown names and members, without asking for annotations', async () => {
    const js = (code: string, line: number) =>
      sample({language: 'javascript', fence: 'js', doc: 'reactnative/example.mdx', line, title: 'src/attrio.js', platform: 'reactnative', code});
    const ok = js("import {Attrio} from '@attrio/react-native-sdk';\nexport function signIn(userId) {\n  Attrio.setUserId(userId);\n}", 10);
    const broken = js("import {Attrio} from '@attrio/react-native-sdk';\nAttrio.showSmartBanner({title: 'x', cta: 'y'});", 60);
    const problems = await checkTypescript([ok, broken], workDir('js'));
    expect(problems.map((p) => `${p.where} ${p.message.split('.')[0]}`)).toEqual([
      "docs/reactnative/example.mdx:62 TS2339: Property 'showSmartBanner' does not exist on type 'typeof Attrio'",
    ]);
  });

  it('gives a snippet the imports and the config its page implies, and nothing else', async () => {
    const snippet = sample({
      language: 'typescript', fence: 'ts', doc: 'reactnative/example.mdx', line: 5, title: 'src/attrio.ts',
      platform: 'reactnative', code: 'config.logLevel = AttrioLogLevel.Verbose;\nAttrio.initialize(config);\nundeclaredHelper();',
    });
    expect(await checkTypescript([snippet], workDir('ts-snippet'))).toEqual([
      {where: 'docs/reactnative/example.mdx:8', message: "TS2304: Cannot find name 'undeclaredHelper'. (src/attrio.ts)"},
    ]);
  });
});

import {describe, expect, it} from 'vitest';
import {remark} from 'remark';
import {buildTokenTable, replaceTokens, UnknownTokenError} from '../../src/data/tokens';
import {getPlatform, requirements} from '../../src/data/platforms';
import remarkTokens from '../../src/plugins/remark-tokens';
import {parseFrontMatterWithTokens} from '../../src/plugins/remark-tokens/frontMatter';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';

const table = buildTokenTable();
const android = getPlatform('android');

async function transform(markdown: string): Promise<string> {
  const file = await remark().use(remarkTokens).process({value: markdown, path: 'docs/example.mdx'});
  return String(file);
}

describe('token table', () => {
  it('exposes product, per-platform and requirement values', () => {
    expect(table['product.name']).toBe('Attrio');
    expect(table['android.version']).toBe(android.sdk.version);
    expect(table['android.package']).toBe(android.sdk.package);
    expect(table['android.requires.minSdk']).toBe(String(requirements.android.minSdk));
    expect(table['native.ios']).toBe(getPlatform('ios').sdk.version);
  });

  it('names the file, the line and related tokens for an unknown token', () => {
    expect(() => replaceTokens('see %%android.versoin%%', table, {file: 'a.mdx', line: 3})).toThrow(UnknownTokenError);
    expect(() => replaceTokens('see %%android.versoin%%', table, {file: 'a.mdx', line: 3})).toThrow(
      /a\.mdx:3: unknown token %%android\.versoin%%\. Tokens under "android": .*android\.version/,
    );
  });
});

describe('remark-tokens plugin', () => {
  it('replaces tokens in prose, inline code, links and code blocks with their titles', async () => {
    const output = await transform(
      [
        'Use %%product.name%% `%%android.version%%` from [GitHub](%%android.repository%%).',
        '',
        '```kotlin title="%%android.title%% build.gradle.kts"',
        'implementation("%%android.package%%:%%android.version%%")',
        '```',
      ].join('\n'),
    );
    expect(output).toContain(`Use Attrio \`${android.sdk.version}\` from [GitHub](${android.links.repository}).`);
    expect(output).toContain('title="Android build.gradle.kts"');
    expect(output).toContain(`implementation("${android.sdk.package}:${android.sdk.version}")`);
    expect(output).not.toContain('%%');
  });

  it('fails the build on an unknown token inside a code block, naming its line', async () => {
    const markdown = ['# Title', '', '```kotlin', 'val ok = 1', 'val v = "%%android.nope%%"', '```'].join('\n');
    await expect(transform(markdown)).rejects.toThrow(/docs\/example\.mdx:5: unknown token %%android\.nope%%/);
  });

  it('fails the build on an unknown token in front matter, naming its line', async () => {
    const fileContent = ['---', 'title: "%%product.name%% on Android"', 'description: The %%android.nope%% guide', '---', '', '# Title'].join('\n');
    const parsed = parseFrontMatterWithTokens({filePath: 'docs/example.mdx', fileContent, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
    await expect(parsed).rejects.toThrow(/^docs\/example\.mdx:3: unknown token %%android\.nope%%\. Tokens under "android"/);
    await expect(parsed).rejects.toMatchObject({token: '%%android.nope%%', site: {file: 'docs/example.mdx', line: 3}});
  });

  it('leaves text without tokens untouched', async () => {
    expect(await transform('100% sure, 50%% off')).toBe('100% sure, 50%% off\n');
  });
});

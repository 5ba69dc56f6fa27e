import {describe, expect, it} from 'vitest';
import {join} from 'node:path';
import {
  MAX_OVERALL_SHARE,
  compareFrameworks,
  comparePages,
  jaccard,
  neutralWords,
  proseParagraphs,
  shingles,
} from '../../scripts/framework-overlap';

const similarity = (a: string, b: string) => jaccard(shingles(neutralWords(a)), shingles(neutralWords(b)));

describe('the Flutter / React Native overlap measure', () => {
  const flutter =
    'The Flutter plugin passes every Dart call across a platform channel to the native SDK, which stores packages, ' +
    'retries them and reads identifiers. Install it with `flutter pub add %%flutter.package%%`.';
  const reactNative =
    'The React Native package passes every JavaScript call across the bridge to the native SDK, which stores packages, ' +
    'retries them and reads identifiers. Install it with `npm install %%reactnative.package%%`.';

  it('matches two paragraphs that differ only in the framework’s names', () => {
    expect(similarity(flutter, reactNative)).toBeGreaterThanOrEqual(0.5);
  });

  it('does not match them before the names are swapped', () => {
    const raw = (text: string) => shingles(text.toLowerCase().match(/[a-z0-9_]+/g) ?? []);
    expect(jaccard(raw(flutter), raw(reactNative))).toBeLessThan(0.5);
  });

  it('does not match unrelated paragraphs', () => {
    const unrelated =
      'Uninstalls are measured with silent pushes: when the push service says the token is gone, the install is ' +
      'counted as removed and credited to its campaign.';
    expect(similarity(flutter, unrelated)).toBeLessThan(0.5);
  });

  it('reads prose only: no front matter, code, JSX, headings, tables or short navigation lines', () => {
    const page = [
      '---', "title: 'A page about the Flutter plugin and its many settings'", '---', '',
      "import LinkTable from '@site/src/components/LinkTable';", '',
      '## A heading that is long enough to count as prose if it were read', '',
      'First paragraph, which spans', 'two lines of the source file.', '',
      '```dart title="lib/main.dart"', 'final words = "inside a code block are never prose";', '```', '',
      '| A table | row that has many words in it |', '',
      '<CodeTabs group="js">', '',
      '- A list item that is a paragraph of its own.', '- A second item, also long enough.', '',
      '- [Next steps](/flutter/event).', '',
    ].join('\n');
    expect(proseParagraphs(page)).toEqual([
      'First paragraph, which spans two lines of the source file.',
      'A list item that is a paragraph of its own.',
      'A second item, also long enough.',
    ]);
  });

  it('counts the Flutter paragraphs that nearly match one of the same page', () => {
    const result = comparePages('home.mdx', `${flutter}\n\nOnly Flutter apps need this sentence about Dart isolates.`, reactNative);
    expect(result).toMatchObject({page: 'home.mdx', paragraphs: 2, nearMatches: 1});
  });
});

describe('docs/flutter and docs/reactnative', () => {
  const pages = compareFrameworks(join(__dirname, '..', '..', 'docs'));

  it('compare every Flutter page that has a React Native counterpart', () => {
    expect(pages.map((p) => p.page)).toContain('integration/home.mdx');
    expect(pages.every((p) => p.paragraphs > 0)).toBe(true);
  });

  it('share at most a quarter of their prose paragraphs', () => {
    const paragraphs = pages.reduce((sum, p) => sum + p.paragraphs, 0);
    const matched = pages.flatMap((p) => p.matched.map((text) => `${p.page}: ${text}`));
    expect(matched.length / paragraphs, matched.join('\n')).toBeLessThanOrEqual(MAX_OVERALL_SHARE);
  });
});

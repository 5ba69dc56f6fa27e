import {describe, expect, it} from 'vitest';
import {parseInline, splitParagraphs, UNSUPPORTED_MARKDOWN} from './inlineMarkdown';

describe('inline Markdown of schema descriptions', () => {
  it('reads code, strong, emphasis and links', () => {
    expect(parseInline('Use `devenv run` **now**, *carefully*, see [docs](https://example.com).')).toEqual([
      {type: 'text', value: 'Use '},
      {type: 'code', value: 'devenv run'},
      {type: 'text', value: ' '},
      {type: 'strong', children: [{type: 'text', value: 'now'}]},
      {type: 'text', value: ', '},
      {type: 'emphasis', children: [{type: 'text', value: 'carefully'}]},
      {type: 'text', value: ', see '},
      {type: 'link', href: 'https://example.com', children: [{type: 'text', value: 'docs'}]},
      {type: 'text', value: '.'},
    ]);
  });

  it('leaves a lone asterisk and glob patterns as text', () => {
    expect(parseInline('Patterns like *.log and 2 * 3')).toEqual([{type: 'text', value: 'Patterns like *.log and 2 * 3'}]);
  });

  it('splits paragraphs on blank lines and joins wrapped lines', () => {
    expect(splitParagraphs('one\ntwo\n\nthree')).toEqual(['one two', 'three']);
  });

  it('recognises block syntax it does not render', () => {
    expect(UNSUPPORTED_MARKDOWN.test('- item')).toBe(true);
    expect(UNSUPPORTED_MARKDOWN.test('## Heading')).toBe(true);
    expect(UNSUPPORTED_MARKDOWN.test('A `code` span and a sentence.')).toBe(false);
  });
});

import {describe, expect, it} from 'vitest';
import type {Token} from 'prism-react-renderer';
import {compactTokens} from './compactTokens';

const token = (content: string, ...types: string[]): Token => ({types, content});

describe('compactTokens', () => {
  it('joins neighbours of the same types and keeps their text in order', () => {
    const line = [token('google', 'function'), token('(', 'punctuation'), token(')', 'punctuation'), token(';', 'punctuation')];
    expect(compactTokens(line)).toEqual([token('google', 'function'), token('();', 'punctuation')]);
  });

  it('keeps neighbours apart when their types differ, even in part', () => {
    const line = [token('<', 'tag', 'punctuation'), token('>', 'punctuation'), token('a', 'tag')];
    expect(compactTokens(line)).toEqual(line);
  });

  it('drops tokens without text, so the text on either side can join', () => {
    const line = [token('val ', 'plain'), token('', 'plain'), token('x', 'plain'), token('', 'plain')];
    expect(compactTokens(line)).toEqual([token('val x', 'plain')]);
  });

  it("keeps an empty line's marker as it is", () => {
    const marker: Token = {types: ['plain'], content: '\n', empty: true};
    expect(compactTokens([marker])).toEqual([marker]);
  });

  it('leaves a line of empty tokens alone rather than return no tokens', () => {
    const line = [token('', 'plain')];
    expect(compactTokens(line)).toEqual(line);
  });

  it('does not change the tokens it was given', () => {
    const line = [token('(', 'punctuation'), token(')', 'punctuation')];
    compactTokens(line);
    expect(line).toEqual([token('(', 'punctuation'), token(')', 'punctuation')]);
  });
});

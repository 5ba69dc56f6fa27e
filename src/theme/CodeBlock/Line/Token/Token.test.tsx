// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render} from '@testing-library/react';
import type {Token as PrismToken} from 'prism-react-renderer';
import Token from '.';

afterEach(cleanup);

function renderToken(token: PrismToken, style?: {display: string}): HTMLElement {
  const {container} = render(
    <div>
      <Token token={token} line={[token]} className={['token', ...token.types].join(' ')} style={style}>
        {token.content}
      </Token>
    </div>,
  );
  return container.firstElementChild as HTMLElement;
}

describe('CodeBlock/Line/Token', () => {
  it('renders plain text as text, without an element', () => {
    const line = renderToken({types: ['plain'], content: 'val answer = '});
    expect(line.innerHTML).toBe('val answer = ');
  });

  it('renders a highlighted token as a span with its classes', () => {
    const line = renderToken({types: ['keyword'], content: 'val'});
    expect(line.innerHTML).toBe('<span class="token keyword">val</span>');
  });

  it("keeps the span of an empty line's marker", () => {
    const line = renderToken({types: ['plain'], content: '', empty: true}, {display: 'inline-block'});
    expect(line.querySelectorAll('span.plain')).toHaveLength(1);
  });
});

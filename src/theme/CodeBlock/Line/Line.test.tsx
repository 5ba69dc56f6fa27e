// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render, screen} from '@testing-library/react';
import type {Props} from '@theme/CodeBlock/Line';
import {renders} from '@theme-original/CodeBlock/Line';
import Line from '.';

afterEach(cleanup);

const tokens = (text: string): Props['line'] => [{types: ['plain'], content: text}];
/** What prism-react-renderer passes: prop getters made anew on each render of the block. */
const freshGetters = (): Pick<Props, 'getLineProps' | 'getTokenProps'> => ({
  getLineProps: () => ({className: 'token-line'}),
  getTokenProps: ({token}) => ({className: 'token', children: token.content}),
});

describe('CodeBlock/Line', () => {
  it('does not render again when only the prop getters are new', () => {
    renders.count = 0;
    const line = tokens('val answer = 42');
    const {rerender} = render(<Line line={line} classNames={undefined} showLineNumbers={false} {...freshGetters()} />);
    rerender(<Line line={line} classNames={undefined} showLineNumbers={false} {...freshGetters()} />);
    expect(renders.count).toBe(1);
  });

  it('renders again when its tokens, class names or numbering change', () => {
    renders.count = 0;
    const line = tokens('val answer = 42');
    const {rerender} = render(<Line line={line} classNames={undefined} showLineNumbers={false} {...freshGetters()} />);
    rerender(<Line line={tokens('val answer = 43')} classNames={undefined} showLineNumbers={false} {...freshGetters()} />);
    expect(screen.getByText('val answer = 43')).toBeTruthy();
    rerender(<Line line={line} classNames={['highlighted']} showLineNumbers={false} {...freshGetters()} />);
    rerender(<Line line={line} classNames={['highlighted']} showLineNumbers {...freshGetters()} />);
    expect(renders.count).toBe(4);
  });
});

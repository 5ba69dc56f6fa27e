/**
 * Wraps the theme's code line (no ejection) so that a line renders again only when its own content changes, and
 * with fewer elements.
 *
 * Renders again: a code block renders again whenever its state does, and each block does so once after it mounts: it
 * measures whether it scrolls sideways, to offer the word-wrap button. Each such render rebuilt every line and token
 * of the block; skipping them took a third off the longest task after hydration on the long guides, when hydration
 * still rendered the lines (a first load now keeps the server's lines: `../Content`). It still spares every block of
 * a page reached by client-side navigation. prism-react-renderer hands each line new prop getters on every render, so they are left out of the
 * comparison. What they return depends on the block's language, which never changes, and on the Prism theme, which is
 * the same in both colour modes (tests/unit/codeTheme.test.ts holds the config to that; see also `../index.tsx`).
 *
 * Fewer elements: every token is an element to parse, style, lay out and hydrate, and code is most of a long guide's
 * elements (1,466 of 2,268 on the Android guide). `compactTokens` joins neighbours that render alike and drops empty
 * ones, and `./Token` renders plain text without a span.
 */
import {memo, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line';
import ThemeLine from '@theme-original/CodeBlock/Line';
import {compactTokens} from './compactTokens';

// `@theme-original/*` modules are declared untyped; this one has the contract of `@theme/CodeBlock/Line`.
const Line: ComponentType<Props> = ThemeLine;

function CompactLine({line, ...props}: Props): ReactNode {
  return <Line line={compactTokens(line)} {...props} />;
}

export default memo(
  CompactLine,
  (before, after) =>
    before.line === after.line &&
    before.classNames === after.classNames &&
    before.showLineNumbers === after.showLineNumbers,
);

/**
 * Ejected from the classic theme (3.10) to drop one line: its `key={String(isBrowser)}`, which remounts every code
 * block once the page has hydrated so that a dark-mode reader gets the dark Prism theme's inline colours. Our code
 * theme is the same in both modes (`prism.theme` and `prism.darkTheme` in docusaurus.config.ts, held equal by
 * tests/unit/codeTheme.test.ts), so the remount only tokenised and rebuilt every block again: on a long guide, the
 * longest task after the page first paints. Everything else is the stock file.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** A plain string when the children are only text, so the block can be copied; otherwise the children as given. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

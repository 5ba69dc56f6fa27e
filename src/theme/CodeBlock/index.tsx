/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (MIT). Copyright (c) Facebook, Inc. and its affiliates; this source
 * code is licensed under the MIT license found in the LICENSE file of that package.
 *
 * Ejected to drop its `key={String(isBrowser)}`, which remounts every code block once the page has hydrated so that
 * a dark-mode reader gets the dark Prism theme's inline colours. Our code theme is the same in both modes
 * (`prism.theme` and `prism.darkTheme` in docusaurus.config.ts, held equal by tests/unit/codeTheme.test.ts), so the
 * remount only tokenised and rebuilt every block again: on a long guide, the longest task after the page first paints.
 *
 * Below this comment the file is upstream's text, formatting included, except the lines marked `// CHANGED:`, so
 * that it can be compared with a newer release line by line; tests/unit/themeDrift.test.ts holds it to that.
 */

import React, {isValidElement, type ReactNode} from 'react';
// CHANGED: no `useIsBrowser` import: it only fed the remount key removed below.
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  // CHANGED: no `const isBrowser = useIsBrowser();` nor upstream's comment on it: the remount it fed
  // CHANGED: only re-applies the dark-mode Prism theme, and ours is the same in both modes (see the header).
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return (
    // CHANGED: was `<CodeBlockComp key={String(isBrowser)} {...props}>`: no remount after hydration.
    <CodeBlockComp {...props}>
      {children as string}
    </CodeBlockComp>
  );
}

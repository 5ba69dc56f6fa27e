/**
 * Wraps the theme's highlighted code (no ejection) so that a page's first load keeps the code the server rendered
 * instead of building it again. To hydrate a code block, React would run Prism over its source and walk every line
 * and token it produced, only to find the elements already in the page; on a long guide that is most of the
 * hydration's work, and hidden tab panels pay it too. Here hydration renders the block's `<pre>` with its server
 * content as opaque HTML, which React adopts without looking inside; nothing inside a code block changes once shown
 * (the word-wrap button and the copy button work on the element and on the source, not on the tokens), and our Prism
 * theme is the same in both colour modes (tests/unit/codeTheme.test.ts).
 *
 * A block that mounts later (a page reached by client-side navigation) is rendered by the theme as usual, and so is
 * one React renders from scratch during the first load: when hydration fails and React renders the page itself, the
 * `<pre>` it creates is empty, and the block renders its code at once.
 */
import {useLayoutEffect, useState, type ComponentType, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import ThemeContent from '@theme-original/CodeBlock/Content';
import {SERVED_INNER_HTML, useHydratingServedPage} from '../../servedHtml';

// `@theme-original/*` modules are declared untyped; this one has the contract of `@theme/CodeBlock/Content`.
const Content: ComponentType<Props> = ThemeContent;

export default function ContentWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const [keepServerContent, setKeepServerContent] = useState(useHydratingServedPage());

  useLayoutEffect(() => {
    if (keepServerContent && !wordWrap.codeBlockRef.current?.hasChildNodes()) setKeepServerContent(false);
  }, [keepServerContent, wordWrap.codeBlockRef]);

  if (!keepServerContent) return <Content {...props} />;
  return (
    // The theme's own ref: the word-wrap button measures and styles the block through it.
    <pre ref={wordWrap.codeBlockRef} dangerouslySetInnerHTML={SERVED_INNER_HTML} suppressHydrationWarning />
  );
}

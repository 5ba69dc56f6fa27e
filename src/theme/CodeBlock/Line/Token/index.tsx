/**
 * Wraps the theme's code token (no ejection): plain text, which is most tokens of a sample and which prism-react-
 * renderer gives only the class `token plain` and no style, is rendered as text without a span of its own. It takes
 * the line's colour either way (the theme's plain colour, set on the line), and no stylesheet of the site or the
 * theme styles `.token.plain`. An empty line's marker keeps its span: its inline-block display holds the line open.
 */
import type {ComponentType, ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';
import ThemeToken from '@theme-original/CodeBlock/Line/Token';

// `@theme-original/*` modules are declared untyped; this one has the contract of `@theme/CodeBlock/Line/Token`.
const Token: ComponentType<Props> = ThemeToken;

export default function TokenWrapper(props: Props): ReactNode {
  const {token} = props;
  const isPlainText = !token.empty && token.types.length === 1 && token.types[0] === 'plain';
  return isPlainText ? token.content : <Token {...props} />;
}

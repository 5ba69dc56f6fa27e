import type {Props} from '@theme/CodeBlock/Line/Token';

/** Stand-in for the theme's code token: a span, as the theme renders it. */
export default function CodeBlockLineToken({line: _line, token: _token, ...props}: Props) {
  return <span {...props} />;
}

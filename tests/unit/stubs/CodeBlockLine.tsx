import type {Props} from '@theme/CodeBlock/Line';

/** Stand-in for the theme's code line: its text, and how many times it rendered. */
export const renders = {count: 0};

export default function CodeBlockLine({line}: Props) {
  renders.count += 1;
  return <div>{line.map((token) => token.content).join('')}</div>;
}

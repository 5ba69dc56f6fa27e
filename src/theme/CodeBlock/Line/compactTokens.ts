import type {Token} from 'prism-react-renderer';

const sameTypes = (a: Token, b: Token): boolean =>
  a.types.length === b.types.length && a.types.every((type, index) => type === b.types[index]);

/**
 * The line's tokens as fewer elements that render the same: neighbours of the same types (Prism splits `();` into
 * three punctuation tokens) joined into one, and tokens without text dropped (Prism leaves an empty plain token
 * before most line ends). An empty line's marker token (`empty`) is kept as it is.
 */
export function compactTokens(line: readonly Token[]): Token[] {
  const compacted: Token[] = [];
  for (const token of line) {
    if (token.empty) {
      compacted.push(token);
      continue;
    }
    if (token.content === '') continue;
    const previous = compacted[compacted.length - 1];
    if (previous && !previous.empty && sameTypes(previous, token)) {
      compacted[compacted.length - 1] = {...previous, content: previous.content + token.content};
    } else {
      compacted.push(token);
    }
  }
  return compacted.length > 0 ? compacted : [...line];
}

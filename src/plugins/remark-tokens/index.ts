/**
 * Remark plugin: replaces `%%token%%` with product data (versions, coordinates, URLs) everywhere a writer can
 * type it: prose, inline code, fenced code and its title, link and image targets, and string attributes of JSX
 * elements. An unknown token fails the build and names the file and line; `npm run check:pages` passes `onUnknown`
 * instead, to list every unknown token of a page in one run (each is left as written).
 */
import {buildTokenTable, replaceTokens, UnknownTokenError, type TokenSite} from '../../data/tokens';

interface Position {
  start: {line: number};
}

interface MdNode {
  type: string;
  value?: string;
  meta?: string | null;
  url?: string;
  title?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: MdNode[];
  position?: Position;
}

interface VFileLike {
  path?: string;
}

export interface RemarkTokensOptions {
  /** Called for each line with an unknown token, which then stays as written; without it, the first one throws. */
  onUnknown?: (error: UnknownTokenError) => void;
}

/** Built once per build, shared with the front-matter parser. */
export const tokenTable = buildTokenTable();

type OnUnknown = RemarkTokensOptions['onUnknown'];

function replaceLine(line: string, site: TokenSite, onUnknown: OnUnknown): string {
  if (!onUnknown) return replaceTokens(line, tokenTable, site);
  try {
    return replaceTokens(line, tokenTable, site);
  } catch (error) {
    if (!(error instanceof UnknownTokenError)) throw error;
    onUnknown(error);
    return line;
  }
}

function replaceInValue(text: string, file: VFileLike, node: MdNode, onUnknown: OnUnknown, firstLineOffset = 0): string {
  if (!text.includes('%%')) {
    return text;
  }
  // Replace line by line so that the error names the exact line of a multi-line code block.
  const startLine = (node.position?.start.line ?? 0) + firstLineOffset;
  return text
    .split('\n')
    .map((line, index) => replaceLine(line, {file: file.path ?? '<unknown file>', line: startLine + index}, onUnknown))
    .join('\n');
}

function transformNode(node: MdNode, file: VFileLike, onUnknown: OnUnknown): void {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      node.value = replaceInValue(node.value ?? '', file, node, onUnknown);
      break;
    case 'code':
      // The fence line comes first, so the code's first line is one below the node's start.
      node.meta = node.meta ? replaceInValue(node.meta, file, node, onUnknown) : node.meta;
      node.value = replaceInValue(node.value ?? '', file, node, onUnknown, 1);
      break;
    case 'link':
    case 'image':
    case 'definition':
      node.url = replaceInValue(node.url ?? '', file, node, onUnknown);
      node.title = node.title ? replaceInValue(node.title, file, node, onUnknown) : node.title;
      break;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      for (const attribute of node.attributes ?? []) {
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
          attribute.value = replaceInValue(attribute.value, file, node, onUnknown);
        }
      }
      break;
    default:
      break;
  }
  for (const child of node.children ?? []) {
    transformNode(child, file, onUnknown);
  }
}

export default function remarkTokens(options: RemarkTokensOptions = {}) {
  return (tree: MdNode, file: VFileLike): void => {
    transformNode(tree, file, options.onUnknown);
  };
}

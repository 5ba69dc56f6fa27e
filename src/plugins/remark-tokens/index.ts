/**
 * Remark plugin: replaces `%%token%%` with product data (versions, coordinates, URLs) everywhere a writer can
 * type it: prose, inline code, fenced code and its title, link and image targets, and string attributes of JSX
 * elements. An unknown token fails the build and names the file and line.
 */
import {buildTokenTable, replaceTokens} from '../../data/tokens';

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

/** Built once per build, shared with the front-matter parser. */
export const tokenTable = buildTokenTable();

function replaceInValue(text: string, file: VFileLike, node: MdNode, firstLineOffset = 0): string {
  if (!text.includes('%%')) {
    return text;
  }
  // Replace line by line so that the error names the exact line of a multi-line code block.
  const startLine = (node.position?.start.line ?? 0) + firstLineOffset;
  return text
    .split('\n')
    .map((line, index) => replaceTokens(line, tokenTable, `${file.path ?? '<unknown file>'}:${startLine + index}`))
    .join('\n');
}

function transformNode(node: MdNode, file: VFileLike): void {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      node.value = replaceInValue(node.value ?? '', file, node);
      break;
    case 'code':
      // The fence line comes first, so the code's first line is one below the node's start.
      node.meta = node.meta ? replaceInValue(node.meta, file, node) : node.meta;
      node.value = replaceInValue(node.value ?? '', file, node, 1);
      break;
    case 'link':
    case 'image':
    case 'definition':
      node.url = replaceInValue(node.url ?? '', file, node);
      node.title = node.title ? replaceInValue(node.title, file, node) : node.title;
      break;
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      for (const attribute of node.attributes ?? []) {
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
          attribute.value = replaceInValue(attribute.value, file, node);
        }
      }
      break;
    default:
      break;
  }
  for (const child of node.children ?? []) {
    transformNode(child, file);
  }
}

export default function remarkTokens() {
  return (tree: MdNode, file: VFileLike): void => {
    transformNode(tree, file);
  };
}

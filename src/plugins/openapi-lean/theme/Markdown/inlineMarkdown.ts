/**
 * A parser for the inline Markdown that schema descriptions use: paragraphs, `code`, **strong**, *emphasis* and
 * [links](https://…). Anything else is shown as plain text. `tests/unit/apiSpec.test.ts` checks that every
 * description in the OpenAPI document, wherever it sits, stays within this subset.
 */
export type InlineNode =
  | {type: 'text'; value: string}
  | {type: 'code'; value: string}
  | {type: 'strong' | 'emphasis'; children: InlineNode[]}
  | {type: 'link'; href: string; children: InlineNode[]};

// Emphasis follows CommonMark's flanking rule: no space just inside either asterisk.
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|(?<![\w*])\*([^*\s](?:[^*]*?[^*\s])?)\*(?![\w*])|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push({type: 'text', value: text.slice(last, match.index)});
    const [, code, strong, emphasis, linkText, href] = match;
    if (code !== undefined) nodes.push({type: 'code', value: code});
    else if (strong !== undefined) nodes.push({type: 'strong', children: parseInline(strong)});
    else if (emphasis !== undefined) nodes.push({type: 'emphasis', children: parseInline(emphasis)});
    else if (linkText !== undefined && href !== undefined) nodes.push({type: 'link', href, children: parseInline(linkText)});
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({type: 'text', value: text.slice(last)});
  return nodes;
}

/** Paragraphs are separated by blank lines; single line breaks are spaces, as in Markdown. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** Block-level Markdown the parser does not render: headings, lists, quotes, fences, tables, HTML, admonitions. */
export const UNSUPPORTED_MARKDOWN = /^\s*(#{1,6}\s|[-*+]\s|\d+\.\s|>|```|\||<[a-z]|:::)/m;

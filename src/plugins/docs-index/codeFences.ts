/**
 * The fenced code blocks of an MDX page, read from its source as a writer typed them: shared by the build's docs
 * index (the reference integrations it serves) and the tests that check every sample.
 */
export interface DocFile {
  /** Path relative to `docs/`, with forward slashes, e.g. `android/home.mdx`. */
  path: string;
  source: string;
}

export interface CodeBlock {
  doc: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

/** Fenced code blocks (``` or longer fences, possibly indented inside JSX), in order. */
export function codeBlocks(doc: DocFile): CodeBlock[] {
  const lines = doc.source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,})([\w+-]*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j] ?? '';
      if (line.trim() === fence || (line.trim().startsWith(fence) && line.trim().replace(/`/g, '') === '')) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    blocks.push({doc: doc.path, line: i + 1, lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n')});
    i = j;
  }
  return blocks;
}

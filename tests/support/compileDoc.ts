/**
 * Compiles one page of `docs/` as MDX with the site's remark and rehype plugins that can fail a page (GFM, `:::`
 * directives, tokens, task-list labels), and reads from the tree what the link check needs: every link target after
 * token replacement, with its line, and the page's heading anchors as Docusaurus makes them. Shared by
 * `tests/unit/mdx.test.ts` (every page) and `npm run check:pages` (the pages named).
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import remarkTokens from '../../src/plugins/remark-tokens';
import rehypeTaskListLabels from '../../src/plugins/rehype-task-list-labels';
import type {UnknownTokenError} from '../../src/data/tokens';
import type {DocFile} from './docs';

export interface PageLink {
  url: string;
  line: number;
  /** `markdown` for `[text](url)` and definitions, `image` for `![alt](url)`, `jsx` for an `href`/`to` attribute. */
  kind: 'markdown' | 'image' | 'jsx';
}

export interface CompiledDoc {
  /** The compiled JavaScript; undefined when the page does not compile (see `error`). */
  code?: string;
  error?: {line: number; message: string};
  /** One per line with an unknown token, with its token and line. */
  unknownTokens: UnknownTokenError[];
  links: PageLink[];
  /** Heading ids, in order: `{#id}` where given, else github-slugger over the heading's text, as Docusaurus does. */
  anchors: string[];
  /** JSX components the page renders (capitalised names): they may add links or anchors only a build sees. */
  components: string[];
}

interface Node {
  type: string;
  value?: string;
  url?: string;
  alt?: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  position?: {start: {line: number}};
  data?: {hProperties?: Record<string, unknown>; estree?: {body: unknown[]; comments?: {value: string}[]}};
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

/** mdast-util-to-string's reading of a node: its value, or its children's, with an image's alt text. */
function textOf(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/**
 * The id Docusaurus gives a heading (`@docusaurus/mdx-loader`'s `remark/headings`, which is not a dependency of the
 * site): a `{/* #id *\/}` comment last, else `{#id}` at the end of its text, else the slug of its text (github-slugger,
 * lower case, numbered when repeated). The explicit id is removed from the heading, as the site's build does.
 */
function headingId(heading: Node, slugs: ReturnType<typeof createSlugger>): string {
  const last = heading.children?.at(-1);
  const comment = last?.type === 'mdxTextExpression' && last.data?.estree?.body.length === 0
    ? last.data.estree.comments?.length === 1 ? last.data.estree.comments[0]!.value.trim().split(' ')[0] : undefined
    : undefined;
  if (comment?.startsWith('#') && comment.length > 1) {
    heading.children!.pop();
    return comment.slice(1);
  }
  const text = textOf({type: 'root', children: (heading.children ?? []).filter((c) => c.type !== 'html')});
  const parsed = parseMarkdownHeadingId(text, 'classic');
  if (parsed.id && last && typeof last.value === 'string') {
    const rest = parseMarkdownHeadingId(last.value, 'classic').text;
    if (rest || heading.children!.length === 1) last.value = rest;
    else heading.children!.pop();
    return parsed.id;
  }
  return slugs.slug(text);
}

const LINK_ATTRIBUTES = new Set(['href', 'to']);

function remarkCollect(into: CompiledDoc) {
  return () => (tree: Node) => {
    const slugs = createSlugger();
    walk(tree, (node) => {
      const line = node.position?.start.line ?? 0;
      if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url !== undefined) {
        into.links.push({url: node.url, line, kind: node.type === 'image' ? 'image' : 'markdown'});
      } else if (node.type === 'heading') {
        into.anchors.push(headingId(node, slugs));
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (node.name && /^[A-Z]/.test(node.name) && !into.components.includes(node.name)) into.components.push(node.name);
        for (const attribute of node.attributes ?? []) {
          if (attribute.type === 'mdxJsxAttribute' && LINK_ATTRIBUTES.has(attribute.name ?? '') && typeof attribute.value === 'string') {
            into.links.push({url: attribute.value, line, kind: 'jsx'});
          }
        }
      }
    });
  };
}

/** Front matter turned into blank lines, so that the body's line numbers stay the file's. */
export function bodyOf(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) => frontMatter.replace(/[^\n]/g, ''));
}

export async function compileDoc(doc: DocFile): Promise<CompiledDoc> {
  const result: CompiledDoc = {unknownTokens: [], links: [], anchors: [], components: []};
  // ES modules only: imported when first used, so that tsx can run this file as CommonJS (scripts/check-pages.ts).
  const [{compile}, {default: remarkGfm}, {default: remarkDirective}] = await Promise.all([
    import('@mdx-js/mdx'), import('remark-gfm'), import('remark-directive'),
  ]);
  try {
    const compiled = await compile({value: bodyOf(doc.source), path: `docs/${doc.path}`}, {
      remarkPlugins: [
        remarkGfm,
        remarkDirective,
        [remarkTokens, {onUnknown: (error: UnknownTokenError) => result.unknownTokens.push(error)}],
        remarkCollect(result),
      ],
      rehypePlugins: [rehypeTaskListLabels],
    });
    result.code = String(compiled);
  } catch (error) {
    const message = error as {line?: number; reason?: string; message?: string};
    result.error = {line: message.line ?? 1, message: message.reason ?? message.message ?? String(error)};
  }
  return result;
}

/**
 * Turns a built page into the Markdown a reader's tool should get: what the page shows, read from the HTML the build
 * wrote, so tokens are already values and components already rendered. The theme's constructs become their
 * Markdown equivalents first (code blocks with their titles, every tab of a tab group under its label, admonitions
 * as GitHub alerts, table captions, card links, labelled diagrams); hast-util-to-mdast and mdast-util-to-markdown
 * do the rest.
 */
import type {Element, ElementContent, Nodes as HastNodes, Parents, Root, Text} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, toMdast, type Handle} from 'hast-util-to-mdast';
import type {Blockquote, Code, Nodes as MdastNodes, Paragraph, PhrasingContent, Root as MdastRoot} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

export interface PageContext {
  /** The page's absolute URL: links and images are made absolute against it, and the twin names it as its source. */
  pageUrl: string;
  /** The absolute URL of an image the bundler inlined into the page as a `data:` URI. */
  imageUrlOf(dataUri: string): string;
}

export interface ConvertedPage {
  /** The page's title as the reader sees it (its `h1`). */
  title: string;
  /** The page's meta description. */
  description: string;
  /** The page's meta keywords (front matter `keywords`): the words readers search for it by. */
  keywords: string;
  markdown: string;
  /** The page's section headings (`h2`, `h3`) in order, with the id their anchor links use. */
  headings: {depth: 2 | 3; id: string; text: string}[];
}

/** GitHub alert types for the theme's admonitions. */
const ALERT_TYPES: Record<string, string> = {
  note: 'NOTE',
  tip: 'TIP',
  info: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'WARNING',
  danger: 'CAUTION',
};

/** Controls and scripts: nothing a reader of the text can use. */
const DROPPED_TAGS = new Set(['button', 'script', 'style', 'noscript', 'template', 'fieldset', 'select', 'textarea']);

const EMPHASIS_TAGS = new Set(['strong', 'b', 'em', 'i']);

function isElement(node: HastNodes | undefined, tagName?: string): node is Element {
  return node?.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function classesOf(element: Element): string[] {
  const {className} = element.properties;
  return Array.isArray(className) ? className.map(String) : [];
}

const hasClass = (element: Element, name: string) => classesOf(element).includes(name);

const childElements = (parent: Parents): Element[] =>
  (parent.children as HastNodes[]).filter((child): child is Element => isElement(child));

function findElement(parent: Parents, test: (element: Element) => boolean): Element | undefined {
  for (const child of childElements(parent)) {
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(parent: Parents, test: (element: Element) => boolean): Element[] {
  return childElements(parent).flatMap((child) => (test(child) ? [child] : findAll(child, test)));
}

/** The text of a node; `<br>` is a line break, as in a code block's lines. */
function textOf(node: HastNodes): string {
  if (node.type === 'text') return node.value;
  if (isElement(node, 'br')) return '\n';
  return 'children' in node ? node.children.map(textOf).join('') : '';
}

const text = (value: string): Text => ({type: 'text', value});

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return {type: 'element', tagName, properties, children};
}

/** Elements among the children and grandchildren of `parent` that pass `test`, in document order. */
function withinTwoLevels(parent: Element, test: (element: Element) => boolean): Element[] {
  return childElements(parent).flatMap((child) => [
    ...(test(child) ? [child] : []),
    ...childElements(child).filter(test),
  ]);
}

const roleIs = (role: string) => (element: Element) => element.properties.role === role;

/**
 * A tab group: the tab list and the panels sit within two levels of the container in both the theme's tabs and
 * the OpenAPI theme's. The build renders every panel of the theme's tabs, hidden ones with `hidden`.
 */
function tabGroup(container: Element): {labels: string[]; panels: Element[]} | undefined {
  const [tabList] = withinTwoLevels(container, roleIs('tablist'));
  const panels = withinTwoLevels(container, roleIs('tabpanel'));
  if (!tabList || panels.length === 0) return undefined;
  return {labels: findAll(tabList, roleIs('tab')).map((tab) => textOf(tab).trim()), panels};
}

/** Each tab as its label in bold followed by its panel. A panel the page did not render leaves its label alone. */
function labelledTabs({labels, panels}: {labels: string[]; panels: Element[]}): ElementContent[] {
  return labels.flatMap((label, index) => [
    element('p', [element('strong', [text(label)])]),
    element('div', panels[index]?.children ?? []),
  ]);
}

function codeBlock(container: Element): Element {
  const language = classesOf(container).find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const pre = findElement(container, (candidate) => candidate.tagName === 'pre');
  const code = pre && findElement(pre, (candidate) => candidate.tagName === 'code');
  if (!code) throw new Error('markdown-twins: a code block without <pre><code>');
  // The title is the container's one child that does not hold the code.
  const titleElement = childElements(container).find((child) => child !== pre && !findElement(child, (e) => e === pre));
  const title = titleElement ? textOf(titleElement).trim() : '';
  return element('pre', [text(textOf(code).replace(/\n$/, ''))], {
    dataCodeBlock: true,
    dataLanguage: language ?? '',
    dataTitle: title,
  });
}

function admonition(container: Element): Element {
  const type = classesOf(container)
    .find((name) => name.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const [heading, content] = childElements(container);
  const title = heading ? textOf(heading).trim() : '';
  // The theme shows the type's name when the writer gave no title.
  const customTitle = title && title.toLowerCase() !== type ? [element('p', [element('strong', [text(title)])])] : [];
  return element('blockquote', [...customTitle, ...(content?.children ?? [])], {
    dataAlert: ALERT_TYPES[type ?? ''] ?? 'NOTE',
  });
}

/** A diagram drawn inline: its accessible name, as a screen reader would announce it. */
function svgName(svg: Element): string {
  const label = svg.properties.ariaLabel;
  if (typeof label === 'string') return label;
  const ids = svg.properties.ariaLabelledBy;
  const parts = (Array.isArray(ids) ? ids : []).map((id) => findElement(svg, (e) => e.properties.id === id));
  return parts
    .map((part) => (part ? textOf(part).trim() : ''))
    .filter(Boolean)
    .map((part) => (/[.!?:]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

/** A card: a link around a title and a summary, which the page shows on separate lines. */
function cardLink(link: Element): ElementContent[] | undefined {
  const parts = childElements(link).filter((child) => !(child.tagName === 'img' && !child.properties.alt));
  if (parts.length < 2 || !parts.every((part) => part.tagName === 'span')) return undefined;
  const [title, ...summary] = parts;
  return [
    {...link, children: title!.children},
    text(`: ${summary.map((part) => textOf(part).trim()).join(' ')}`),
  ];
}

/** An OpenAPI schema property's name line: `name (type, required)`. */
function schemaProperty(container: Element): ElementContent[] {
  const part = (name: string) => {
    const found = findElement(container, (e) => hasClass(e, name));
    return found ? textOf(found).trim() : '';
  };
  const name = part('openapi-schema__property');
  const details = [part('openapi-schema__name'), part('openapi-schema__required')].filter(Boolean).join(', ');
  const suffix = details ? `(${details})` : '';
  return name ? [element('strong', [text(name)]), text(suffix ? ` ${suffix}` : '')] : [text(suffix)];
}

/** Consecutive OpenAPI schema properties become the items of one list, so nested properties nest. */
function groupSchemaProperties(children: ElementContent[]): ElementContent[] {
  const grouped: ElementContent[] = [];
  let list: Element | undefined;
  for (const child of children) {
    if (isElement(child) && hasClass(child, 'openapi-schema__list-item')) {
      list ??= element('ul', []);
      if (list.children.length === 0) grouped.push(list);
      list.children.push(element('li', child.children));
    } else if (!(list && child.type === 'text' && !child.value.trim())) {
      list = undefined;
      grouped.push(child);
    }
  }
  return grouped;
}

interface Scope {
  page: PageContext;
  /** Inside a table cell, where Markdown has no lists. */
  inCell: boolean;
}

const absolute = (url: string, scope: Scope) => new URL(url, scope.page.pageUrl).href;

/** The Markdown-ready replacement of an element, or undefined to keep it and look inside. */
function rewrite(node: Element, scope: Scope): ElementContent[] | undefined {
  const {tagName, properties} = node;
  if (DROPPED_TAGS.has(tagName) || hasClass(node, 'hash-link')) return [];
  if (tagName === 'input') return properties.type === 'checkbox' ? undefined : [];
  if (tagName === 'svg') {
    const name = properties.role === 'img' ? svgName(node) : '';
    return name ? [element('em', [text(name)])] : [];
  }
  if (tagName === 'img') {
    const alt = String(properties.alt ?? '').trim();
    const src = String(properties.src ?? '');
    if (!alt || !src) return [];
    const url = src.startsWith('data:') ? scope.page.imageUrlOf(src) : absolute(src, scope);
    return [element('img', [], {src: url, alt})];
  }
  if (tagName === 'a' && typeof properties.href === 'string') {
    const link = {...node, properties: {href: absolute(properties.href, scope)}};
    return cardLink(link) ?? [link];
  }
  if (EMPHASIS_TAGS.has(tagName)) {
    // Markdown cannot end emphasis with a space (`**Example: **`): the space moves after it.
    const last = node.children.at(-1);
    if (last?.type === 'text' && /\s$/.test(last.value)) {
      return [{...node, children: [...node.children.slice(0, -1), text(last.value.trimEnd())]}, text(' ')];
    }
  }
  if (tagName === 'table') {
    const caption = childElements(node).find((child) => child.tagName === 'caption');
    if (!caption) return undefined;
    const table = {...node, children: node.children.filter((child) => child !== caption)};
    return [element('p', [element('strong', caption.children)]), table];
  }
  if ((tagName === 'ul' || tagName === 'ol') && scope.inCell) {
    const items = childElements(node).map((item) => item.children);
    return [element('span', items.flatMap((item, index) => (index === 0 ? item : [text(', '), ...item])))];
  }
  if ((tagName === 'ul' || tagName === 'ol') && typeof properties.ariaLabel === 'string') {
    // The label says what the list is for: the quick start names its platform there.
    return [element('p', [text(`${properties.ariaLabel}:`)]), {...node, properties: {}}];
  }
  if (hasClass(node, 'theme-code-block')) return [codeBlock(node)];
  if (hasClass(node, 'theme-admonition')) return [admonition(node)];
  if (hasClass(node, 'openapi-schema__container')) return schemaProperty(node);
  const tabs = tagName === 'div' ? tabGroup(node) : undefined;
  return tabs ? labelledTabs(tabs) : undefined;
}

function transformChildren(parent: Parents, scope: Scope): void {
  const inner = {...scope, inCell: scope.inCell || (isElement(parent) && ['td', 'th'].includes(parent.tagName))};
  parent.children = groupSchemaProperties(parent.children as ElementContent[]).flatMap((child) => {
    if (child.type === 'text') return [child];
    // Comments (React's `<!-- -->` between text pieces) and the like: nothing to read.
    if (!isElement(child)) return [];
    const replacement = rewrite(child, inner);
    if (replacement === undefined) {
      transformChildren(child, inner);
      return [child];
    }
    // A replacement wraps the original's content, which may hold more to rewrite (code blocks inside tabs).
    for (const node of replacement) {
      if (isElement(node) && !node.properties.dataCodeBlock) transformChildren(node, inner);
    }
    return replacement;
  }) as Root['children'];
}

const code: Handle = (state, node) => {
  if (!node.properties.dataCodeBlock) return defaultHandlers.pre(state, node);
  const title = String(node.properties.dataTitle);
  const result: Code = {
    type: 'code',
    lang: String(node.properties.dataLanguage) || null,
    meta: title ? `title="${title}"` : null,
    value: textOf(node),
  };
  return result;
};

const alert: Handle = (state, node) => {
  const quote = defaultHandlers.blockquote(state, node) as Blockquote;
  const type = node.properties.dataAlert;
  if (typeof type !== 'string') return quote;
  // `[!TYPE]` alone on the alert's first line; an html node keeps its brackets unescaped.
  const marker: PhrasingContent = {type: 'html', value: `[!${type}]\n`};
  const [first] = quote.children;
  if (first?.type === 'paragraph') {
    first.children.unshift(marker);
  } else {
    quote.children.unshift({type: 'paragraph', children: [{...marker, value: `[!${type}]`}]});
  }
  return quote;
};

/**
 * The twin opens with the page's title (the API reference's introduction shows a version badge before it) and names
 * its source right under it, for a reader who pastes it somewhere else.
 */
function openWithTitleAndSource(tree: MdastRoot, pageUrl: string): void {
  const titleIndex = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  if (titleIndex < 0) throw new Error(`markdown-twins: ${pageUrl} has no h1 in its content`);
  const [title] = tree.children.splice(titleIndex, 1);
  const source: Paragraph = {
    type: 'paragraph',
    children: [text('Source: '), {type: 'link', url: pageUrl, children: [text(pageUrl)]}],
  };
  tree.children.unshift(title!, source);
}

/** Where a page's content starts: the doc's Markdown, or the main area of a standalone page. */
function contentOf(document: Root): Element | undefined {
  return (
    findElement(document, (e) => hasClass(e, 'theme-doc-markdown')) ??
    findElement(document, (e) => e.properties.id === '__docusaurus_skipToContent_fallback')
  );
}

function metaContent(document: Root, name: string): string {
  const meta = findElement(document, (e) => e.tagName === 'meta' && e.properties.name === name);
  return String(meta?.properties.content ?? '');
}

/** `page`'s HTML, or its parsed tree, which the conversion rewrites. */
export function htmlToMarkdown(html: string | Root, page: PageContext): ConvertedPage {
  const document = typeof html === 'string' ? fromHtml(html) : html;
  const content = contentOf(document);
  if (!content) throw new Error(`markdown-twins: no page content found in the HTML of ${page.pageUrl}`);
  const title = findElement(content, (e) => e.tagName === 'h1');
  // Read before the transformation below, which leaves headings as they are but is free to change the tree.
  const headings = findAll(content, (e) => (e.tagName === 'h2' || e.tagName === 'h3') && typeof e.properties.id === 'string')
    .map((h) => ({depth: h.tagName === 'h2' ? 2 as const : 3 as const, id: String(h.properties.id), text: textOf(h).replace(/\u200b/g, '').trim()}));
  const root: Root = {type: 'root', children: [content]};
  transformChildren(root, {page, inCell: false});
  const tree = toMdast(root, {handlers: {pre: code, blockquote: alert}}) as MdastRoot;
  openWithTitleAndSource(tree, page.pageUrl);
  const markdown = toMarkdown(tree as MdastNodes, {
    // Padding table cells to line up would cost a reader's tool tokens for nothing.
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    rule: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
  });
  return {
    title: title ? textOf(title).trim() : '',
    description: metaContent(document, 'description'),
    keywords: metaContent(document, 'keywords'),
    markdown,
    headings,
  };
}

/**
 * Replaces (ejects) the OpenAPI theme's `Markdown` component, which renders schema descriptions at runtime with
 * react-markdown, rehype-raw and remark-gfm: about 100 KB of gzipped JavaScript on every schema page (the three
 * bundled and minified alone: 352 KB raw, 98 KB gzip), for
 * descriptions that are one or two sentences with inline code. This renders that inline subset with no library.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {parseInline, splitParagraphs, type InlineNode} from './inlineMarkdown';

function renderNodes(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'code':
        return <code key={index}>{node.value}</code>;
      case 'strong':
        return <strong key={index}>{renderNodes(node.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{renderNodes(node.children)}</em>;
      case 'link':
        return (
          <Link key={index} href={node.href}>
            {renderNodes(node.children)}
          </Link>
        );
    }
  });
}

export default function Markdown({children}: {children?: ReactNode}): ReactNode {
  if (typeof children !== 'string') {
    return children ?? null;
  }
  return splitParagraphs(children).map((paragraph, index) => <p key={index}>{renderNodes(parseInline(paragraph))}</p>);
}

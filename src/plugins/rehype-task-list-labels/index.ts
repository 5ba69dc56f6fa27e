/**
 * Rehype plugin: gives each checkbox of a Markdown task list (`- [ ] step`) an accessible name, its item's text.
 * GFM renders those checkboxes without a label, which screen readers announce as a bare "checkbox".
 */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  // A nested list belongs to its own items.
  if (node.tagName === 'ul' || node.tagName === 'ol') return '';
  return (node.children ?? []).map(textOf).join('');
}

function isTaskItem(node: HastNode): boolean {
  const className = node.properties?.className;
  return node.tagName === 'li' && Array.isArray(className) && className.includes('task-list-item');
}

function label(node: HastNode): void {
  if (isTaskItem(node)) {
    const checkbox = node.children?.find((child) => child.tagName === 'input');
    const text = textOf(node).replace(/\s+/g, ' ').trim();
    if (checkbox && text) {
      checkbox.properties = {...checkbox.properties, ariaLabel: text};
    }
  }
  node.children?.forEach(label);
}

export default function rehypeTaskListLabels() {
  return (tree: HastNode): void => label(tree);
}

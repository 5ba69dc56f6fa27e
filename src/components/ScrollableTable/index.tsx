/**
 * A Markdown table that keyboard users can scroll. Infima lets a table wider than the page scroll sideways; a
 * scrolling region must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable), so the table
 * takes focus, and arrow keys then scroll it.
 */
import type {ComponentProps, ReactNode} from 'react';

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

/**
 * Wraps the navbar (no ejection) to mark where it ends in the served page. The render-blocking link in every head
 * (docusaurus.config.ts) names this marker: the browser paints nothing until the parser has read it, so the
 * announcement bar and the navbar are whole in the first paint. A link only waits for an element the parser has
 * read to its end tag, so it needs one that ends right after the navbar; the navbar's own `nav` has no id.
 */
import type {ComponentProps, ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import {NAVBAR_END_ID} from './navbarEnd';

export default function NavbarWrapper(props: ComponentProps<typeof Navbar>): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <span id={NAVBAR_END_ID} hidden />
    </>
  );
}

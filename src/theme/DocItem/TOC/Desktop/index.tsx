/**
 * Wraps the desktop table of contents (no ejection): a page hydrating at phone width adopts it as served instead of
 * building it, since the theme removes it right after (`DesktopOnly`).
 */
import type {ComponentProps, ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnly from '../../../DesktopOnly';

export default function DocItemTOCDesktopWrapper(props: ComponentProps<typeof DocItemTOCDesktop>): ReactNode {
  return (
    <DesktopOnly>
      <DocItemTOCDesktop {...props} />
    </DesktopOnly>
  );
}

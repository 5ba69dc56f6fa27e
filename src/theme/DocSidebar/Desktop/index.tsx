/**
 * Wraps the desktop doc sidebar (no ejection): a page hydrating at phone width adopts it as served instead of
 * building it, since the theme removes it right after (`DesktopOnly`).
 */
import type {ComponentProps, ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import DesktopOnly from '../../DesktopOnly';

export default function DocSidebarDesktopWrapper(props: ComponentProps<typeof DocSidebarDesktop>): ReactNode {
  return (
    <DesktopOnly>
      <DocSidebarDesktop {...props} />
    </DesktopOnly>
  );
}

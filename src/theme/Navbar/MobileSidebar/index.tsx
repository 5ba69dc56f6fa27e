/**
 * Wraps the theme's mobile side panel (no ejection) to build it in the background. The theme mounts the closed panel,
 * with every navbar item and the whole doc sidebar, as soon as a page hydrates at phone width, in the one long render
 * that follows hydration: on a reference page, most of the longest task after a phone first paints. A reader who taps
 * the menu button before the panel is built gets it at once.
 */
import type {ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import RenderInBackground from '../../RenderInBackground';

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return (
    <RenderInBackground now={shown}>
      <MobileSidebar />
    </RenderInBackground>
  );
}

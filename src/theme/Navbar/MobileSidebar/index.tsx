/**
 * Wraps the theme's mobile side panel (no ejection) to build it only once a reader reaches for it (`panelIntent`):
 * the theme mounts the closed panel, with every navbar item and the whole doc sidebar, as soon as a page hydrates at
 * phone width, in the render that follows hydration. A pointer over the menu button, a touch or a focus on it builds
 * the panel before the click that opens it; so does the navbar's search button at phone width. A panel opened any
 * other way is built when it opens.
 */
import {useEffect, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {usePanelWanted, wantPanel} from './panelIntent';

/** The theme's menu button (`Navbar/MobileSidebar/Toggle`), found by Infima's class rather than wrapped. */
const MENU_BUTTON = '.navbar__toggle';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const wanted = usePanelWanted();

  // Only at phone width, where the menu button shows: no listener on a desktop page's every pointer move.
  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) wantPanel();
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [wanted, shouldRender]);

  return shown || wanted ? <MobileSidebar /> : null;
}

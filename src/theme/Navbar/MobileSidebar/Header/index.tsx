/**
 * Wraps the side panel's header (no ejection) to put the site's search box under it, on every page: the panel opens
 * on the doc sidebar on doc pages, so the navbar's items (the main menu) are not where a reader would look for it.
 * Following a hit closes the panel, as following a menu link does.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import Header from '@theme-original/Navbar/MobileSidebar/Header';
import SearchBox, {type SearchBoxHandle} from '@site/src/components/SearchBox';
import {takePanelSearchFocusRequest} from '@site/src/components/SearchBox/panelFocus';

export default function HeaderWrapper(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const boxRef = useRef<SearchBoxHandle>(null);
  useEffect(() => {
    if (mobileSidebar.shown && takePanelSearchFocusRequest()) boxRef.current?.focus();
  }, [mobileSidebar.shown]);
  return (
    <>
      <Header />
      <SearchBox ref={boxRef} variant="panel" onFollow={() => mobileSidebar.toggle()} />
    </>
  );
}

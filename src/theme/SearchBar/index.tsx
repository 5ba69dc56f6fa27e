/**
 * The navbar's search item: the classic theme renders `@theme/SearchBar` for `type: 'search'` and ships none of
 * its own. At desktop width it is the search box, with its hits under it; at phone width, where the navbar's items
 * live in the side panel, a button that opens the panel with its search box focused (`Navbar/MobileSidebar/Header`).
 * Ctrl+K (⌘K on a Mac) does the same from anywhere on the page.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useWindowSize} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import SearchBox, {type SearchBoxHandle} from '@site/src/components/SearchBox';
import {requestPanelSearchFocus} from '@site/src/components/SearchBox/panelFocus';
import {usePreloadSearch} from '@site/src/components/SearchResults/searchClient';
import {wantPanel} from '../Navbar/MobileSidebar/panelIntent';
import styles from './styles.module.css';

export default function SearchBar(): ReactNode {
  const boxRef = useRef<SearchBoxHandle>(null);
  const mobileSidebar = useNavbarMobileSidebar();
  const windowSize = useWindowSize();
  const preload = usePreloadSearch();
  // The phone-width button's box is in the side panel: intent builds the panel too.
  const reachForPanelSearch = () => {
    preload();
    wantPanel();
  };
  // The platform is known only in the browser: the served page, and the render that hydrates it, show no hint.
  const shortcutHint = useIsBrowser() ? (isMacPlatform() ? '⌘ K' : 'Ctrl K') : undefined;
  const openPanelSearch = () => {
    requestPanelSearchFocus();
    if (!mobileSidebar.shown) mobileSidebar.toggle();
  };
  // Read in the shortcut's handler, which is registered once.
  const latest = useRef({windowSize, openPanelSearch, preload});
  latest.current = {windowSize, openPanelSearch, preload};

  useEffect(() => {
    const isMac = isMacPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = isMac ? event.metaKey : event.ctrlKey;
      if (!modifier || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      latest.current.preload();
      if (latest.current.windowSize === 'mobile') latest.current.openPanelSearch();
      else boxRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <div className={styles.desktopOnly}>
        <SearchBox ref={boxRef} variant="navbar" shortcutHint={shortcutHint} />
      </div>
      <button
        type="button"
        className={clsx('clean-btn', styles.panelButton)}
        aria-label="Search"
        onClick={openPanelSearch}
        onPointerEnter={reachForPanelSearch}
        onTouchStart={reachForPanelSearch}
        onFocus={reachForPanelSearch}>
        <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={SEARCH_ICON_PATH} />
        </svg>
      </button>
    </>
  );
}

const isMacPlatform = () => /Mac|iPhone|iPad/.test(navigator.platform);

/** Infima's search input icon, drawn in the text colour. */
const SEARCH_ICON_PATH =
  'M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z';

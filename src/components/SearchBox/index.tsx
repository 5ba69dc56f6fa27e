import {
  forwardRef,
  lazy,
  Suspense,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_UNAVAILABLE, usePreloadSearch} from '@site/src/components/SearchResults/searchClient';
import {search} from '@site/src/data/search';
import styles from './styles.module.css';

/**
 * What shows the hits loads with the search client, on intent, not with every page. Offline, a popup that says so
 * takes its place (a failed chunk must not reach the page's error boundary).
 */
const loadPopup = () => import('./SearchPopup');
const SearchPopup = lazy(() =>
  loadPopup().catch(() => ({
    default: () => <p className={styles.status}>{SEARCH_UNAVAILABLE}</p>,
  })),
);

export interface SearchBoxProps {
  /** `navbar`: hits open under the box while it has focus; `panel` (the mobile side panel): hits follow the box. */
  variant: 'navbar' | 'panel';
  /** The keyboard shortcut, shown in the box while it is empty. */
  shortcutHint?: string;
  /** Called when the reader follows a hit or the link to every result. */
  onFollow?: () => void;
}

export interface SearchBoxHandle {
  focus(): void;
}

/** The results page's address for a query. */
function useResultsPageUrl(query: string): string {
  const pageUrl = useBaseUrl(search.pagePath);
  return `${pageUrl}?${new URLSearchParams({[search.queryParam]: query.trim()})}`;
}

/**
 * The site's search box. The search client loads when the reader shows intent (pointer over the box, focus, the
 * shortcut), never with the page. Arrow keys move between the hits, which are links; typing on a hit goes on in the
 * box; Enter in the box follows the first hit; Escape closes the hits.
 */
const SearchBox = forwardRef<SearchBoxHandle, SearchBoxProps>(function SearchBox(
  {variant, shortcutHint, onFollow},
  ref,
): ReactNode {
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(variant === 'panel');
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const history = useHistory();
  const preloadClient = usePreloadSearch();
  const preload = () => {
    preloadClient();
    void loadPopup().catch(() => undefined);
  };
  /** Set by the popup: the first hit for what is in the box, once it has arrived. */
  const firstHitUrl = useRef<string | undefined>(undefined);
  const [hitsShown, setHitsShown] = useState(false);
  const resultsPageUrl = useResultsPageUrl(value);
  useImperativeHandle(ref, () => ({focus: () => inputRef.current?.focus()}), []);

  useEffect(() => {
    // Text typed or focus given before the page's code ran: search it now.
    const input = inputRef.current;
    if (!input) return;
    if (input.value) setValue(input.value);
    if (input.value || document.activeElement === input) {
      preload();
      setOpen(true);
    }
    // Once, when the page's code takes over the box.
  }, []);

  const term = value.trim();
  const shown = open && term.length >= search.minQueryLength;

  const hitLinks = () => Array.from(popupRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);
  const follow = () => {
    setOpen(variant === 'panel');
    onFollow?.();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && shown && hitsShown) {
      event.preventDefault();
      hitLinks()[0]?.focus();
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter' && term) {
      event.preventDefault();
      history.push((shown && firstHitUrl.current) || resultsPageUrl);
      follow();
    }
  };

  const onPopupKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = hitLinks();
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = current + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      inputRef.current?.focus();
      setOpen(false);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // The character is typed into the box, which has focus by the time the browser inserts it.
      inputRef.current?.focus();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (variant === 'navbar' && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div className={clsx(styles.searchBox, styles[variant])} role="search" onBlur={onBlur}>
      <input
        ref={inputRef}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search"
        aria-controls={shown && hitsShown ? listId : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          preload();
          setOpen(true);
        }}
        onPointerEnter={preload}
        onTouchStart={preload}
        onKeyDown={onInputKeyDown}
      />
      {shortcutHint && !value && (
        <kbd className={styles.shortcutHint} aria-hidden="true">
          {shortcutHint}
        </kbd>
      )}
      {shown && (
        <div ref={popupRef} className={styles.popup} onKeyDown={onPopupKeyDown}>
          <Suspense fallback={null}>
            <SearchPopup
              query={value}
              listId={listId}
              resultsPageUrl={resultsPageUrl}
              firstHitUrl={firstHitUrl}
              onHitsShown={setHitsShown}
              onFollow={follow}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
});

export default SearchBox;

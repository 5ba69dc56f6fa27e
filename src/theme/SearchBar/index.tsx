/**
 * Wraps the local search's navbar box (no ejection) so that its code, with the bridge to its search worker, loads
 * when a reader reaches for search (hovering or focusing the box, or pressing the shortcut) instead of with every
 * page. Until then a stand-in box is shown, drawn with the search theme's own markup and stylesheet so nothing
 * moves when the real box takes its place; text typed and focus carry over.
 */
import {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  getKeymapHints,
  matchesKeymap,
  parseKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/keymap';
import {isMacPlatform} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/platform';
import {
  searchBarShortcut,
  searchBarShortcutHint,
  searchBarShortcutKeymap,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import searchBarStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

interface Props {
  handleSearchBarToggle?: (expanded: boolean) => void;
}

/** The real box, once loaded: later pages of the visit render it straight away. */
let LoadedSearchBar: ComponentType<Props> | undefined;

/** What the stand-in box held when the real one replaced it. */
interface Handover {
  value: string;
  focused: boolean;
}

export default function SearchBarWrapper(props: Props): ReactNode {
  const [RealSearchBar, setRealSearchBar] = useState(() => LoadedSearchBar);
  const handover = useRef<Handover>({value: '', focused: false});
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    // Not React.lazy: the stand-in must stay the same element (with its focus and caret) until the swap.
    import('@theme-original/SearchBar').then(
      ({default: SearchBar}: {default: ComponentType<Props>}) => {
        LoadedSearchBar = SearchBar;
        setRealSearchBar(() => SearchBar);
      },
      (error: unknown) => {
        // Offline, say: the stand-in stays, and the next hover or focus tries again.
        loading.current = false;
        console.warn('The search box could not be loaded', error);
      },
    );
  };
  if (!RealSearchBar) return <StandInSearchBox handover={handover} onIntent={load} />;
  return (
    <>
      <RealSearchBar {...props} />
      <HandOver handover={handover} />
    </>
  );
}

function StandInSearchBox({handover, onIntent}: {handover: RefObject<Handover>; onIntent: () => void}): ReactNode {
  const isBrowser = useIsBrowser();
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    // Read as the stand-in leaves the page, in the same commit that mounts the real box: a keystroke that
    // arrived after the search code had loaded but before the swap is kept. Read from the page, not from React's
    // events, so text typed before the page's code ran counts too.
    return () => {
      handover.current = {value: input?.value ?? '', focused: !!input && document.activeElement === input};
    };
  }, [handover]);
  useEffect(() => {
    // A reader who reached for the box before the page's code ran has focused it or typed into it already.
    const input = inputRef.current;
    if (input && (input.value || document.activeElement === input)) onIntent();
    if (!searchBarShortcut) return undefined;
    const keymap = parseKeymap(searchBarShortcutKeymap);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesKeymap(event, keymap)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // Once, when the page's code takes over the box: `onIntent` is a new function on every render.
  }, []);
  const hints = isBrowser && searchBarShortcut && searchBarShortcutHint;
  return (
    <div className={clsx('navbar__search', searchBarStyles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={searchBarStyles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path fill="currentColor" d={SEARCH_ICON_PATH} />
      </svg>
      <input
        ref={inputRef}
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search'})}
        aria-label="Search"
        className={clsx('navbar__search-input', searchBarStyles.searchInput)}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      />
      {hints && (
        <div className={searchBarStyles.searchHintContainer}>
          {getKeymapHints(searchBarShortcutKeymap, isMacPlatform()).map((hint) => (
            <kbd key={hint} className={searchBarStyles.searchHint}>
              {hint}
            </kbd>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * Rendered after the real box, so its effect runs once that box is on the page. The text and focus move over in a
 * microtask queued by a layout effect: it runs as soon as the commit that swapped the boxes is done, before any
 * further keystroke can be handled, and outside the commit, where the real (controlled) box can take a new value.
 */
function HandOver({handover}: {handover: RefObject<Handover>}): ReactNode {
  const markerRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const input = markerRef.current?.previousElementSibling?.querySelector('input');
    const {value, focused} = handover.current;
    if (!input) return;
    queueMicrotask(() => {
      if (value) {
        // Set the value as the browser would, then announce it, so the box's own state follows.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }
      if (focused) input.focus();
    });
  }, [handover]);
  return <span ref={markerRef} hidden />;
}

const SEARCH_ICON_PATH =
  'M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z';

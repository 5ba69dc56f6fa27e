/**
 * For a part that the theme shows only at desktop width and that the server, not knowing the width, renders anyway:
 * the desktop doc sidebar and the desktop table of contents. At phone width CSS hides it, and the theme removes it
 * as soon as the page has hydrated, so hydrating it only built the React tree of every item and link, started their
 * effects (a prefetch observer per link, the heading tracker) and tore them all down a moment later. When the page
 * hydrates at phone width, React here adopts the served element as it is, without looking inside. At desktop width,
 * and whenever the part mounts after hydration, it renders as usual.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {SERVED_INNER_HTML, useHydratingServedPage} from '../servedHtml';

/** The width up to which theme-common's `useWindowSize` (and Infima's CSS) says "mobile". */
export const DESKTOP_BREAKPOINT_PX = 996;

const atPhoneWidth = () => window.innerWidth <= DESKTOP_BREAKPOINT_PX;

export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const hydrating = useHydratingServedPage();
  const [keepServerContent, setKeepServerContent] = useState(() => hydrating && atPhoneWidth());
  // A page that reached desktop width while it hydrated (a phone turned sideways) keeps the part: build it after all.
  useEffect(() => {
    if (keepServerContent && !atPhoneWidth()) setKeepServerContent(false);
  }, [keepServerContent]);
  // Both parts' outermost element is a <div>, which React takes over from the served page.
  return keepServerContent ? <div dangerouslySetInnerHTML={SERVED_INNER_HTML} suppressHydrationWarning /> : children;
}

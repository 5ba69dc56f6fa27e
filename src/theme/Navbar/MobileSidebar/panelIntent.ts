/**
 * Whether a reader has reached for the side panel at phone width: pointed at, touched or focused the menu button or
 * the navbar's search button. Not a theme component: the `Navbar/MobileSidebar` wrapper builds the panel from then on,
 * and the buttons report the intent. Once wanted, the panel stays built for the rest of the visit.
 */
import {useSyncExternalStore} from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function wantPanel(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and in the render that hydrates the page, so that it matches the served HTML. */
export function usePanelWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

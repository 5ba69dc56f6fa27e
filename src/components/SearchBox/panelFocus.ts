/**
 * A request, from the navbar's search button or the shortcut at phone width, to focus the side panel's search box
 * once the panel has opened (the panel is built when it first opens, so the request waits for it).
 */
let requested = false;

export function requestPanelSearchFocus(): void {
  requested = true;
}

/** True once after a request: the panel focuses its box and the request is spent. */
export function takePanelSearchFocusRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}

/**
 * Shows the spec's error box ("Page content fails to load": the error text and a Retry button) when a page's
 * JavaScript chunks fail to load on the first visit.
 *
 * Docusaurus loads the route's chunks before it hydrates and renders nothing if that fails, leaving a page that
 * looks complete but whose tabs, search and toggles are dead. After hydration the theme already handles the case
 * (a failed navigation reloads the page), so this only acts before hydration.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const ERROR_BOX_ID = 'page-load-error';

function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(reason.message));
}

function showErrorBox(error: Error): void {
  if (document.getElementById(ERROR_BOX_ID)) return;
  const box = document.createElement('div');
  box.id = ERROR_BOX_ID;
  box.className = 'alert alert--danger margin--md';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger';
  retry.textContent = 'Retry';
  // A new load fetches every chunk again: once the network is back, the page comes up normally.
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  (document.querySelector('main') ?? document.body).prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) {
      showErrorBox(event.reason);
    }
  });
}

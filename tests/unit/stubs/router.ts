import {vi} from 'vitest';

/** Stand-in for `@docusaurus/router`: one history whose calls a test can read, at the page `/`. */
export const history = {push: vi.fn(), replace: vi.fn()};

export function useHistory() {
  return history;
}

export function useLocation() {
  return {pathname: '/', search: '', hash: ''};
}

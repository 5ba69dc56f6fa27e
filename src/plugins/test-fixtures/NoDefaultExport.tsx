import type {ReactNode} from 'react';

function ServerRenderedStub(): ReactNode {
  return <p>Static placeholder</p>;
}

/**
 * A page module with no default export in the browser. The static build needs something to render, so only the
 * server bundle gets one; in the browser the route's module has nothing to render, as a page with this bug would.
 */
export default typeof window === 'undefined' ? ServerRenderedStub : undefined;

import {startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * Renders its children only once the page has hydrated, and then as a transition, which React builds in short
 * slices between other work. For parts that are hidden or not server-rendered anyway: the theme otherwise builds them
 * in the one long render that follows hydration, while the reader waits for the page to respond.
 */
export default function RenderInBackground({children}: {children: ReactNode}): ReactNode {
  const [due, setDue] = useState(false);
  useEffect(() => {
    startTransition(() => setDue(true));
  }, []);
  return due ? children : null;
}

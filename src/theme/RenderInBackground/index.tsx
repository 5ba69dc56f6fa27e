import {startTransition, useEffect, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Renders its children only once the page has hydrated and settled (`useIsBrowser()` is true), and then as a
 * transition, which React builds in short slices between other work. For parts that are hidden or not
 * server-rendered anyway: the theme otherwise builds them in the one long render that follows hydration, while the
 * reader waits for the page to respond. Waiting for the settled page keeps them out of that render's commit, which is
 * itself a transition (src/plugins/settle-in-background): started from the same effects, theirs would be joined to it,
 * and on the Android guide its commit grew from 22 to 51 ms unthrottled.
 */
export default function RenderInBackground({children}: {children: ReactNode}): ReactNode {
  const [due, setDue] = useState(false);
  const isBrowser = useIsBrowser();
  useEffect(() => {
    if (isBrowser) startTransition(() => setDue(true));
  }, [isBrowser]);
  return due ? children : null;
}

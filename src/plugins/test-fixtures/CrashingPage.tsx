import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import {CRASH_MESSAGE} from './constants';

/** Throws once running in the browser: the static build still renders it, as it would a page with a client bug. */
function Crash(): ReactNode {
  if (useIsBrowser()) {
    throw new Error(CRASH_MESSAGE);
  }
  return null;
}

export default function CrashingPage(): ReactNode {
  return (
    <Layout title="Crash fixture">
      <Crash />
    </Layout>
  );
}

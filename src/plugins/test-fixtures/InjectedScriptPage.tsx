import {useEffect, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {INJECTED_SCRIPT_GLOBAL} from './constants';

/**
 * Adds an inline script to the page once it runs, as injected markup would: the Content-Security-Policy must block
 * it, since its hash is not one the build computed.
 */
export default function InjectedScriptPage(): ReactNode {
  useEffect(() => {
    const script = document.createElement('script');
    script.textContent = `window.${INJECTED_SCRIPT_GLOBAL} = true;`;
    document.body.append(script);
  }, []);
  return (
    <Layout title="Injected script fixture">
      <h1>Injected script fixture</h1>
    </Layout>
  );
}

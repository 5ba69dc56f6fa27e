/**
 * For components that, on a page's first load, let React adopt a served element without looking inside it
 * (`CodeBlock/Content`, `DesktopOnly`).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Inner HTML that React sets on a client render (none) and leaves alone when it adopts a served element. */
export const SERVED_INNER_HTML = {__html: ''};

/** In the browser, but not yet "browser" for Docusaurus: true only in the render that hydrates the served page. */
export function useHydratingServedPage(): boolean {
  return ExecutionEnvironment.canUseDOM && !useIsBrowser();
}

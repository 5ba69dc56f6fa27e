/** Stand-in for `@docusaurus/useIsBrowser`: component tests render in a (simulated) browser. */
export default function useIsBrowser(): boolean {
  return true;
}

/** Stand-in for `@docusaurus/useBaseUrl` with the site's base URL `/`. */
export default function useBaseUrl(url: string): string {
  return url;
}

/**
 * The product this site documents. Rebranding the site means editing this file (and the SDK facts in
 * `platforms.ts`); nothing else in the repository spells the name or the outward URLs.
 */
export const product = {
  name: 'Attrio',
  tagline: 'Ultimate Attribution platform',
  /** The documentation site's own version (also `package.json`). */
  siteVersion: '1.0.7',
  siteUrl: 'https://docs.attrio.io',
  websiteUrl: 'https://attrio.io',
  githubUrl: 'https://github.com/attrio',
  dashboardUrl: 'https://dashboard.attrio.io',
  supportEmail: 'support@attrio.io',
  /** Host that serves attribution links, used in deep-link examples. */
  linkDomain: 'attrio.link',
  /** Where the Web SDK's script-tag build is served from. */
  sdkCdnUrl: 'https://cdn.attrio.io',
  /** Collector the SDKs send to; named in CSP and firewall advice. */
  collectorHost: 'collect.attrio.io',
} as const;

export const siteTitle = `${product.name} Documents`;

/** The SDK's log tag, used in "verify it worked" steps on every platform. */
export const sdkLogTag = product.name;

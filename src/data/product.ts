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
  /** This site's own repository: every page's "Edit this page" link opens its file there. */
  docsRepositoryUrl: 'https://github.com/attrio/attrio-docs',
  dashboardUrl: 'https://dashboard.attrio.io',
  supportEmail: 'support@attrio.io',
  /**
   * The parent of every app's link domain. Each app gets its own subdomain of it (see `appLinkDomain`), because App
   * Links and Universal Links are verified per host: one shared host could not vouch for every customer's app.
   */
  linkDomain: 'attrio.link',
  /** The example app's own link domain, used in every deep-link sample; readers replace `yourapp` with theirs. */
  appLinkDomain: 'yourapp.attrio.link',
  /** Where the Web SDK's script-tag build is served from. */
  sdkCdnUrl: 'https://cdn.attrio.io',
  /** Collector the SDKs send to; named in CSP and firewall advice. */
  collectorHost: 'collect.attrio.io',
  /**
   * The one host that receives data linked to advertising identifiers. The iOS SDK's privacy manifest lists it as a
   * tracking domain, so iOS blocks it after an App Tracking Transparency denial while the collector keeps working.
   */
  trackingHost: 'track.attrio.io',
  /**
   * How long an app must stay in the background before its return to the foreground starts a new session, on every
   * platform (`%%product.sessionInterval%%`).
   */
  sessionInterval: '30 minutes',
  /** The collectors of the data-residency regions (`AttrioConfig.dataResidency`). */
  regionalCollectorHosts: {eu: 'eu.collect.attrio.io', us: 'us.collect.attrio.io'},
} as const;

export const siteTitle = `${product.name} Documents`;

/** The SDK's log tag, used in "verify it worked" steps on every platform. */
export const sdkLogTag = product.name;

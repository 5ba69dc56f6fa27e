/** Facts of browsers and the Web platform: tracking protections, storage and cookie rules, consent signals. */
import type {FactTable} from './types';

const webkitTrackingPrevention = {
  title: 'WebKit, Tracking Prevention in WebKit',
  url: 'https://webkit.org/tracking-prevention/',
};
const webkitPrivateBrowsing = {
  title: 'WebKit blog, Private Browsing 2.0',
  url: 'https://webkit.org/blog/15697/private-browsing-2-0/',
};

export const webFacts = {
  'safari.decoratedLinkCookieCap': {
    statement:
      'Safari caps the expiry of cookies created in JavaScript on a landing page at 24 hours when a domain it classifies as having cross-site tracking capabilities navigated the user there and the final URL has a query string or fragment (link decoration).',
    value: '24 hours',
    source: webkitTrackingPrevention,
    checked: '2026-11-27',
  },
  'safari.scriptStorageCap': {
    statement:
      'Safari deletes all cookies created in JavaScript and all other script-writeable storage (local storage, IndexedDB…) of a site after 7 days of Safari use without a user interaction (click, tap or keyboard entry; not scrolling) on that site. Cookies created in JavaScript have no separate 7-day expiry cap any more.',
    value: '7 days',
    source: webkitTrackingPrevention,
    checked: '2026-11-27',
  },
  'safari.linkTrackingProtectionSince': {
    statement:
      'Since Safari 17, Link Tracking Protection removes known tracking query parameters (click IDs such as gclid or fbclid) from links opened in Private Browsing and from links opened from Mail and Messages.',
    value: 'Safari 17',
    source: webkitPrivateBrowsing,
    checked: '2026-11-27',
  },
  'safari.fingerprintingProtectionAllBrowsingSince': {
    statement:
      'Since Safari 26.0, the advanced fingerprinting protection that Safari 17 introduced in Private Browsing applies to all browsing by default; it acts on scripts Safari classifies as fingerprinting, and also keeps them from setting long-lived script-written storage.',
    value: 'Safari 26',
    source: {
      title: 'WebKit blog, WebKit Features in Safari 26.0',
      url: 'https://webkit.org/blog/17333/webkit-features-in-safari-26-0/',
    },
    checked: '2026-11-27',
  },
  'webkit.isInspectableSince': {
    statement: 'WKWebView.isInspectable exists from iOS 16.4 and defaults to false: web content in an app is not inspectable unless the app sets it.',
    value: 'iOS 16.4',
    source: {
      title: 'Apple Developer Documentation, WKWebView isInspectable',
      url: 'https://developer.apple.com/documentation/webkit/wkwebview/isinspectable',
    },
    checked: '2026-11-27',
  },
} as const satisfies FactTable;

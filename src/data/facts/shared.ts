/** Facts every platform's pages state: consent frameworks, children's privacy law, dependency managers. */
import type {FactTable} from './types';

export const sharedFacts = {
  'tcf.version': {
    statement: 'The current version of the IAB Europe Transparency and Consent Framework is 2.3.',
    value: 'TCF v2.3',
    source: {title: 'IAB Europe, TCF v2.3 (Transparency and Consent Framework)', url: 'https://iabeurope.eu/transparency-consent-framework/'},
    checked: '2026-11-27',
    // "TCF v2.2", "TCF 2.2", "v2.2 … TCF": the version typed by hand, or the one it replaced.
    typedForms: [/\bTCF\s*(?:v|version\s*)?2\.[0-3]\b/i, /\bv2\.[0-3]\b[^\n]{0,40}\bTCF\b/i],
  },
  'tcf.v23RequiredSince': {
    statement: 'TC strings without the v2.3 disclosed-vendors segment are not valid from this date; Google stopped accepting v2.2 strings then.',
    value: '28 February 2026',
    source: {title: 'IAB Europe, TCF v2.3 (Transparency and Consent Framework)', url: 'https://iabeurope.eu/transparency-consent-framework/'},
    checked: '2026-11-27',
  },
  'coppa.amendedRuleComplianceDate': {
    statement: 'Operators must comply with the FTC’s amended COPPA Rule (published 22 April 2025) from this date.',
    value: '22 April 2026',
    source: {title: 'FTC, Children’s Online Privacy Protection Rule (16 CFR Part 312), amendments of 2025', url: 'https://www.ftc.gov/legal-library/browse/rules/childrens-online-privacy-protection-rule-coppa'},
    checked: '2026-11-27',
  },
  'cocoapods.trunkReadOnlyDate': {
    statement: 'CocoaPods trunk stops accepting new pods and new versions on this date; published versions keep resolving.',
    value: '2 December 2026',
    source: {title: 'CocoaPods blog, CocoaPods Trunk Read-only Plan', url: 'https://blog.cocoapods.org/CocoaPods-Specs-Repo/'},
    checked: '2026-11-27',
    typedForms: [/\b(?:December 2|2 December),? 2026\b/],
  },
} as const satisfies FactTable;

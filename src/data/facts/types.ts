/**
 * A platform fact: something true of Android, Apple's platforms, the Web, a framework or a privacy framework that a
 * page states, and that changes on the platform's schedule, not ours (minimum versions, store policy levels and their
 * dates, consent-framework versions, renamed menus and APIs, deadlines).
 */
export interface Fact {
  /** The fact in one sentence, as a reviewer checks it against the source. */
  statement: string;
  /** What a page prints for `%%fact.<id>%%`. Dates are written as dates ("28 February 2026"), never relative. */
  value: string;
  /** The platform's own document that states it. */
  source: {title: string; url: string};
  /** The day the value was last checked against the source, `YYYY-MM-DD`. */
  checked: string;
  /**
   * Forms of this fact that must not be typed into a page: stale values and hand-typed copies of this one. A page
   * that matches one fails `npm test` with its line; use the token instead.
   */
  typedForms?: readonly RegExp[];
}

/** Facts by id. An id is dotted and names its platform first: `play.targetSdk`, `tcf.version`. */
export type FactTable = Readonly<Record<string, Fact>>;

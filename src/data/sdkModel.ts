/**
 * The example values of `SDK-MODEL.md` as data, so that the sample check can hold every page to them: one event
 * token per event for every platform, tracker tokens that are never event tokens, and the words of ad revenue.
 */

/** An example event: its token, and the names a sample may give it (object key, constant, case label, comment). */
export interface ExampleEvent {
  token: string;
  /** Names that mean this event, compared without case, spaces, `-` or `_` (`SIGN_UP`, `signUp`, `sign-up`). */
  names: readonly string[];
}

/** Example event tokens: the same token for the same event on every platform (SDK-MODEL.md §7). */
export const exampleEvents = {
  signUp: {token: 'abc123', names: ['signUp', 'registration', 'register', 'signedUp', 'account created']},
  purchase: {token: 'def456', names: ['purchase', 'order', 'checkout', 'subscription', 'subscribe', 'renewal']},
  trial: {token: 'trl789', names: ['trial', 'trialStarted', 'startTrial', 'freeTrial']},
  tutorialComplete: {token: 'ghi789', names: ['tutorialComplete', 'tutorialCompleted', 'tutorial']},
  levelReached: {token: 'jkl012', names: ['levelReached', 'levelUp', 'level']},
  productView: {token: 'pvw345', names: ['productView', 'viewProduct', 'productViewed']},
} as const satisfies Record<string, ExampleEvent>;
export type ExampleEventName = keyof typeof exampleEvents;

/**
 * Example tracker tokens: the path of a tracking link, naming a campaign (SDK-MODEL.md §2). Never an event token,
 * so that a reader who copies a link never sends an event token by mistake, and the other way round.
 */
export const exampleTrackerTokens = {
  campaign: 'xyz789',
  preinstall: 'pre321',
} as const;

/** The mediation platforms ad revenue names in `source` (SDK-MODEL.md §7). */
export const adRevenueSources = ['applovin_max', 'unity_levelplay', 'admob'] as const;

/** The SDK's four precision words; a mediation SDK's own value is translated into one of them. */
export const adRevenuePrecisions = ['exact', 'estimated', 'publisher_defined', 'unknown'] as const;

/** Every example event token, for the check that no other literal is used as one. */
export const exampleEventTokens: ReadonlySet<string> = new Set(Object.values(exampleEvents).map((e) => e.token));

/** A name as the event table compares it: lower case, without spaces, `-` or `_`. */
export const normalizeEventName = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '');

/** The event a name means (`SIGN_UP`, `signUp`, `// sign-up`), or undefined when it names none. */
export function eventNamed(name: string): ExampleEventName | undefined {
  const wanted = normalizeEventName(name);
  for (const [event, {names}] of Object.entries(exampleEvents) as [ExampleEventName, ExampleEvent][]) {
    if (names.some((n) => normalizeEventName(n) === wanted)) return event;
  }
  return undefined;
}

/**
 * How long the button says what happened before it offers to copy again. In a module without styles so that the
 * browser tests, which cannot load a CSS module, can hold this one timer.
 */
export const OUTCOME_SHOWN_MS = 2500;

// Files of the reader's own React Native app that samples import and the page does not show: the root component
// and `app.json` every React Native project has.
declare module '*/App' {
  import type {ComponentType} from 'react';
  const App: ComponentType;
  export default App;
}
declare module '*/app.json' {
  export const name: string;
}
// The reader's consent store: wherever the app keeps the answer of its consent tool. The pages show how it is used,
// not how it is written (that depends on the consent platform).
declare module '*/consentStore' {
  /** The stored decision: true or false once the user answered, null before. */
  export function storedConsent(): Promise<boolean | null>;
  /** Calls `listener` each time the user gives or withdraws consent; returns the unsubscribe function. */
  export function onConsentChange(listener: (granted: boolean) => void): () => void;
}

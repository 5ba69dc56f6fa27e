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

// Vite's client types (`vite/client`): the build-time variables a web app's code reads from `import.meta.env`.
// Only what the Web pages use: the mode and the site's own `VITE_` variable that picks the SDK environment.
interface ImportMetaEnv {
  readonly MODE: string;
  readonly DEV: boolean;
  readonly PROD: boolean;
  readonly VITE_ATTRIO_ENVIRONMENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * The API reference: generated from the OpenAPI document in `openapi/` into `api/` (ignored by git) before every
 * build and start, and served by its own docs plugin instance under `/api/` with its own sidebar.
 */
export const apiReference = {
  /** Docs plugin instance id; the theme puts `plugin-id-api` on `<html>` for these pages. */
  pluginId: 'api',
  routeBasePath: 'api',
  /** Where the pages are generated, relative to the site root. */
  outputDir: 'api',
  specFile: 'openapi/devenv.yaml',
  /** The spec is served as a static file (the `openapi/` folder is a static directory). */
  downloadPath: '/devenv.yaml',
  /** Id of the generated introduction page, derived by the generator from `info.title`. */
  introDocId: 'dev-environment-configuration',
  label: 'API reference',
  /** The schema of a whole `devenv.yaml`, under `components.schemas`. */
  rootSchema: 'Config',
  /** The defaults the site specification names, listed on the front page with their values read from the spec. */
  notableDefaults: [
    {schema: 'HookContainer', property: 'timeout', unit: 'seconds'},
    {schema: 'LocalRegistry', property: 'port'},
    {schema: 'RegistryPersistence', property: 'size'},
  ],
} as const;

/** The introduction is the reference's front page: it answers at the section root. */
export const apiIntroPath = `/${apiReference.routeBasePath}/`;

/** Where the introduction answered before it moved to the section root; links to it are redirected there. */
export const apiIntroFormerPath = `/${apiReference.routeBasePath}/${apiReference.introDocId}`;

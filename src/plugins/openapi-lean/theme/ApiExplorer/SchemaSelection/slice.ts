/**
 * Replaces the OpenAPI theme's schema-selection slice (ejected, like `@theme/ApiItem/hooks`, and for the same
 * reason). The schema component builds this action only to dispatch it, and without a store it never does; Redux
 * Toolkit need not ship to build it.
 */
export const setSchemaSelection = (payload: {path: string; index: number}) =>
  ({type: 'schemaSelection/setSchemaSelection', payload}) as const;

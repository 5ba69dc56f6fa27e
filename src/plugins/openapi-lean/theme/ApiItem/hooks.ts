/**
 * Replaces the OpenAPI theme's Redux hooks (ejected: a hook cannot be wrapped). The store only exists on operation
 * pages, for the API explorer; our reference documents schemas only (`openapi/devenv.yaml` has no paths, which a
 * unit test holds it to), so Redux, React Redux and Immer would ship with every reference page for nothing.
 * The schema component asks for `dispatch` and carries on without one, as it does outside a store.
 */
const NO_STORE =
  'The API reference has no Redux store: it documents schemas only. Operations need the OpenAPI theme’s own ' +
  'hooks back: delete src/plugins/openapi-lean/theme/ApiItem/hooks.ts and theme/ApiExplorer/SchemaSelection/slice.ts.';

export function useTypedDispatch(): undefined {
  return undefined;
}

export function useTypedSelector(): never {
  throw new Error(NO_STORE);
}

/** The site's `allof-merge` (see ../README.md): schemas without `allOf` need no merging. */
export const ALL_OF_UNSUPPORTED =
  'The API reference is built without allof-merge, and this schema uses allOf: remove its alias from ' +
  'src/plugins/openapi-lean/index.ts.';

export function merge<Schema>(schema: Schema): Schema {
  if (usesAllOf(schema)) throw new Error(ALL_OF_UNSUPPORTED);
  return schema;
}

function usesAllOf(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesAllOf);
  if (!node || typeof node !== 'object') return false;
  return 'allOf' in node || Object.values(node).some(usesAllOf);
}

/** `lodash/flatten` (one level) for the arrays of a schema (see ../README.md). */
export default function flatten<T>(array: readonly (T | readonly T[])[] | null | undefined): T[] {
  return array ? (array.flat() as T[]) : [];
}

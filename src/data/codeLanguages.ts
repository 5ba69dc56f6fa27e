/**
 * Languages of the code blocks in `docs/`, by the id of their Prism grammar; a fence may also use one of the aliases
 * Prism gives them (`kt`, `ts`, `sh`, `xml`, …). No grammar ships with every page: each page imports those its own
 * blocks use (`src/plugins/prism-per-page`). `tests/unit/docs.test.ts` fails when a page uses a language
 * that is not listed here, or when one listed here is unused.
 */
export const prismLanguages = [
  'markup', 'javascript', 'typescript', 'jsx', 'tsx', 'json', 'yaml', 'http',
  'kotlin', 'java', 'groovy', 'properties', 'swift', 'objectivec', 'cpp', 'ruby', 'dart', 'csharp', 'bash',
] as const;

/** Fence languages shown as plain text, with no grammar. */
export const plainTextLanguages = ['text'] as const;

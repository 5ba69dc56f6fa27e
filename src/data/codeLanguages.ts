/**
 * Languages of the code blocks in `docs/`. prism-react-renderer bundles some; each page imports the rest that its
 * own code blocks use (`src/plugins/remark-prism-grammars`).
 * `tests/unit/docs.test.ts` fails when a page uses a language in neither list, or when one listed here is unused.
 */
export const bundledPrismLanguages = [
  'markup', 'xml', 'html', 'svg', 'css', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx',
  'json', 'yaml', 'yml', 'kotlin', 'kt', 'kts', 'swift', 'objectivec', 'objc', 'cpp', 'c', 'markdown', 'md',
] as const;

export const additionalPrismLanguages = [
  'java', 'groovy', 'dart', 'csharp', 'bash', 'properties', 'ruby', 'http',
] as const;

/** Aliases Prism resolves to a loaded grammar. */
export const languageAliases: Readonly<Record<string, string>> = {
  sh: 'bash',
  shell: 'bash',
  cs: 'csharp',
  rb: 'ruby',
  text: 'plain',
};

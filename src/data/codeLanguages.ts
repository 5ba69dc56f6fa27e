/**
 * Languages of the code blocks in `docs/`. prism-react-renderer bundles some; the rest are loaded through
 * `prism.additionalLanguages`. `tests/unit/codeLanguages.test.ts` fails when a page uses a language in neither list.
 */
export const bundledPrismLanguages = [
  'markup', 'xml', 'html', 'svg', 'css', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx',
  'json', 'yaml', 'yml', 'kotlin', 'kt', 'kts', 'swift', 'objectivec', 'objc', 'cpp', 'c', 'markdown', 'md',
] as const;

export const additionalPrismLanguages = [
  'java', 'groovy', 'dart', 'csharp', 'bash', 'properties', 'ruby', 'http', 'diff',
] as const;

/** Aliases Prism resolves to a loaded grammar. */
export const languageAliases: Readonly<Record<string, string>> = {
  sh: 'bash',
  shell: 'bash',
  cs: 'csharp',
  rb: 'ruby',
  text: 'plain',
};

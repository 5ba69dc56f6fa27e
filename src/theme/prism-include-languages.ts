/**
 * Replaces the classic theme's loader (ejected: there is nothing to wrap), which puts every additional Prism
 * grammar into the main bundle. Pages import the grammars they use instead: see `src/plugins/remark-prism-grammars`.
 */
export default function prismIncludeLanguages(): void {}

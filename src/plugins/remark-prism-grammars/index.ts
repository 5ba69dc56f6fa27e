/**
 * Remark plugin: a page imports the Prism grammars its own code blocks need, instead of every page carrying every
 * grammar the site uses (the classic theme's `prism.additionalLanguages` puts them all into the main bundle).
 * Grammars prism-react-renderer bundles need nothing. The imports go first in the page module, so the grammars are
 * registered before the page renders, on the server and in the browser alike.
 */
import {additionalPrismLanguages, languageAliases} from '../../data/codeLanguages';

/** Makes prism-react-renderer's Prism the global one, which Prism's grammar files extend when they are evaluated. */
export const EXPOSE_PRISM_MODULE = '@site/src/plugins/remark-prism-grammars/exposePrism';

interface MdastNode {
  type: string;
  lang?: string | null;
  children?: MdastNode[];
  value?: string;
  data?: Record<string, unknown>;
}

const additional = new Set<string>(additionalPrismLanguages);

/** The additional grammars that the code blocks under `tree` are written in, in first-use order. */
export function grammarsUsed(tree: MdastNode): string[] {
  const used = new Set<string>();
  const visit = (node: MdastNode): void => {
    if (node.type === 'code' && node.lang) {
      const lang = languageAliases[node.lang] ?? node.lang;
      if (additional.has(lang)) used.add(lang);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return [...used];
}

/** An `import 'source';` statement as MDX wants it: the code and its ESTree. */
function sideEffectImport(source: string): MdastNode {
  const value = `import ${JSON.stringify(source)};`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: source, raw: JSON.stringify(source)}}],
      },
    },
  };
}

export default function remarkPrismGrammars() {
  return (tree: MdastNode): void => {
    const grammars = grammarsUsed(tree);
    if (grammars.length === 0) return;
    const imports = [EXPOSE_PRISM_MODULE, ...grammars.map((lang) => `prismjs/components/prism-${lang}`)];
    tree.children = [...imports.map(sideEffectImport), ...(tree.children ?? [])];
  };
}

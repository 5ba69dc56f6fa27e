/**
 * Remark plugin: a page imports the Prism grammars its own code blocks need, and only those. No grammar ships with
 * every page: the classic theme's `prism.additionalLanguages` would put them into the main bundle, and so does
 * prism-react-renderer with its own set, which `./leanPrismReactRenderer.ts` leaves out. The imports go first in the page
 * module, so the grammars are registered before the page renders, on the server and in the browser alike.
 */
import {prismLanguages} from '../../data/codeLanguages';
import {grammarLoadOrder, prismGrammarOf} from './grammars';

/** Makes prism-react-renderer's Prism the global one, which Prism's grammar files extend when they are evaluated. */
export const EXPOSE_PRISM_MODULE = '@site/src/plugins/prism-per-page/exposePrism';

interface MdastNode {
  type: string;
  lang?: string | null;
  children?: MdastNode[];
  value?: string;
  data?: Record<string, unknown>;
}

/** The grammars the code blocks under `tree` are written in. */
export function grammarsUsed(tree: MdastNode): Set<string> {
  const used = new Set<string>();
  const visit = (node: MdastNode): void => {
    const grammar = node.type === 'code' && node.lang ? prismGrammarOf(node.lang) : undefined;
    if (grammar) used.add(grammar);
    node.children?.forEach(visit);
  };
  visit(tree);
  return used;
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
    const grammars = grammarLoadOrder(grammarsUsed(tree), prismLanguages);
    if (grammars.length === 0) return;
    const imports = [EXPOSE_PRISM_MODULE, ...grammars.map((id) => `prismjs/components/prism-${id}`)];
    tree.children = [...imports.map(sideEffectImport), ...(tree.children ?? [])];
  };
}

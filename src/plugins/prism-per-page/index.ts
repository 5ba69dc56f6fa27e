/**
 * Prism per page (README.md): the main bundle carries no Prism grammar; each page imports the ones its code blocks
 * use. The plugin goes in `plugins`, the remark plugin in every docs instance's `remarkPlugins`.
 */
export {default} from './leanPrismReactRenderer';
export {default as remarkPrismGrammars} from './remarkPrismGrammars';

/** One checker per compiler: each gets every sample of its languages and runs its compiler once. */
import type {CheckedLanguage, Sample} from './collect';
import type {Problem} from './check/wrapped';
import {checkJvm} from './check/jvm';
import {checkTypescript} from './check/typescript';
import {checkCsharp} from './check/csharp';
import {checkObjc} from './check/objc';
import {checkDart, checkSwift} from './check/treesitter';
import {checkXml} from './check/xml';

export interface Checker {
  languages: readonly CheckedLanguage[];
  check(samples: Sample[], workDir: string): Promise<Problem[]>;
}

/**
 * `npm run test:samples` starts the checkers one after another without waiting for them to end. Those that run a
 * compiler process come first, so that the in-process ones (TypeScript's compiler API, the tree-sitter parsers, the
 * XML parser) run while the compilers do.
 */
export const checkers: readonly Checker[] = [
  {languages: ['java', 'kotlin'], check: checkJvm},
  {languages: ['objc'], check: checkObjc},
  {languages: ['csharp'], check: checkCsharp},
  {languages: ['typescript', 'javascript'], check: checkTypescript},
  {languages: ['swift'], check: checkSwift},
  {languages: ['dart'], check: checkDart},
  {languages: ['xml'], check: checkXml},
];

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

export const checkers: readonly Checker[] = [
  {languages: ['typescript', 'javascript'], check: checkTypescript},
  {languages: ['java', 'kotlin'], check: checkJvm},
  {languages: ['csharp'], check: checkCsharp},
  {languages: ['objc'], check: checkObjc},
  {languages: ['swift'], check: checkSwift},
  {languages: ['dart'], check: checkDart},
  {languages: ['xml'], check: checkXml},
];

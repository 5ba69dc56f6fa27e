/** One checker per compiler: each gets every sample of its languages and runs its compiler once. */
import type {CheckedLanguage, Sample} from './collect';
import type {Problem} from './check/wrapped';
import {checkJvm} from './check/jvm';
import {checkTypescript} from './check/typescript';

export interface Checker {
  languages: readonly CheckedLanguage[];
  check(samples: Sample[], workDir: string): Promise<Problem[]>;
}

export const checkers: readonly Checker[] = [
  {languages: ['typescript', 'javascript'], check: checkTypescript},
  {languages: ['java', 'kotlin'], check: checkJvm},
];

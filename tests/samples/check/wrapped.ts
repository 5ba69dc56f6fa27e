/** A sample written into a compilable file, with what the wrapper put around it, so errors map back to the page. */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import type {Sample} from '../collect';

export interface Problem {
  /** `docs/…/page.mdx:line`, the line in the page the reader sees. */
  where: string;
  message: string;
}

export interface WrappedSample {
  sample: Sample;
  /** Absolute path of the generated file. */
  file: string;
  before: string[];
  after: string[];
}

export function writeWrapped(wrapped: WrappedSample): void {
  mkdirSync(dirname(wrapped.file), {recursive: true});
  writeFileSync(wrapped.file, [...wrapped.before, wrapped.sample.code, ...wrapped.after].join('\n') + '\n');
}

/** The page line of a 1-based line of the generated file; a wrapper line maps to the opening fence. */
export function pageLine(wrapped: WrappedSample, fileLine: number): {line: number; inWrapper: boolean} {
  const codeLines = wrapped.sample.code.split('\n').length;
  const index = fileLine - 1 - wrapped.before.length;
  if (index < 0 || index >= codeLines) return {line: wrapped.sample.line, inWrapper: true};
  return {line: wrapped.sample.line + 1 + index, inWrapper: false};
}

/** Turns a compiler message about a generated file into a problem at the page line. */
export function problemAt(wrapped: WrappedSample, fileLine: number, message: string): Problem {
  const {line, inWrapper} = pageLine(wrapped, fileLine);
  const title = wrapped.sample.title ? ` (${wrapped.sample.title})` : '';
  return {
    where: `docs/${wrapped.sample.doc}:${line}`,
    message: `${message}${inWrapper ? ' [reported in the code the check puts around the sample]' : ''}${title}`,
  };
}

/** Finds the wrapped sample a compiler's file path belongs to. */
export function byFile(wrapped: WrappedSample[]): (file: string) => WrappedSample | undefined {
  const map = new Map(wrapped.map((w) => [w.file, w]));
  return (file) => map.get(file);
}

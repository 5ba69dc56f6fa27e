/** Samples as the collector makes them, for the checkers' unit tests. */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll} from 'vitest';
import type {Sample} from '../../samples/collect';

let counter = 0;

export function sample(fields: Pick<Sample, 'language' | 'code'> & Partial<Sample>): Sample {
  counter += 1;
  return {
    id: `t${String(counter).padStart(3, '0')}`, doc: 'android/example.mdx', line: 10, fence: fields.language,
    title: '', platform: undefined, ...fields,
  };
}

const workDirs: string[] = [];
afterAll(() => workDirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A fresh folder for one check, removed when the test file is done. */
export function workDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `sample-check-${name}-`));
  workDirs.push(dir);
  return dir;
}

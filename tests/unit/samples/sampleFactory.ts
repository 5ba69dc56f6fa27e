/** Samples as the collector makes them, for the checkers' unit tests. */
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Sample} from '../../samples/collect';

let counter = 0;

export function sample(fields: Pick<Sample, 'language' | 'code'> & Partial<Sample>): Sample {
  counter += 1;
  return {
    id: `t${String(counter).padStart(3, '0')}`, doc: 'android/example.mdx', line: 10, fence: fields.language,
    title: '', platform: undefined, ...fields,
  };
}

export const workDir = (name: string) => mkdtempSync(join(tmpdir(), `sample-check-${name}-`));

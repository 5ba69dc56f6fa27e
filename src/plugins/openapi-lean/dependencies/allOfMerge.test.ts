import {join} from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {merge as allOfMerge} from 'allof-merge';
import {describe, expect, it} from 'vitest';
import {apiReference} from '../../../data/apiReference';
import {ALL_OF_UNSUPPORTED, merge} from './allOfMerge';

const specPath = join(__dirname, '..', '..', '..', '..', apiReference.specFile);

/** Every object inside `node`, itself included, each once (a dereferenced document may point back into itself). */
function objectsIn(node: unknown, seen = new Set<object>()): object[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  return [node, ...Object.values(node).flatMap((value) => objectsIn(value, seen))];
}

describe('the API reference without allof-merge', () => {
  it('hands the theme every schema of the reference exactly as allof-merge would', async () => {
    const document = (await SwaggerParser.dereference(specPath)) as {components: {schemas: object}};
    const schemas = objectsIn(document.components.schemas);
    expect(schemas.length).toBeGreaterThan(100);
    for (const schema of schemas) {
      expect(merge(schema)).toBe(schema);
      expect(allOfMerge(structuredClone(schema))).toEqual(schema);
    }
  });

  it('refuses a schema that needs merging, saying how to bring the library back', () => {
    const schema = {allOf: [{properties: {name: {type: 'string'}}}, {required: ['name']}]};
    expect(allOfMerge(schema)).toEqual({properties: {name: {type: 'string'}}, required: ['name']});
    expect(() => merge({properties: {steps: {type: 'array', items: schema}}})).toThrow(ALL_OF_UNSUPPORTED);
  });
});

import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import flatten from './flatten';
import isEmpty from './isEmpty';

// The libraries these stand in for, straight from the OpenAPI theme's dependencies.
const require = createRequire(import.meta.url);
const lodashIsEmpty = require('lodash/isEmpty') as (value: unknown) => boolean;
const lodashFlatten = require('lodash/flatten') as (array: unknown) => unknown[];

describe('the lodash stand-ins of the API reference', () => {
  const values: unknown[] = [
    null, undefined, '', 'text', 0, 5, true, false, [], [1], {}, {type: 'string'}, {properties: {}},
    new Map(), new Map([['a', 1]]), new Set(), new Set([1]),
  ];

  it.each(values.map((value) => [value]))('isEmpty(%o) answers as lodash does', (value) => {
    expect(isEmpty(value)).toBe(lodashIsEmpty(value));
  });

  it('flatten removes one level of nesting, as lodash does', () => {
    const nested: unknown[] = [[{type: 'string'}, [{type: 'integer'}]], {type: 'object'}, [], [[['deep']]]];
    expect(flatten(nested)).toEqual(lodashFlatten(nested));
    expect(flatten(nested)).toHaveLength(4);
    expect(flatten(null)).toEqual(lodashFlatten(null));
  });
});

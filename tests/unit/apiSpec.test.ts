import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';
import {apiReference} from '../../src/data/apiReference';
import {UNSUPPORTED_MARKDOWN} from '../../src/plugins/openapi-lean/theme/Markdown/inlineMarkdown';

const specPath = join(__dirname, '..', '..', apiReference.specFile);

interface SchemaNode {
  type?: string;
  $ref?: string;
  oneOf?: unknown[];
  description?: string;
  default?: unknown;
  example?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
}

const spec = parse(readFileSync(specPath, 'utf8')) as {
  info: {description: string};
  paths?: Record<string, unknown>;
  components: {schemas: Record<string, SchemaNode>};
};
const schemas = spec.components.schemas;

/** Every `description` in the document, wherever it sits. */
function descriptionsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(descriptionsIn);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'description' && typeof value === 'string' ? [value] : descriptionsIn(value),
  );
}

/** Every property of every schema, nested ones included, as [path, schema]. */
function properties(node: SchemaNode, path: string): [string, SchemaNode][] {
  return Object.entries(node.properties ?? {}).flatMap(([name, property]) => [
    [`${path}.${name}`, property] as [string, SchemaNode],
    ...properties(property, `${path}.${name}`),
  ]);
}
const allProperties = Object.entries(schemas).flatMap(([name, schema]) => properties(schema, name));

describe('the OpenAPI document of the API reference', () => {
  it('documents schemas only: the reference ships without the API explorer and its store', () => {
    // src/plugins/openapi-lean/theme relies on it.
    expect(Object.keys(spec.paths ?? {})).toEqual([]);
  });

  it('validates as OpenAPI 3', async () => {
    const api = await SwaggerParser.validate(specPath);
    expect('openapi' in api && api.openapi).toMatch(/^3\./);
  });

  it('keeps the defaults the spec names: hook timeout 150 s, registry port 5000, volume 5Gi', () => {
    expect(schemas.HookContainer?.properties?.timeout?.default).toBe(150);
    expect(schemas.LocalRegistry?.properties?.port?.default).toBe(5000);
    expect(schemas.RegistryPersistence?.properties?.size?.default).toBe('5Gi');
  });

  it('gives every property a type (or reference) and a description', () => {
    const missing = allProperties.filter(
      ([, p]) => !(p.type || p.$ref || p.oneOf) || (!p.$ref && !p.description),
    );
    expect(missing.map(([path]) => path)).toEqual([]);
  });

  it('gives every scalar property an example', () => {
    const scalars = allProperties.filter(([, p]) => p.type && !['object', 'array'].includes(p.type));
    expect(scalars.length).toBeGreaterThan(50);
    expect(scalars.filter(([, p]) => p.example === undefined).map(([path]) => path)).toEqual([]);
  });

  it('says what it is in one line', () => {
    expect(spec.info.description.trim().split('\n')).toHaveLength(1);
  });

  it('writes descriptions only in the inline Markdown the reference renders', () => {
    const descriptions = descriptionsIn(spec);
    // Schemas, properties, items, oneOf members and the info block all have some.
    expect(descriptions.length).toBeGreaterThan(allProperties.length);
    expect(descriptions.filter((text) => UNSUPPORTED_MARKDOWN.test(text))).toEqual([]);
  });
});

/**
 * What the front page states about the schema, read from the OpenAPI document itself so that it cannot drift from
 * it: the top-level keys, where a setting sits in the file, its default, and the address of each schema's page.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parse} from 'yaml';
import {apiReference} from '../../data/apiReference';

export interface SchemaNode {
  title?: string;
  type?: string;
  description?: string;
  enum?: unknown[];
  default?: unknown;
  required?: string[];
  $ref?: string;
  items?: SchemaNode;
  additionalProperties?: SchemaNode | boolean;
  properties?: Record<string, SchemaNode>;
}

export type Schemas = Record<string, SchemaNode>;

export const specPath = join(__dirname, '..', '..', '..', apiReference.specFile);

export function readSchemas(): Schemas {
  return (parse(readFileSync(specPath, 'utf8')) as {components: {schemas: Schemas}}).components.schemas;
}

const refName = (node: SchemaNode | boolean | undefined): string | undefined =>
  typeof node === 'object' ? node.$ref?.replace('#/components/schemas/', '') : undefined;

function schemaOf(schemas: Schemas, name: string): SchemaNode {
  const schema = schemas[name];
  if (!schema) throw new Error(`The OpenAPI document has no schema ${name}.`);
  return schema;
}

/** The page the OpenAPI generator writes for a schema: its id is the schema's title in kebab case. */
export function schemaPagePath(schemas: Schemas, name: string): string {
  const title = schemaOf(schemas, name).title ?? name;
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `/${apiReference.routeBasePath}/schemas/${id}`;
}

export interface TopLevelKey {
  key: string;
  required: boolean;
  /** The schema that documents the key's value: its own, or the whole file's for a plain value. */
  schema: string;
  /** What the value is, e.g. `Image, by name` or `list of Hook`. */
  holds: string;
  description: string;
}

export function topLevelKeys(schemas: Schemas): TopLevelKey[] {
  const root = schemaOf(schemas, apiReference.rootSchema);
  return Object.entries(root.properties ?? {}).map(([key, property]) => {
    const direct = refName(property);
    const listed = refName(property.items);
    const named = refName(property.additionalProperties);
    const schema = direct ?? listed ?? named;
    const titleOf = (name: string) => schemaOf(schemas, name).title ?? name;
    const holds = direct
      ? titleOf(direct)
      : listed
        ? `list of ${titleOf(listed)}`
        : named
          ? `${titleOf(named)}, by name`
          : `${property.type ?? 'value'}${property.enum ? `: ${property.enum.map((value) => `\`${String(value)}\``).join(', ')}` : ''}`;
    const description = property.description ?? (schema ? schemaOf(schemas, schema).description : undefined) ?? '';
    return {key, required: root.required?.includes(key) ?? false, schema: schema ?? apiReference.rootSchema, holds, description};
  });
}

/**
 * Where `property` of schema `target` sits in a file, e.g. `hooks[].container.timeout`: the first path that reaches
 * the schema from the root, through nested schemas (`a.b`), lists (`a[].b`) and maps by name (`a.<name>.b`).
 */
export function settingPath(schemas: Schemas, target: string, property: string): string {
  const queue: [string, string][] = [[apiReference.rootSchema, '']];
  const seen = new Set<string>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [name, prefix] = next;
    if (name === target) return `${prefix}${property}`;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const [key, node] of Object.entries(schemaOf(schemas, name).properties ?? {})) {
      const reached: [string | undefined, string][] = [
        [refName(node), `${prefix}${key}.`],
        [refName(node.items), `${prefix}${key}[].`],
        [refName(node.additionalProperties), `${prefix}${key}.<name>.`],
      ];
      for (const [schema, path] of reached) if (schema) queue.push([schema, path]);
    }
  }
  throw new Error(`No setting of the file reaches schema ${target}.`);
}

export interface NotableDefault {
  path: string;
  value: unknown;
  unit?: string;
  schema: string;
  description: string;
}

export function notableDefaults(schemas: Schemas): NotableDefault[] {
  return apiReference.notableDefaults.map((entry) => {
    const property = schemaOf(schemas, entry.schema).properties?.[entry.property];
    if (property?.default === undefined) {
      throw new Error(`${entry.schema}.${entry.property} has no default in the OpenAPI document.`);
    }
    return {
      path: settingPath(schemas, entry.schema, entry.property),
      value: property.default,
      unit: 'unit' in entry ? entry.unit : undefined,
      schema: entry.schema,
      description: property.description ?? '',
    };
  });
}

/**
 * The API reference's front page, the one a user of `devenv.yaml` bookmarks. `docusaurus-plugin-openapi-docs` calls
 * `createFrontPageMD` for its introduction page (`markdownGenerators.createInfoPageMD`) when `npm run gen-api` runs,
 * and `frontMatter.mustache` serves that page at the section root (`slug: /`).
 *
 * What the OpenAPI document states (the top-level keys, the defaults, where each setting sits, each schema's page,
 * the schema's address) is generated from it, so the page cannot drift from the schema. What it cannot state is
 * written: here, in the example file `devenv.example.yaml` and in the checking script `validate-devenv.mjs`, both
 * shown on the page as they are, and both run by this folder's test.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createInfoPageMD} from 'docusaurus-plugin-openapi-docs/lib/markdown';
import {createLicense} from 'docusaurus-plugin-openapi-docs/lib/markdown/createLicense';
import type {InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiReference} from '../../data/apiReference';
import {product} from '../../data/product';
import {notableDefaults, readSchemas, schemaPagePath, topLevelKeys, type Schemas} from './schemaFacts';

export const frontMatterTemplate = join(__dirname, 'frontMatter.mustache');
export const exampleFile = join(__dirname, 'devenv.example.yaml');
export const validatorFile = join(__dirname, 'validate-devenv.mjs');

/** Where the schema is published: the file behind the reference's download button. */
export const schemaUrl = `${product.siteUrl}${apiReference.downloadPath}`;

/** Text from the OpenAPI document, safe in an MDX table cell: outside code, braces and angle brackets stay text. */
function cell(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 ? part : part.replace(/[{}<>]/g, (character) => `\\${character}`)))
    .join('')
    .replace(/\|/g, '\\|')
    .replace(/\s+/g, ' ')
    .trim();
}

function codeBlock(language: string, title: string, code: string): string {
  return `\`\`\`${language} title="${title}"\n${code.trimEnd()}\n\`\`\``;
}

function whatTheFileIs(schemas: Schemas): string {
  const configuration = schemaPagePath(schemas, apiReference.rootSchema);
  return `## What \`devenv.yaml\` is

\`devenv.yaml\` tells the \`devenv\` command-line tool how to run one project in a Kubernetes cluster while you work on
it: which container images to build, what to deploy, and which running containers to develop in, with your files kept
in sync, ports forwarded to your machine and a terminal inside. \`devenv dev\` and \`devenv deploy\` run the pipelines of
those names, and \`devenv run NAME\` runs one of the file's commands.

The file lives in the project's root folder, next to the code it builds. Every path in it (Dockerfiles, build
contexts, charts, manifests, synced folders, other projects) is relative to that folder, and a project that depends on
this one finds its \`devenv.yaml\` there. Only \`version\` and \`name\` are required: see
[Configuration file](${configuration}) for the whole schema on one page.`;
}

function example(): string {
  return `## A complete example

Every top-level key in use, with a comment wherever the value is not self-explanatory. It validates against the
schema (see [Check a file against the schema](#check-a-file-against-the-schema)).

${codeBlock('yaml', 'devenv.yaml', readFileSync(exampleFile, 'utf8'))}`;
}

function keysTable(schemas: Schemas): string {
  const rows = topLevelKeys(schemas).map(
    ({key, required, schema, holds, description}) =>
      `| [\`${key}\`](${schemaPagePath(schemas, schema)}) | ${cell(holds)} | ${required ? 'yes' : 'no'} | ${cell(description)} |`,
  );
  return `## Top-level keys

Each key links to the page of the schema its value follows.

| Key | Value | Required | What it is for |
| --- | --- | --- | --- |
${rows.join('\n')}`;
}

function defaultsTable(schemas: Schemas): string {
  const rows = notableDefaults(schemas).map(
    ({path, value, unit, schema, description}) =>
      `| [\`${path}\`](${schemaPagePath(schemas, schema)}) | \`${String(value)}\`${unit ? ` ${unit}` : ''} | ${cell(description)} |`,
  );
  return `## Defaults worth knowing

What the tool uses when the file leaves a setting out. \`[]\` is any item of a list; each setting links to its
schema's page, which gives every other default.

| Setting | Default | What it does |
| --- | --- | --- |
${rows.join('\n')}`;
}

function howToCheck(): string {
  return `## Check a file against the schema

The schema is the OpenAPI document this reference is generated from: **Export** › **OpenAPI Spec** at the top of this
page downloads it, and it is published at \`${schemaUrl}\`. A whole file follows its \`${apiReference.rootSchema}\`
schema (\`#/components/schemas/${apiReference.rootSchema}\`), so any JSON Schema validator that resolves \`$ref\` inside
a document can check a file. With Node.js 20 or later and [Ajv](https://ajv.js.org):

1. In an empty folder, install Ajv, its formats and a YAML parser:

   ${codeBlock('bash', 'Terminal', 'npm install ajv@8 ajv-formats@3 yaml@2').replace(/\n/g, '\n   ')}

2. Save this script there as \`validate-devenv.mjs\`:

   ${codeBlock('js', 'validate-devenv.mjs', readFileSync(validatorFile, 'utf8')).replace(/\n/g, '\n   ')}

3. Run it with the path of your file and the schema's address (or a downloaded copy of the schema):

   ${codeBlock('bash', 'Terminal', `node validate-devenv.mjs ../checkout/devenv.yaml ${schemaUrl}`).replace(/\n/g, '\n   ')}

It prints \`../checkout/devenv.yaml is valid.\`, or one line for each problem and exits with status 1. For a registry
port written in quotes:

${codeBlock('text', 'Output', '../checkout/devenv.yaml: /localRegistry/port must be integer')}`;
}

export function createFrontPageMD(page: InfoPageMetadata): string {
  const schemas = readSchemas();
  // The generator's own introduction (version, download button, title, description), with the licence moved last.
  const introduction = createInfoPageMD({...page, info: {...page.info, license: undefined}});
  return [
    introduction,
    whatTheFileIs(schemas),
    example(),
    keysTable(schemas),
    defaultsTable(schemas),
    howToCheck(),
    page.info.license ? createLicense(page.info.license) : '',
  ].join('\n\n');
}

import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import {compile} from '@mdx-js/mdx';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import remarkGfm from 'remark-gfm';
import {parse} from 'yaml';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiReference} from '../../data/apiReference';
import {createFrontPageMD, validatorFile} from './index';
import {specPath} from './schemaFacts';

const spec = parse(readFileSync(specPath, 'utf8')) as {
  info: InfoPageMetadata['info'];
  components: {schemas: Record<string, {properties?: Record<string, unknown>}>};
};
const topLevelKeys = Object.keys(spec.components.schemas[apiReference.rootSchema]?.properties ?? {});

/** The page as the OpenAPI generator has it written, from the introduction it derives from `info`. */
const page = createFrontPageMD({
  type: 'info',
  id: apiReference.introDocId,
  unversionedId: apiReference.introDocId,
  title: spec.info.title,
  description: spec.info.description ?? '',
  source: '',
  sourceDirName: '.',
  permalink: `/${apiReference.routeBasePath}/`,
  frontMatter: {},
  info: spec.info,
  downloadUrl: apiReference.downloadPath,
});

function codeOnPage(language: string, title: string): string {
  const block = new RegExp(`( *)\`\`\`${language} title="${title}"\\n([\\s\\S]*?)\\n\\1\`\`\``).exec(page);
  if (!block) throw new Error(`No ${language} block titled ${title} on the page.`);
  const indent = block[1] ?? '';
  return (block[2] ?? '').replace(new RegExp(`^${indent}`, 'gm'), '');
}

const example = parse(codeOnPage('yaml', 'devenv.yaml')) as Record<string, unknown>;

async function configValidator() {
  const api = (await SwaggerParser.dereference(specPath)) as {components: {schemas: Record<string, object>}};
  const ajv = new Ajv({allErrors: true, strict: false});
  addFormats(ajv);
  return ajv.compile(api.components.schemas[apiReference.rootSchema] ?? {});
}

describe('the API reference front page', () => {
  it('compiles as MDX', async () => {
    await expect(compile(page, {remarkPlugins: [remarkGfm]})).resolves.toBeDefined();
  });

  it('shows an example that validates against the bundled OpenAPI schema', async () => {
    const validate = await configValidator();
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    // The validator can fail: the same file with a port written as text does not pass.
    const withTextPort = {...example, localRegistry: {...(example.localRegistry as object), port: '5000'}};
    expect(validate(withTextPort)).toBe(false);
  });

  it('uses every top-level key in its example', () => {
    expect(Object.keys(example).sort()).toEqual([...topLevelKeys].sort());
  });

  it('lists every top-level key, each linked to the page of its schema', () => {
    const rows = [...page.matchAll(/^\| \[`(\w+)`\]\(([^)]+)\) \|/gm)].map(([, key, link]) => [key, link]);
    expect(rows.map(([key]) => key)).toEqual(topLevelKeys);
    expect(Object.fromEntries(rows)).toMatchObject({
      version: '/api/schemas/configuration-file',
      images: '/api/schemas/image',
      hooks: '/api/schemas/hook',
      localRegistry: '/api/schemas/local-registry',
    });
  });

  it('gives the defaults the site specification names, where they sit in the file, with links', () => {
    expect(page).toContain('| [`hooks[].container.timeout`](/api/schemas/hook-container) | `150` seconds |');
    expect(page).toContain('| [`localRegistry.port`](/api/schemas/local-registry) | `5000` |');
    expect(page).toContain('| [`localRegistry.persistence.size`](/api/schemas/registry-persistence) | `5Gi` |');
  });

  describe('how to check a file', () => {
    // Made in a hook, not while the file is collected: `vitest list` collects without running hooks.
    let work = '';
    beforeAll(() => {
      work = mkdtempSync(join(tmpdir(), 'devenv-check-'));
      mkdirSync(join(work, 'checkout'));
      mkdirSync(join(work, 'validator'));
    });
    afterAll(() => rmSync(work, {recursive: true, force: true}));

    /** Runs the script as the page says, from a folder beside the project, on `../checkout/devenv.yaml`. */
    function check(file: unknown) {
      writeFileSync(join(work, 'checkout', 'devenv.yaml'), typeof file === 'string' ? file : JSON.stringify(file));
      return spawnSync(process.execPath, [validatorFile, '../checkout/devenv.yaml', specPath], {
        cwd: join(work, 'validator'),
        encoding: 'utf8',
      });
    }

    it('shows the checking script as it is', () => {
      expect(codeOnPage('js', 'validate-devenv.mjs')).toBe(readFileSync(validatorFile, 'utf8').trimEnd());
    });

    it('installs the major versions the script is tested with', () => {
      const install = /npm install (.+)/.exec(codeOnPage('bash', 'Terminal'))?.[1]?.split(' ') ?? [];
      expect(install.length).toBe(3);
      for (const requirement of install) {
        const [name = '', major = ''] = requirement.split('@');
        const manifest = join(__dirname, '..', '..', '..', 'node_modules', name, 'package.json');
        const {version} = JSON.parse(readFileSync(manifest, 'utf8')) as {version: string};
        expect(version.split('.')[0], name).toBe(major);
      }
    });

    it('reports the example as valid, in the words of the page', () => {
      const result = check(codeOnPage('yaml', 'devenv.yaml'));
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(page).toContain(`It prints \`${result.stdout.trim()}\``);
    });

    it('reports a port written in quotes with the output the page shows, and fails', () => {
      const result = check({...example, localRegistry: {...(example.localRegistry as object), port: '5000'}});
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(codeOnPage('text', 'Output'));
    });
  });
});

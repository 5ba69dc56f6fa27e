import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

const root = join(__dirname, '..', '..');

/** A copy of the project's sources (no build output, no earlier api/), sharing its installed packages. */
function copyOfProject(): string {
  const site = mkdtempSync(join(tmpdir(), 'gen-api-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {cwd: root})
    .toString()
    .split('\0')
    .filter((file) => file && file !== 'node_modules');
  for (const file of files) cpSync(join(root, file), join(site, file), {recursive: true});
  symlinkSync(realpathSync(join(root, 'node_modules')), join(site, 'node_modules'));
  return site;
}

describe('npm run gen-api (scripts/generate-api-docs.sh)', () => {
  // Made in a hook, not while the file is collected: `vitest list` collects without running hooks.
  let site = '';
  beforeAll(() => {
    site = copyOfProject();
  });
  afterAll(() => rmSync(site, {recursive: true, force: true}));

  const generate = () => execFileSync('bash', ['scripts/generate-api-docs.sh'], {cwd: site, encoding: 'utf8'});
  const edit = (file: string, change: (text: string) => string) =>
    writeFileSync(join(site, file), change(readFileSync(join(site, file), 'utf8')));
  const schemaPage = () => join(site, 'api', 'schemas', 'local-registry.Schema.json');
  const frontPage = () => join(site, 'api', 'dev-environment-configuration.info.mdx');

  it('regenerates the pages when, and only when, something they are made from changed', {timeout: 180_000}, () => {
    expect(generate()).toMatch(/schema pages generated/);
    const generatedAt = statSync(schemaPage()).mtimeMs;

    expect(generate()).toMatch(/up to date/);
    expect(statSync(schemaPage()).mtimeMs).toBe(generatedAt);

    edit('openapi/devenv.yaml', (text) => text.replace('Port the registry listens on', 'Port the registry serves on'));
    expect(generate()).toMatch(/schema pages generated/);
    expect(readFileSync(schemaPage(), 'utf8')).toContain('Port the registry serves on');

    edit('src/plugins/api-front-page/devenv.example.yaml', (text) => text.replace('checkout-service', 'basket-service'));
    expect(generate()).toMatch(/schema pages generated/);
    expect(readFileSync(frontPage(), 'utf8')).toContain('name: basket-service');
  });
});

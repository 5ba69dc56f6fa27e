/**
 * The yardstick for our JavaScript: a stock Docusaurus classic site with one doc page and no blog, on the same
 * Docusaurus and React as ours and with our `future` flags, built in a temporary folder from our node_modules.
 */
import {mkdir, mkdtemp, readFile, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {Config} from '@docusaurus/types';
import siteConfig from '../../docusaurus.config';
import {runCommand} from './processes';

export interface BaselineSite {
  siteDir: string;
  /** Its one doc page. */
  route: string;
  remove(): Promise<void>;
}

/** The dependencies of the classic template, pinned to the versions our package.json pins. */
const TEMPLATE_DEPENDENCIES = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
  '@docusaurus/faster',
  '@mdx-js/react',
  'clsx',
  'prism-react-renderer',
  'react',
  'react-dom',
];

const baselineConfig: Config = {
  title: 'Baseline',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  future: siteConfig.future,
  // Docs at the root, as ours are, so the navbar's home link has a page to lead to.
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  themeConfig: {
    navbar: {title: 'Baseline', items: [{type: 'doc', docId: 'intro', label: 'Docs', position: 'left'}]},
  },
};

/**
 * A page like ours: prose, a titled code block and synced tabs, all stock components of the classic theme (its
 * template's own tutorial pages use the same), so the comparison is about what our site adds, not page content.
 */
const INTRO_DOC = `---
slug: /
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Introduction

Get started by creating a new site.

## Install

<Tabs groupId="package-manager" queryString>
<TabItem value="npm" label="npm">

\`\`\`bash title="Terminal"
npm init docusaurus@latest my-website classic
\`\`\`

</TabItem>
<TabItem value="yarn" label="Yarn">

\`\`\`bash title="Terminal"
yarn create docusaurus my-website classic
\`\`\`

</TabItem>
</Tabs>

Then edit \`docs/intro.mdx\`: the page reloads as you save.
`;

/** Writes and builds the baseline site; `remove()` deletes it. */
export async function buildBaselineSite(projectDir: string): Promise<BaselineSite> {
  const siteDir = await mkdtemp(join(tmpdir(), 'docusaurus-baseline-'));
  const remove = (): Promise<void> => rm(siteDir, {recursive: true, force: true});
  try {
    const projectPackage = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const dependencies = Object.fromEntries(TEMPLATE_DEPENDENCIES.map((name) => [name, projectPackage.dependencies[name]]));
    await writeFile(join(siteDir, 'package.json'), JSON.stringify({name: 'baseline', private: true, dependencies}, null, 2));
    await writeFile(join(siteDir, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(baselineConfig, null, 2)};\n`);
    await mkdir(join(siteDir, 'docs'));
    await writeFile(join(siteDir, 'docs', 'intro.mdx'), INTRO_DOC);
    // Our installed packages, so nothing is downloaded and the versions are ours by construction.
    await symlink(join(projectDir, 'node_modules'), join(siteDir, 'node_modules'), 'dir');
    // The persistent cache would land in our node_modules through the link; the output is the same without it.
    await runCommand('npx', ['docusaurus', 'build'], {cwd: siteDir, env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}});
    return {siteDir, route: '/', remove};
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * The docs MCP server: the documentation as tools a reader's coding assistant calls over stdio.
 *
 *   npm run mcp                                  # the local build in ./build (run `npm run build` first)
 *   npm run mcp -- --build path/to/build         # another build directory
 *   npm run mcp -- --site https://docs.attrio.io # the published site
 *
 * It reads the docs index the build writes (`/docs-index.json`) and the pages' Markdown twins, nothing else, so a
 * local build and the published site answer the same.
 */
import {readFile, stat} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {z} from 'zod';
import {platformIds} from '../src/data/platforms';
import {DOCS_INDEX_FILE, DOCS_INDEX_FORMAT, type DocsIndex} from '../src/plugins/docs-index';
import {twinPath} from '../src/plugins/markdown-twins/twinPath';
import {
  DocsError, MAX_QUERY_LENGTH, findPage, referenceIntegration, sdkReference, searchDocs, sectionSearch,
} from './tools';

/** Where the docs come from: a build directory or a site URL. */
export type DocsSource = {kind: 'build'; dir: string} | {kind: 'site'; url: string};

const HOW_TO_BUILD = 'Build it with `npm run build` in the documentation repository, or start the server with `--site <published site URL>`.';

export function parseArgs(argv: readonly string[]): DocsSource {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i === -1 ? undefined : argv[i + 1];
  };
  const site = value('--site');
  if (site) return {kind: 'site', url: site.endsWith('/') ? site : `${site}/`};
  return {kind: 'build', dir: resolve(value('--build') ?? 'build')};
}

async function readText(source: DocsSource, path: string): Promise<string> {
  if (source.kind === 'build') return readFile(join(source.dir, path), 'utf8');
  const response = await fetch(new URL(path.replace(/^\//, ''), source.url));
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.text();
}

/** The docs index, or a DocsError saying how to get one when it is missing, unreadable or of another format. */
export async function loadIndex(source: DocsSource): Promise<DocsIndex> {
  const where = source.kind === 'build' ? join(source.dir, DOCS_INDEX_FILE) : new URL(DOCS_INDEX_FILE, source.url).href;
  let index: DocsIndex;
  try {
    index = JSON.parse(await readText(source, `/${DOCS_INDEX_FILE}`)) as DocsIndex;
  } catch (error) {
    throw new DocsError(`No docs index at ${where} (${(error as Error).message}). ${HOW_TO_BUILD}`);
  }
  if (index.format !== DOCS_INDEX_FORMAT) {
    throw new DocsError(`The docs index at ${where} has format ${index.format}; this server reads format ${DOCS_INDEX_FORMAT}. It is stale: ${HOW_TO_BUILD}`);
  }
  return index;
}

const text = (value: unknown) => ({content: [{type: 'text' as const, text: typeof value === 'string' ? value : JSON.stringify(value, null, 2)}]});

export function createServer(source: DocsSource): McpServer {
  const server = new McpServer({name: 'attrio-docs', version: '1.0.0'});
  // Loaded on the first call and again when the build directory's index changes, so a rebuild is seen without a
  // restart; a failed load is not kept, so the next call tries again.
  let loaded: {index: DocsIndex; search: ReturnType<typeof sectionSearch>; mtime: number} | undefined;
  const docs = async () => {
    const mtime = source.kind === 'build' ? await stat(join(source.dir, DOCS_INDEX_FILE)).then((s) => s.mtimeMs, () => -1) : 0;
    if (!loaded || loaded.mtime !== mtime) {
      const index = await loadIndex(source);
      loaded = {index, search: sectionSearch(index), mtime};
    }
    return loaded;
  };
  const platform = z.enum(platformIds).describe(`One of ${platformIds.join(', ')}`);

  server.registerTool('search_docs', {
    title: 'Search the documentation',
    description: 'The sections of the documentation that best answer a query: page title, section heading, URL with its anchor and an excerpt. Pass a platform to leave out the other platforms\' pages.',
    inputSchema: {
      query: z.string().describe(`A few words, at most ${MAX_QUERY_LENGTH} characters`),
      platform: platform.optional(),
    },
  }, async ({query, platform: only}) => {
    const {search} = await docs();
    const hits = searchDocs(search, query, only);
    return text(hits.length > 0 ? hits : `No section matches "${query}". Try other words, or drop the platform.`);
  });

  server.registerTool('read_page', {
    title: 'Read a page',
    description: 'A page of the documentation as Markdown (its twin): what the page shows, with versions and links resolved and every tab under its label.',
    inputSchema: {url_or_path: z.string().describe('The page\'s URL or path, such as /android/integration/home')},
  }, async ({url_or_path: wanted}) => {
    const {index} = await docs();
    const page = findPage(index, wanted);
    return text(await readText(source, twinPath(page.path)));
  });

  server.registerTool('sdk_reference', {
    title: 'SDK reference',
    description: 'The calls, types and callbacks the SDK declares for a platform, spelled as that platform spells them, with their signatures and the page that documents each. Pass a name for one call.',
    inputSchema: {platform, name: z.string().optional().describe('A call, property or type, such as setTrackingConsent')},
  }, async ({platform: id, name}) => text(sdkReference((await docs()).index, id, name)));

  server.registerTool('reference_integration', {
    title: 'Reference integration',
    description: 'The platform\'s complete reference integration: every file of it (config, callbacks, consent, link routing, push token), as the set-up page shows it.',
    inputSchema: {platform},
  }, async ({platform: id}) => {
    const reference = referenceIntegration((await docs()).index, id);
    const files = reference.files.map((f) => `### ${f.title}\n\n\`\`\`${f.language}\n${f.code}\n\`\`\``).join('\n\n');
    return text(`Reference integration for ${id}, from ${reference.page}\n\n${files}`);
  });
  return server;
}

export async function main(): Promise<void> {
  const source = parseArgs(process.argv.slice(2));
  await createServer(source).connect(new StdioServerTransport());
}

// Started as a program by `npm run mcp`; the `attrio-docs-mcp` bin calls main() itself; a test imports it.
if (/server\.ts$/.test(process.argv[1] ?? '')) void main();

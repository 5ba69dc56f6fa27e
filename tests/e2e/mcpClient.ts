/** The docs MCP server as an assistant starts and calls it, through the SDK's own client. */
import {join} from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

export const ROOT = join(__dirname, '..', '..');

/** Starts the server as `npm run mcp` does, or, with `bin`, as the `attrio-docs-mcp` command does. */
export async function connect(args: string[], {bin = false} = {}): Promise<Client> {
  const client = new Client({name: 'docs-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({
    command: bin ? process.execPath : join(ROOT, 'node_modules', '.bin', 'tsx'),
    args: [join(ROOT, 'mcp', bin ? 'bin.mjs' : 'server.ts'), ...args],
    cwd: ROOT,
    stderr: 'pipe',
  }));
  return client;
}

export interface ToolAnswer {
  isError?: boolean;
  content: {type: string; text: string}[];
}

export async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  return (await client.callTool({name, arguments: args})) as ToolAnswer;
}

export const json = <T>(answer: ToolAnswer): T => JSON.parse(answer.content[0]!.text) as T;

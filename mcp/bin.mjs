#!/usr/bin/env node
// The `attrio-docs-mcp` command: the server is TypeScript, loaded through tsx like the project's other scripts.
import {tsImport} from 'tsx/esm/api';

const {main} = await tsImport('./server.ts', import.meta.url);
await main();

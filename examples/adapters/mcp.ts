/** MCP: identical read-only tools/call requests in one run are sent once; results feed the guard. */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createGuard } from 'loopguard';
import { guardMcpClient } from 'loopguard/adapters/mcp';
import { z } from 'zod';

let reads = 0;
const server = new McpServer({ name: 'files', version: '1.0.0' });
server.registerTool(
  'read_file',
  { inputSchema: { path: z.string() }, annotations: { readOnlyHint: true } },
  async ({ path }) => {
    reads++;
    return { content: [{ type: 'text', text: `contents of ${path.trim()}` }] };
  },
);
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: 'agent', version: '1.0.0' });
await client.connect(clientSide);
const tools = guardMcpClient(client, createGuard());
for (const path of ['/srv/sales.csv', '/srv/sales.csv ', ' /srv/sales.csv'])
  await tools.callTool({ name: 'read_file', arguments: { path } });
console.log(`mcp: 3 identical calls, ${reads} sent to the server`);
await client.close();

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type GuardError, isGuardError } from '../../errors.js';
import type { Guard } from '../../guard/guard.js';
import { createGuard } from '../../guard/guard.js';
import { guardMcpClient } from './guard-mcp-client.js';

async function connect(guard: Guard) {
  const calls = { read: 0, write: 0, flaky: 0 };
  const server = new McpServer({ name: 'files', version: '1.0.0' });
  server.registerTool(
    'read_file',
    { description: 'Reads a file.', inputSchema: { path: z.string() }, annotations: { readOnlyHint: true } },
    async ({ path }) => {
      calls.read++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { content: [{ type: 'text', text: `contents of ${path.trim()}` }] };
    },
  );
  server.registerTool(
    'append_line',
    { description: 'Appends.', inputSchema: { line: z.string() } },
    async ({ line }) => {
      calls.write++;
      return { content: [{ type: 'text', text: `appended ${line}` }] };
    },
  );
  server.registerTool(
    'fetch_rates',
    { description: 'Flaky.', inputSchema: { pair: z.string() }, annotations: { idempotentHint: true } },
    async () => {
      calls.flaky++;
      return calls.flaky === 1
        ? { isError: true, content: [{ type: 'text', text: 'upstream timeout' }] }
        : { content: [{ type: 'text', text: '1.08' }] };
    },
  );
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new Client({ name: 'agent', version: '1.0.0' });
  await client.connect(clientTransport);
  return { client: guardMcpClient(client, guard), calls, close: () => client.close() };
}

describe('guardMcpClient with the real MCP SDK', () => {
  it('sends identical read-only calls once, concurrent ones included', async () => {
    const { client, calls, close } = await connect(createGuard());
    const results = await Promise.all([
      client.callTool({ name: 'read_file', arguments: { path: '/srv/sales.csv' } }),
      client.callTool({ name: 'read_file', arguments: { path: '/srv/sales.csv ' } }),
    ]);
    await client.callTool({ name: 'read_file', arguments: { path: '  /srv/sales.csv' } });
    await client.callTool({ name: 'read_file', arguments: { path: '/srv/other.csv' } });
    expect(calls.read).toBe(2);
    expect(results[1]).toEqual(results[0]);
    await close();
  });

  it('never caches tools without the hints, nor errors', async () => {
    const { client, calls, close } = await connect(createGuard());
    await client.callTool({ name: 'append_line', arguments: { line: 'x' } });
    await client.callTool({ name: 'append_line', arguments: { line: 'x' } });
    expect(calls.write).toBe(2);
    const first = await client.callTool({ name: 'fetch_rates', arguments: { pair: 'EUR/USD' } });
    const second = await client.callTool({ name: 'fetch_rates', arguments: { pair: 'EUR/USD' } });
    const third = await client.callTool({ name: 'fetch_rates', arguments: { pair: 'EUR/USD' } });
    expect(first.isError).toBe(true);
    expect(second.isError).toBeFalsy();
    expect(third).toEqual(second);
    expect(calls.flaky).toBe(2);
    await close();
  });

  it('feeds results to the guard, so a repeated action with the same result trips the next model call', async () => {
    const guard = createGuard();
    const { client, close } = await connect(guard);
    let thrown: unknown;
    for (let round = 1; round <= 4 && !thrown; round++) {
      try {
        guard
          .beforeCall()
          .end({ toolCalls: [{ id: `c${round}`, name: 'append_line', arguments: { line: 'same' } }] });
        await client.callTool({ name: 'append_line', arguments: { line: 'same' } });
      } catch (error) {
        thrown = error;
      }
    }
    expect(isGuardError(thrown) && (thrown as GuardError).code).toBe('GUARD_LOOP_DETECTED');
    expect(guard.rounds).toBe(3);
    await close();
  });
});

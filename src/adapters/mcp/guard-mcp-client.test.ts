import Anthropic from '@anthropic-ai/sdk';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type GuardError, isGuardError } from '../../errors.js';
import { createMemorySink } from '../../events/memory-sink.js';
import { createGuard, type Guard } from '../../guard/guard.js';
import type { GuardSource } from '../../guard/guard-scope.js';
import { startScriptedServer } from '../../testing/scripted-server.js';
import { guardAnthropic } from '../anthropic/guard-anthropic.js';
import { guardMcpClient } from './guard-mcp-client.js';

async function connect(guard: GuardSource) {
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

  it('records each result once when an LLM adapter reads it again from the next request', async () => {
    const scripted = await startScriptedServer({
      script: [
        { toolCalls: [{ name: 'read_file', arguments: { path: '/srv/sales.csv' } }] },
        { content: 'done' },
      ],
    });
    const sink = createMemorySink();
    const guard = createGuard({ onEvent: sink.listener });
    const { client: tools, close } = await connect(guard);
    const model = guardAnthropic(
      new Anthropic({ baseURL: scripted.url, apiKey: 'test', maxRetries: 0 }),
      guard,
    );
    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'Read the sales file.' }];
    const first = await model.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 64, messages });
    const use = first.content.find((block) => block.type === 'tool_use');
    if (use?.type !== 'tool_use') throw new Error('the script asked for a tool');
    const result = await tools.callTool({ name: use.name, arguments: use.input as Record<string, unknown> });
    messages.push(
      { role: 'assistant', content: first.content },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: use.id, content: JSON.stringify(result.content) }],
      },
    );
    await model.messages.create({ model: 'claude-sonnet-4-5', max_tokens: 64, messages });
    expect(sink.events.filter((event) => event.event === 'tool_result')).toHaveLength(1);
    expect(guard.state).toBe('completed');
    await close();
    await scripted.close();
  });

  it("shares cached results within a run only: a factory's next run calls the tool again", async () => {
    const made: Guard[] = [];
    const { client, calls, close } = await connect(() => {
      const guard = createGuard();
      made.push(guard);
      return guard;
    });
    await client.callTool({ name: 'read_file', arguments: { path: '/srv/sales.csv' } });
    await client.callTool({ name: 'read_file', arguments: { path: '/srv/sales.csv' } });
    expect(calls.read).toBe(1);
    made[0]?.complete();
    await client.callTool({ name: 'read_file', arguments: { path: '/srv/sales.csv' } });
    expect(calls.read).toBe(2);
    expect(made).toHaveLength(2);
    await close();
  });
});

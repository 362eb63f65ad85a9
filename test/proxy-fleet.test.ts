import { describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import type { GuardSnapshot } from '../src/guard/guard-snapshot.js';
import { createFetchUpstream } from '../src/proxy/fetch-upstream.js';
import { createProxy } from '../src/proxy/index.js';
import type { ProxyMetrics } from '../src/proxy/proxy-metrics.js';
import { createMemoryRunStore } from '../src/stores/memory/memory-run-store.js';
import { createScriptedHandler } from '../src/testing/index.js';

// Fleet mode: runs live in a RunStore shared by two proxy instances; any instance serves any request.

const readFile = (id: string) => ({
  toolCalls: [{ id, name: 'read_file', arguments: { path: 'notes.txt' } }],
});

function recordingMetrics(): ProxyMetrics & { storeErrors: string[] } {
  const storeErrors: string[] = [];
  return {
    storeErrors,
    call() {},
    tokens() {},
    spend() {},
    trip() {},
    upstreamError() {},
    addedLatency() {},
    storeError(store) {
      storeErrors.push(store);
    },
  };
}

function post(proxy: ReturnType<typeof createProxy>, body: unknown, runId: string) {
  return proxy.fetch(
    new Request('http://proxy.test/v1/chat/completions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-loopguard-run-id': runId },
      body: JSON.stringify(body),
    }),
  );
}

describe('the proxy in fleet mode', () => {
  it('two instances alternating the requests of one run see one run and stop its loop', async () => {
    const store = createMemoryRunStore<GuardSnapshot>();
    const scripted = createScriptedHandler({
      script: [1, 2, 3, 4].map((round) => readFile(`call_${round}`)),
    });
    const events: GuardEvent[] = [];
    const instances = [0, 1].map(() =>
      createProxy({
        upstream: createFetchUpstream(scripted),
        openAIBaseUrl: 'http://model.test',
        runStore: store,
        onEvent: (event) => events.push(event),
      }),
    );
    const messages: unknown[] = [{ role: 'user', content: 'Summarise notes.txt' }];
    const statuses: number[] = [];
    let last: Response = new Response(null);
    for (let round = 0; round < 4; round++) {
      last = await post(
        instances[round % 2] as ReturnType<typeof createProxy>,
        { model: 'gpt-4o-mini', messages, stream: round === 1 },
        'fleet-run',
      );
      statuses.push(last.status);
      if (last.status !== 200) break;
      if (round === 1) {
        // Streamed through instance B: the tool call is added up from the stream.
        const text = await last.text();
        expect(text).toContain('call_2');
        messages.push(
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_2',
                type: 'function',
                function: { name: 'read_file', arguments: '{"path":"notes.txt"}' },
              },
            ],
          },
          { role: 'tool', tool_call_id: 'call_2', content: 'the same page' },
        );
        continue;
      }
      const message = ((await last.json()) as { choices: { message: { tool_calls: { id: string }[] } }[] })
        .choices[0]?.message;
      messages.push(message, {
        role: 'tool',
        tool_call_id: message?.tool_calls[0]?.id,
        content: 'the same page',
      });
    }
    expect(statuses).toEqual([200, 200, 200, 400]);
    expect(((await last.json()) as { error: { code: string } }).error.code).toBe('GUARD_LOOP_DETECTED');
    expect(scripted.requests).toHaveLength(3);
    const count = (name: string) => events.filter((event) => event.event === name).length;
    expect(count('run_start')).toBe(1);
    expect(count('llm_request')).toBe(3);
    expect(count('llm_response')).toBe(3);
    expect(count('tool_result')).toBe(3);
    expect(count('run_end')).toBe(1);
    const stored = await store.get('fleet-run');
    expect(stored?.snapshot.state).toBe('failed');
    expect(stored?.snapshot.calls).toEqual([]);
    expect(stored?.snapshot.rounds).toBe(3);
    expect(stored?.snapshot.usage.reservations).toEqual([]);
    for (const instance of instances) await instance.close();
  });

  it('fails closed when the run store is unreachable, with a clear error and a metric', async () => {
    const store = createMemoryRunStore<GuardSnapshot>();
    await store.close();
    const scripted = createScriptedHandler({ script: [{ content: 'hello' }] });
    const metrics = recordingMetrics();
    const proxy = createProxy({
      upstream: createFetchUpstream(scripted),
      openAIBaseUrl: 'http://model.test',
      runStore: store,
      metrics,
    });
    const response = await post(
      proxy,
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] },
      'closed-store',
    );
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('LOOPGUARD_RUN_STORE_UNAVAILABLE');
    expect(body.error.message).toContain('storeFailure: closed');
    expect(metrics.storeErrors).toEqual(['runs']);
    expect(scripted.requests).toHaveLength(0);
    await proxy.close();
  });

  it('forwards unguarded when the store is unreachable and storeFailure is open', async () => {
    const store = createMemoryRunStore<GuardSnapshot>();
    await store.close();
    const scripted = createScriptedHandler({ script: [{ content: 'hello' }] });
    const metrics = recordingMetrics();
    const proxy = createProxy({
      upstream: createFetchUpstream(scripted),
      openAIBaseUrl: 'http://model.test',
      runStore: store,
      metrics,
      storeFailure: 'open',
    });
    const response = await post(
      proxy,
      { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] },
      'open-store',
    );
    expect(response.status).toBe(200);
    expect(metrics.storeErrors).toEqual(['runs']);
    expect(scripted.requests).toHaveLength(1);
    await proxy.close();
  });
});

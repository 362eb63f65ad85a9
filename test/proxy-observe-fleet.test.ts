import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import type { GuardSnapshot } from '../src/guard/guard-snapshot.js';
import type { GatewayPolicy } from '../src/proxy/gateway-policy.js';
import { createFetchUpstream } from '../src/proxy/fetch-upstream.js';
import { createProxy } from '../src/proxy/index.js';
import { createOpenPolicy } from '../src/proxy/open-policy.js';
import { createMemoryRunStore } from '../src/stores/memory/memory-run-store.js';
import { createScriptedHandler } from '../src/testing/index.js';

// Observe-only mode in fleet mode: the run leaves the process as its snapshot after every request, and what
// was observed goes with it (no kind recorded twice, the header on every call after the first trip).

function withRoundLimit(policy: GatewayPolicy, maxRounds: number): GatewayPolicy {
  return {
    ...policy,
    baseGuardOptionsFor: (labels) => ({ ...policy.baseGuardOptionsFor?.(labels), maxRounds }),
    guardOptionsFor: (labels) => ({ ...policy.guardOptionsFor(labels), maxRounds }),
  };
}

describe('observe-only mode with a run store', () => {
  it('keeps the observed trips in the snapshot from request to request', async () => {
    const events: GuardEvent[] = [];
    const store = createMemoryRunStore<GuardSnapshot>();
    const scripted = createScriptedHandler({
      script: () => ({ toolCalls: [{ name: 'search', arguments: { q: 'Q3 churn report' } }] }),
    });
    const proxy = createProxy({
      upstream: createFetchUpstream(scripted),
      openAIBaseUrl: 'http://model.test',
      runStore: store,
      // The library's round limit, so that a second kind of trip is observed within the 12 calls.
      policy: withRoundLimit(createOpenPolicy(), 10),
      enforce: false,
      onEvent: (event) => events.push(event),
    });
    const client = new OpenAI({
      baseURL: 'http://proxy.test/v1',
      apiKey: 'sk-test-client',
      defaultHeaders: { 'x-loopguard-run-id': 'fleet-observed', 'x-loopguard-agent': 'researcher' },
      fetch: (input: string | URL | Request, init?: RequestInit) => proxy.fetch(new Request(input, init)),
    });
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Find the Q3 churn report.' }];
    const wouldStop: (string | null)[] = [];
    for (let call = 1; call <= 12; call++) {
      const { data, response } = await client.chat.completions
        .create({ model: 'gpt-4o-mini', messages, max_tokens: 100 })
        .withResponse();
      wouldStop.push(response.headers.get('x-loopguard-would-stop'));
      const message = data.choices[0]?.message;
      if (!message) throw new Error('no message');
      messages.push(message);
      for (const toolCall of message.tool_calls ?? [])
        messages.push({ role: 'tool', tool_call_id: toolCall.id, content: 'No results found.' });
    }
    await proxy.close();
    const observed = events.filter((event) => event.event === 'guard_trigger');
    // The loop first, then the round limit when it is passed: each once.
    expect(observed.map((event) => [event.code, event.action])).toEqual([
      ['GUARD_LOOP_DETECTED', 'observe'],
      ['GUARD_ROUND_LIMIT', 'observe'],
    ]);
    const first = (observed[0]?.round ?? 0) + 1;
    expect(wouldStop).toEqual(
      wouldStop.map((_, index) => (index + 1 >= first ? 'GUARD_LOOP_DETECTED' : null)),
    );
    expect(scripted.requests).toHaveLength(12);
    expect((await store.get('fleet-observed'))?.snapshot.observed?.kinds).toHaveLength(2);
  });
});

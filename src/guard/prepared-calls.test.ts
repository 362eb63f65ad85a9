import { describe, expect, it, vi } from 'vitest';
import type { GuardEvent } from '../events/types.js';
import type { ToolCallInput } from '../signature/action-signature.js';
import { createGuard, prepareToolCalls } from './guard.js';

/** `count` parallel calls, some with secrets in their arguments (the event text scrubs them). */
function turnOf(count: number): ToolCallInput[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `call_${index}`,
    name: index % 3 === 0 ? 'http_get' : 'read_file',
    arguments:
      index % 3 === 0
        ? `{"url":"https://api.example.com/v1/items/${index}","headers":{"authorization":"Bearer sk-test-${index}abcdefghijklmnop"}}`
        : `{"path":"/data/export-${index % 40}.csv","encoding":"utf8"}`,
  }));
}

/** Settles one turn of `calls` on a fresh guard (fixed clock) and returns every event. */
function settle(calls: ToolCallInput[], before?: (guard: ReturnType<typeof createGuard>) => void) {
  const events: GuardEvent[] = [];
  const guard = createGuard({ runId: 'prepared', now: () => 1_000, onEvent: (event) => events.push(event) });
  before?.(guard);
  guard.beforeCall({ model: 'gpt-4o-mini', promptTokens: 0, maxOutputTokens: 0 }).end({
    model: 'gpt-4o-mini',
    toolCalls: calls,
    usage: { promptTokens: 0, completionTokens: 0 },
  });
  guard.recordToolResult({ toolCallId: 'call_0', result: 'ok' });
  return { events, snapshot: guard.snapshot() };
}

describe('prepareToolCalls', () => {
  it('leaves a settlement with its calls prepared in slices identical to one that works them out itself', () => {
    const plain = settle(turnOf(300));
    const calls = turnOf(300);
    let workedOut: { mock: { calls: unknown[] } } | undefined;
    const prepared = settle(calls, (guard) => {
      for (let from = 0; from < calls.length; from += 32) prepareToolCalls(guard, calls, from, from + 32);
      workedOut = vi.spyOn(guard as unknown as { actionKeyOf: () => unknown }, 'actionKeyOf');
    });
    // The settlement looked every call up: none was worked out again.
    expect(workedOut?.mock.calls).toHaveLength(0);
    expect(prepared.events.filter((event) => event.event === 'tool_call')).toHaveLength(300);
    expect(prepared.events).toEqual(plain.events);
    expect(prepared.snapshot).toEqual(plain.snapshot);
  });

  it('works a call out again when its arguments changed after it was prepared', () => {
    const calls = turnOf(2).map((call) => ({ ...call }));
    const { events } = settle(calls, (guard) => {
      prepareToolCalls(guard, calls);
      (calls[1] as { arguments: unknown }).arguments = '{"path":"/data/changed.csv"}';
    });
    const texts = events
      .filter((event) => event.event === 'tool_call')
      .map((event) => event.action_signature);
    expect(texts[1]).toBe('read_file({"path":"/data/changed.csv"})');
    expect(events).toEqual(settle(calls).events);
  });

  it('prepares the event text only for a guard someone listens to, and settles the same without it', () => {
    const calls = turnOf(40);
    const guard = createGuard({ runId: 'quiet', now: () => 1_000 });
    prepareToolCalls(guard, calls);
    guard.beforeCall({ model: 'gpt-4o-mini', promptTokens: 0, maxOutputTokens: 0 }).end({
      model: 'gpt-4o-mini',
      toolCalls: calls,
      usage: { promptTokens: 0, completionTokens: 0 },
    });
    const quiet = createGuard({ runId: 'quiet', now: () => 1_000 });
    quiet.beforeCall({ model: 'gpt-4o-mini', promptTokens: 0, maxOutputTokens: 0 }).end({
      model: 'gpt-4o-mini',
      toolCalls: turnOf(40),
      usage: { promptTokens: 0, completionTokens: 0 },
    });
    expect(guard.snapshot()).toEqual(quiet.snapshot());
  });
});

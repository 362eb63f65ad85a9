import { describe, expect, it, vi } from 'vitest';
import { loopTurns } from '../../test/helpers/loop-turns.js';
import { parallelReads } from '../../test/helpers/parallel-reads.js';
import type { GuardEvent } from '../events/types.js';
import { createGuard } from '../guard/guard.js';
import { startScriptedServer } from '../testing/index.js';
import { SliceClock } from '../utils/time-slices.js';
import { createProxy } from './create-proxy.js';
import { attachRelay, EventRelay, relayOf } from './event-relay.js';
import { createMemoryRuns } from './memory-runs.js';
import { createGatewayPolicy } from './policy/create-gateway-policy.js';
import { replayHistory } from './replay-history.js';
import { serveProxy } from './server/serve-proxy.js';
import { createUndiciUpstream } from './server/undici-upstream.js';

/** A task, then `turns` turns of `calls` parallel reads of other files, each answered, and a last answer. */
const history = (turns: number, calls: number) =>
  parallelReads(turns, calls, { path: (turn, index) => `/data/export-${turn}-${index}.csv` });

describe('EventRelay', () => {
  it('hands an event straight on when not held, and reports what a listener throws as the guard would', () => {
    const seen: string[] = [];
    const errors: unknown[] = [];
    const relay = new EventRelay([
      (event) => seen.push(event.event),
      () => {
        throw new Error('listener broke');
      },
    ]);
    const guard = createGuard({ runId: 'direct', onEvent: relay.listener, onError: (e) => errors.push(e) });
    attachRelay(guard, relay);
    expect(relayOf(guard)).toBe(relay);
    guard.beforeCall({ model: 'gpt-4o-mini', promptTokens: 0, maxOutputTokens: 0 });
    expect(seen).toEqual(['run_start', 'llm_request']);
    expect(errors.map((error) => (error as Error).message)).toEqual(['listener broke', 'listener broke']);
  });

  it('keeps events while held and hands them on in order, in slices, when released', async () => {
    const seen: GuardEvent[] = [];
    const relay = new EventRelay([(event) => seen.push(event)]);
    relay.hold();
    const made = Array.from(
      { length: 500 },
      (_, index) => ({ event: 'tool_call', round: index }) as GuardEvent,
    );
    for (const event of made) relay.listener(event);
    expect(seen).toHaveLength(0);
    expect(relay.waiting).toBe(500);
    const ticker = loopTurns();
    // A clock whose every slice is used: the relay lets the loop turn at each of its checks.
    const clock = new SliceClock(0);
    const released = relay.release(clock);
    relay.listener({ event: 'run_end', round: 500 } as GuardEvent);
    await released;
    ticker.running = false;
    expect(seen).toEqual([...made, { event: 'run_end', round: 500 }]);
    expect(ticker.turns).toBeGreaterThanOrEqual(500 / 32 - 1);
    expect(relay.waiting).toBe(0);
    relay.listener({ event: 'run_start', round: 0 } as GuardEvent);
    expect(seen.at(-1)?.event).toBe('run_start');
  });

  it('hands the waiting events on while still held, and keeps the ones made after until released', async () => {
    const seen: GuardEvent[] = [];
    const relay = new EventRelay([(event) => seen.push(event)]);
    relay.hold();
    const made = Array.from(
      { length: 100 },
      (_, index) => ({ event: 'tool_call', round: index }) as GuardEvent,
    );
    for (const event of made.slice(0, 70)) relay.listener(event);
    const ticker = loopTurns();
    await relay.handOn(new SliceClock(0));
    expect(seen).toEqual(made.slice(0, 70));
    expect(relay.waiting).toBe(0);
    for (const event of made.slice(70)) relay.listener(event);
    expect(seen).toHaveLength(70);
    expect(relay.waiting).toBe(30);
    await relay.release(new SliceClock(0));
    ticker.running = false;
    expect(seen).toEqual(made);
    expect(ticker.turns).toBeGreaterThanOrEqual(2);
  });

  it("gives a gateway run's listeners a replayed history's events between the history's slices, never inside a guard call, all of them before the replay is done, as the guard made them", async () => {
    const seen: GuardEvent[] = [];
    let insideGuard = false;
    let deliveredInside = 0;
    const runs = createMemoryRuns({
      policy: createGatewayPolicy({}),
      listeners: [
        (event) => {
          if (insideGuard) deliveredInside++;
          seen.push(event);
        },
      ],
      idleTimeoutMs: null,
      now: () => 7,
      parkIdleRunsAfterMs: null,
      onError: (error) => {
        throw error;
      },
    });
    const messages = history(3, 1_000);
    // What the listener had received, and what waited in the relay, each time a turn of the history was opened.
    const seenAtTurns: number[] = [];
    const waitingAtTurns: number[] = [];
    let waitingAfter = -1;
    try {
      await runs.begin({ runId: 'relayed' }, async (guard) => {
        const relay = relayOf(guard) as EventRelay;
        for (const method of ['beforeCall', 'peek'] as const) {
          const original = (guard[method] as (...args: unknown[]) => unknown).bind(guard);
          vi.spyOn(guard, method).mockImplementation(((...args: unknown[]) => {
            if (method === 'beforeCall') {
              seenAtTurns.push(seen.length);
              waitingAtTurns.push(relay.waiting);
            }
            insideGuard = true;
            try {
              return original(...args);
            } finally {
              insideGuard = false;
            }
          }) as never);
        }
        await replayHistory(guard, messages, 'gpt-4o-mini');
        waitingAfter = relay.waiting;
        return undefined;
      });
      expect(deliveredInside).toBe(0);
      expect(seenAtTurns).toHaveLength(4);
      expect(seenAtTurns[0]).toBe(0);
      // Each turn's thousand calls and results reached the listeners before the turn after them was opened.
      for (let turn = 1; turn < seenAtTurns.length; turn++)
        expect(seenAtTurns[turn] as number).toBeGreaterThan((seenAtTurns[turn - 1] as number) + 1_000);
      expect(Math.max(...waitingAtTurns)).toBeLessThan(1_000);
      expect(waitingAfter).toBe(0);
      const direct: GuardEvent[] = [];
      const guard = createGuard({
        runId: 'relayed',
        maxRounds: 500,
        now: () => 7,
        onEvent: (e) => direct.push(e),
      });
      await replayHistory(guard, messages, 'gpt-4o-mini');
      const shape = (events: GuardEvent[]) =>
        events.map(({ event, round, tool_call_id, action_signature, timestamp }) => ({
          event,
          round,
          tool_call_id,
          action_signature,
          timestamp,
        }));
      expect(seen.length).toBeGreaterThan(3_000);
      expect(shape(seen)).toEqual(shape(direct));
    } finally {
      await runs.close();
    }
  });

  it("stores a history a gateway over HTTP replays with the events a guard without the relay makes, in order, before the request's own call", async () => {
    const model = await startScriptedServer({ script: () => ({ content: 'all reconciled' }) });
    const events: GuardEvent[] = [];
    const core = createProxy({
      upstream: createUndiciUpstream(),
      openAIBaseUrl: model.url,
      anthropicBaseUrl: model.url,
      onEvent: (event) => events.push(event),
    });
    const served = await serveProxy(core.exchange, { port: 0 });
    const messages = history(3, 400);
    try {
      const response = await fetch(`${served.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': 'over-http' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages }),
      });
      expect(response.status).toBe(200);
      await response.text();
    } finally {
      await served.close();
      await core.close();
      await model.close();
    }
    const direct: GuardEvent[] = [];
    const guard = createGuard({ runId: 'over-http', maxRounds: 500, onEvent: (e) => direct.push(e) });
    await replayHistory(guard, messages, 'gpt-4o-mini');
    const tools = (list: GuardEvent[]) =>
      list
        .filter((event) => event.event === 'tool_call' || event.event === 'tool_result')
        .map(({ event, round, tool_call_id, action_signature }) => ({
          event,
          round,
          tool_call_id,
          action_signature,
        }));
    expect(tools(direct).length).toBeGreaterThan(1_200);
    expect(tools(events)).toEqual(tools(direct));
    // The history's events reached the listeners before the request's own call to the model was opened.
    const lastToolEvent = events.findLastIndex(
      (event) => event.event === 'tool_call' || event.event === 'tool_result',
    );
    const ownCall = events.findLastIndex((event) => event.event === 'llm_request');
    expect(lastToolEvent).toBeLessThan(ownCall);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isGuardError } from '../src/errors.js';
import type { GuardEvent } from '../src/events/types.js';
import { createGuard, restoreGuard } from '../src/guard/guard.js';
import { beginGuardedCall } from '../src/guard/guarded-call.js';
import { parsePolicy } from '../src/guard/load-policy.js';
import { wouldStopTable, wouldStopTotalLines } from '../src/report/would-stop-report.js';
import { openSqliteEventReader } from '../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../src/stores/sqlite/sqlite-sink.js';

const prices = { 'test-model': { inputPerMTok: 1_000, outputPerMTok: 1_000 } };
const usage = { promptTokens: 100, completionTokens: 100 };
// One call: 200 tokens at $1,000 per million = $0.2.
const callCost = 0.2;

/** An agent that calls the same tool with the same arguments and gets the same answer, `calls` times. */
function loopingAgent(guard: ReturnType<typeof createGuard>, calls: number): void {
  for (let round = 1; round <= calls; round++) {
    const ticket = guard.beforeCall({ model: 'test-model', promptTokens: 100, maxOutputTokens: 100 });
    ticket.end({
      model: 'test-model',
      usage,
      toolCalls: [{ id: `c${round}`, name: 'search', arguments: '{"q":"x"}' }],
    });
    guard.recordToolResult({ toolCallId: `c${round}`, result: 'no results' });
  }
}

const observed = (events: readonly GuardEvent[]) =>
  events.filter((event) => event.event === 'guard_trigger' && event.action === 'observe');

describe('observe-only mode (enforce: false)', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses nothing: a looping run past its round limit goes on to completion, each kind of trip recorded once', () => {
    const events: GuardEvent[] = [];
    const guard = createGuard({
      enforce: false,
      maxRounds: 3,
      prices,
      onEvent: (event) => events.push(event),
    });
    loopingAgent(guard, 8);
    guard.complete();
    expect(guard.state).toBe('completed');
    expect(guard.rounds).toBe(8);
    expect(guard.error).toBeUndefined();
    const trips = observed(events);
    expect(trips.map((event) => [event.code, event.round])).toEqual([
      ['GUARD_LOOP_DETECTED', 3],
      ['GUARD_ROUND_LIMIT', 3],
    ]);
    expect(trips[0]?.detector).toBeTypeOf('string');
    expect(events.some((event) => event.action === 'halt')).toBe(false);
    expect(guard.observedTrip?.code).toBe('GUARD_LOOP_DETECTED');
    expect(events.at(-1)).toMatchObject({ event: 'run_end', state: 'completed', round: 8 });
  });

  it('records the same code and detector an enforcing guard stops with, at the same call', () => {
    const enforced = createGuard({ maxRounds: 20, prices });
    let stopped: unknown;
    try {
      loopingAgent(enforced, 8);
    } catch (error) {
      stopped = error;
    }
    expect(isGuardError(stopped)).toBe(true);
    const events: GuardEvent[] = [];
    const observing = createGuard({ enforce: false, maxRounds: 20, prices, onEvent: (e) => events.push(e) });
    loopingAgent(observing, 8);
    const [first] = observed(events);
    const error = stopped as { code: string; evidence: { detector?: string }; round: number };
    expect([first?.code, first?.detector, first?.round]).toEqual([
      error.code,
      error.evidence.detector,
      error.round,
    ]);
  });

  it('keeps what it observed across a snapshot: a restored run records no kind twice', () => {
    const events: GuardEvent[] = [];
    const options = {
      enforce: false,
      maxRounds: 2,
      prices,
      onEvent: (event: GuardEvent) => events.push(event),
    };
    const guard = createGuard(options);
    loopingAgent(guard, 3);
    const restored = restoreGuard(JSON.parse(JSON.stringify(guard.snapshot())), options);
    loopingAgent(restored, 3);
    expect(observed(events).map((event) => event.code)).toEqual(['GUARD_ROUND_LIMIT', 'GUARD_LOOP_DETECTED']);
    expect(restored.observedTrip?.code).toBe('GUARD_ROUND_LIMIT');
    expect(restored.rounds).toBe(6);
  });

  it('meters money on: maxCost observed by default, enforced with enforce: "maxCost"', () => {
    const observing = createGuard({ enforce: false, maxCost: 0.5, prices, loop: false });
    loopingAgent(observing, 5);
    expect(observing.cost).toBeCloseTo(5 * callCost, 10);
    expect(observing.observedTrip?.code).toBe('GUARD_BUDGET_LIMIT');

    const events: GuardEvent[] = [];
    const money = createGuard({
      enforce: 'maxCost',
      maxRounds: 1,
      maxCost: 0.5,
      prices,
      onEvent: (e) => events.push(e),
    });
    let stopped: unknown;
    try {
      loopingAgent(money, 5);
    } catch (error) {
      stopped = error;
    }
    expect(isGuardError(stopped) && stopped.code).toBe('GUARD_BUDGET_LIMIT');
    expect(money.rounds).toBe(2);
    expect(money.cost).toBeLessThanOrEqual(0.5);
    expect(observed(events).map((event) => event.code)).toEqual(['GUARD_ROUND_LIMIT']);
    expect(events.filter((event) => event.action === 'halt').map((event) => event.code)).toEqual([
      'GUARD_BUDGET_LIMIT',
    ]);
  });

  it('cuts no call at its timeout and no stream at a content loop', async () => {
    vi.useFakeTimers();
    const events: GuardEvent[] = [];
    const guard = createGuard({
      enforce: false,
      callTimeoutMs: 1_000,
      now: () => Date.now(),
      onEvent: (e) => events.push(e),
    });
    const ticket = guard.beforeCall();
    const signal = ticket.signal;
    vi.advanceTimersByTime(5_000);
    expect(signal.aborted).toBe(false);
    ticket.end({ text: 'late but answered' });
    expect(observed(events).map((event) => event.code)).toEqual(['GUARD_TIME_LIMIT']);

    const call = beginGuardedCall(guard, { request: {} });
    const line = 'I will check the file again to be sure it is there. ';
    let text = '';
    for (let index = 0; index < 200; index++) {
      text += line;
      expect(call.watchText(line, () => ({ text }))).toBeUndefined();
    }
    expect(call.signal.aborted).toBe(false);
    call.settle({ text });
    expect(guard.state).not.toBe('failed');
    expect(observed(events).map((event) => event.code)).toEqual(['GUARD_TIME_LIMIT', 'GUARD_LOOP_DETECTED']);
  });

  it('peek refuses nothing it only observes', () => {
    const guard = createGuard({ enforce: false, maxRounds: 1, prices });
    loopingAgent(guard, 4);
    expect(guard.peek()).toBeUndefined();
  });

  it('reads enforce from a policy file and names a bad value', () => {
    expect(parsePolicy('{ "enforce": false, "maxRounds": 5 }').enforce).toBe(false);
    expect(parsePolicy('{ "enforce": "maxCost" }').enforce).toBe('maxCost');
    expect(() => parsePolicy('{ "enforce": "yes" }', 'policy.json')).toThrow(
      /enforce.*must be true, false or "maxCost"/,
    );
  });

  it('reports, from a real SQLite store, the runs that would have stopped and what stopping would have saved', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'loopguard-observe-')), 'events.db');
    const sink = createSqliteSink({ path });
    const guard = createGuard({
      enforce: false,
      maxRounds: 4,
      loop: false,
      prices,
      agentName: 'researcher',
      taskType: 'search',
      onEvent: sink.listener,
    });
    loopingAgent(guard, 10);
    guard.complete();
    sink.close();
    const reader = openSqliteEventReader(path);
    try {
      const rows = await reader.wouldHaveStopped?.({});
      // Stopped at its fifth call, the run would have saved that call and the five after it.
      expect(rows).toEqual([
        {
          date: expect.any(String),
          taskType: 'search',
          agentName: 'researcher',
          code: 'GUARD_ROUND_LIMIT',
          runs: 1,
          savedCalls: 6,
          savedCost: expect.closeTo(6 * callCost, 9),
          currency: 'USD',
        },
      ]);
      const daily = await reader.daily({});
      expect(daily[0]?.trips).toEqual({});
      expect(wouldStopTable(rows ?? []).rows[0]?.slice(3)).toEqual(['ROUND_LIMIT', 1, 6, '1.200', 'USD']);
      expect(wouldStopTotalLines(rows ?? [])).toEqual([
        'would have saved: 1.200 USD and 6 LLM calls in 1 runs (observe mode)',
      ]);
    } finally {
      await reader.close();
    }
  });
});

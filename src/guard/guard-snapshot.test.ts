import { describe, expect, it } from 'vitest';
import { ConfigError, GuardError, isGuardError } from '../errors.js';
import { createMemorySink } from '../events/memory-sink.js';
import { createGuard, type Guard, restoreGuard } from './guard.js';
import type { GuardSnapshot } from './guard-snapshot.js';
import type { GuardOptions } from './options.js';

const throughJson = (guard: Guard, options: GuardOptions): Guard =>
  restoreGuard(JSON.parse(JSON.stringify(guard.snapshot())) as GuardSnapshot, options);

/** A live-style run: prompts counted locally, billed with overhead (so the estimator learns), tool calls. */
function liveRun(options: GuardOptions, between: (guard: Guard) => Guard, tick: () => void) {
  let guard = createGuard(options);
  const messages: { role: string; content: string }[] = [{ role: 'user', content: 'Tidy up the sales CSV.' }];
  for (let round = 1; round <= 12; round++) {
    tick();
    let ticket: ReturnType<Guard['beforeCall']>;
    try {
      ticket = guard.beforeCall({ model: 'gpt-4o-mini', messages, maxOutputTokens: 200 });
    } catch (error) {
      return { error: (error as GuardError).toJSON(), guard };
    }
    guard = between(guard);
    const ended = guard.ticket(ticket.id);
    expect(ended?.round).toBe(round);
    ended?.end({
      usage: { promptTokens: messages.length * 40 + 300, completionTokens: 20 },
      toolCalls: [
        { id: `c${round}`, name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 2)}` } },
      ],
    });
    guard = between(guard);
    tick();
    guard.recordToolResult({
      toolCallId: `c${round}`,
      result: round < 3 ? `kept ${round}` : 'kept 980 rows',
    });
    messages.push({ role: 'tool', content: 'kept 980 rows' });
    guard = between(guard);
  }
  return { error: undefined, guard };
}

describe('guard snapshots', () => {
  it('continue a live run exactly: same trip, same events, same usage', () => {
    for (const loop of [{}, { escalation: 'nudge' as const }]) {
      const straightSink = createMemorySink();
      const restoredSink = createMemorySink();
      let clock = 1_000;
      const now = () => clock;
      const tick = () => {
        clock += 7;
      };
      const options = (sink: ReturnType<typeof createMemorySink>): GuardOptions => ({
        runId: 'r-live',
        maxCost: 0.01,
        maxRounds: null,
        loop,
        now,
        onEvent: sink.listener,
      });
      const straight = liveRun(options(straightSink), (guard) => guard, tick);
      clock = 1_000;
      const restored = liveRun(
        options(restoredSink),
        (guard) => throughJson(guard, options(restoredSink)),
        tick,
      );
      expect(restored.error).toEqual(straight.error);
      expect(restored.error?.code).toBe('GUARD_LOOP_DETECTED');
      expect(restored.guard.usage).toEqual(straight.guard.usage);
      expect(restoredSink.events).toEqual(straightSink.events);
    }
  });

  it('bring a GuardError back with its brand, and a failed run keeps refusing with it', () => {
    const guard = createGuard({ maxRounds: 1 });
    guard.beforeCall().end({ text: 'a' });
    expect(() => guard.beforeCall()).toThrow(GuardError);
    const json = JSON.parse(JSON.stringify(guard.error?.toJSON()));
    const back = GuardError.fromJSON(json);
    expect(isGuardError(back)).toBe(true);
    expect(back.toJSON()).toEqual(guard.error?.toJSON());
    const restored = throughJson(guard, { maxRounds: 1 });
    let thrown: unknown;
    try {
      restored.beforeCall();
    } catch (error) {
      thrown = error;
    }
    expect(isGuardError(thrown) && thrown.code).toBe('GUARD_ROUND_LIMIT');
    expect(restored.state).toBe('failed');
  });

  it('release a reservation whose call died with its process, and count it as a failed call', () => {
    let clock = 10_000;
    const options = { maxCost: 1, callTimeoutMs: 5_000, maxRounds: null, now: () => clock };
    const guard = createGuard(options);
    guard.beforeCall({ model: 'gpt-4o-mini', maxOutputTokens: 1_000 });
    const held = guard.usage.reservedCost;
    expect(held).toBeGreaterThan(0);
    const saved = JSON.stringify(guard.snapshot());
    // Restored before the deadline, the call may still end: the reservation stays.
    clock += 4_000;
    const early = restoreGuard(JSON.parse(saved), options);
    expect(early.usage.reservedCost).toBeCloseTo(held);
    expect(early.ticket('call-1')).toBeDefined();
    // Restored after it, no process can end that call any more.
    clock += 2_000;
    const sink = createMemorySink();
    const late = restoreGuard(JSON.parse(saved), { ...options, onEvent: sink.listener });
    expect(late.usage.reservedCost).toBe(0);
    expect(late.ticket('call-1')).toBeUndefined();
    expect(sink.events.map((event) => event.event)).toEqual(['llm_response']);
    expect(sink.events[0]?.error_message).toContain('its reservation expired');
    expect(late.snapshot().callFailures).toBe(1);
  });

  it('refuse a snapshot of another format or version, naming the field', () => {
    const snapshot = createGuard().snapshot();
    expect(() => restoreGuard({ ...snapshot, version: 2 } as never)).toThrow(/`version` must be 1, got 2/);
    expect(() => restoreGuard({ hello: 'world' } as never)).toThrow(ConfigError);
  });

  it('stay bounded by the window, not the run: 4 KB results, 2,000 rounds', () => {
    const guard = createGuard({ maxRounds: null, maxTokens: null, maxDurationMs: null });
    const sizes: number[] = [];
    for (let round = 0; round < 2_000; round++) {
      guard
        .beforeCall()
        .end({ toolCalls: [{ id: `c${round}`, name: 'read_page', arguments: { page: round } }] });
      guard.recordToolResult({
        toolCallId: `c${round}`,
        result: `page ${round} ${round.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))}\n${'lorem ipsum dolor '.repeat(230)}`,
      });
      if (round === 1_099 || round === 1_999) sizes.push(JSON.stringify(guard.snapshot()).length);
    }
    expect(guard.state).not.toBe('failed');
    // Past the window only the seen-results hashes (1,024) and the tool-call ledger (512 ids) grow, both bounded.
    expect(sizes[1]).toBeLessThan(64 * 1024);
    expect(Math.abs((sizes[1] as number) - (sizes[0] as number))).toBeLessThan((sizes[0] as number) * 0.02);
  });
});

describe('guard bugs', () => {
  it('enforces callTimeoutMs when a call ends, even if its signal was never read', () => {
    let clock = 0;
    const guard = createGuard({ callTimeoutMs: 1_000, maxDurationMs: null, now: () => clock });
    const ticket = guard.beforeCall();
    clock += 1_500;
    ticket.end({ text: 'slow answer' });
    expect(guard.state).toBe('failed');
    let thrown: unknown;
    try {
      guard.beforeCall();
    } catch (error) {
      thrown = error;
    }
    expect(isGuardError(thrown) && thrown.code).toBe('GUARD_TIME_LIMIT');
    expect((thrown as GuardError).evidence).toMatchObject({ limit: 'callTimeoutMs', observed: 1_500 });
  });

  it('never settles a call at cost 0 when the response names a model without a price', () => {
    const guard = createGuard({ maxCost: 1 });
    guard.beforeCall({ model: 'gpt-4o-mini', maxOutputTokens: 100 }).end({
      model: 'gpt-4o-mini-2099-01-01-unknown',
      usage: { promptTokens: 10_000, completionTokens: 100 },
    });
    expect(guard.cost).toBeGreaterThan(0);
    const priced = createGuard({ maxCost: 1 });
    priced
      .beforeCall({ model: 'gpt-4o-mini', maxOutputTokens: 100 })
      .end({ model: 'gpt-4o-mini', usage: { promptTokens: 10_000, completionTokens: 100 } });
    expect(guard.cost).toBeCloseTo(priced.cost);
  });

  it('reports the same evidence from peek() as from beforeCall() for the same trip', () => {
    for (const make of [
      () => {
        const guard = createGuard({ loop: { maxCallFailures: 2 } });
        guard.beforeCall().fail(new Error('503'));
        guard.beforeCall().fail(new Error('503'));
        return guard;
      },
      () => {
        const guard = createGuard();
        for (let round = 1; round <= 3; round++) {
          guard.beforeCall().end({ toolCalls: [{ id: `c${round}`, name: 'fetch', arguments: {} }] });
          guard.recordToolResult({ toolCallId: `c${round}`, result: 'same' });
        }
        return guard;
      },
    ]) {
      const guard = make();
      const peeked = guard.peek();
      let thrown: unknown;
      try {
        guard.beforeCall();
      } catch (error) {
        thrown = error;
      }
      expect(peeked?.toJSON()).toEqual((thrown as GuardError).toJSON());
    }
  });
});

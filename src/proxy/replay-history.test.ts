import { describe, expect, it, vi } from 'vitest';
import { loopTurns } from '../../test/helpers/loop-turns.js';
import { parallelReads } from '../../test/helpers/parallel-reads.js';
import type { GuardEvent } from '../events/types.js';
import { createGuard } from '../guard/guard.js';
import type { Guard } from '../guard/guard-api.js';
import { ConversationReader, type HistoryMessage, recordConversationStep } from '../wire/index.js';
import { HEAVY_ARGUMENTS_CHARS, HEAVY_TURN_PARTS, replayHistory } from './replay-history.js';

/** A task, then `turns` turns of `calls` parallel reads of the same files with the same answers (a loop). */
const parallelLoop = (turns: number, calls: number) =>
  parallelReads(turns, calls, { answer: (_id, index) => `rows of export ${index}: 12` });

/** The replay as it ran before it was sliced: every step fed in one synchronous pass. */
function replayAtOnce(guard: Guard, messages: readonly HistoryMessage[]): void {
  const reader = new ConversationReader();
  messages.forEach((message, index) => {
    for (const step of reader.read(message, index)) {
      if (step.kind !== 'model') {
        recordConversationStep(guard, step);
        continue;
      }
      guard.beforeCall({ model: 'gpt-4o-mini', promptTokens: 0, maxOutputTokens: 0 }).end({
        model: 'gpt-4o-mini',
        text: step.text,
        toolCalls: step.toolCalls.map((call) => ({
          id: call.id,
          name: call.name,
          arguments: String(call.arguments),
        })),
        usage: { promptTokens: 0, completionTokens: 0 },
      });
    }
  });
}

/** What a run's events say, without their times. */
const shape = (events: readonly GuardEvent[]) =>
  events.map(({ event, round, tool_call_id, code, detector, action, state }) => ({
    event,
    round,
    tool_call_id,
    code,
    detector,
    action,
    state,
  }));

async function outcome(replay: (guard: Guard) => unknown, runId: string) {
  const events: GuardEvent[] = [];
  const guard = createGuard({ runId, maxRounds: 500, onEvent: (event) => events.push(event) });
  let code: string | undefined;
  try {
    await replay(guard);
  } catch (error) {
    code = (error as { code?: string }).code;
  }
  return { guard, code, events: shape(events).map((event) => ({ ...event })) };
}

describe('replayHistory', () => {
  it('checks each heavy turn in a slice of its own and reaches the same verdict as one pass', async () => {
    const messages = parallelLoop(4, HEAVY_TURN_PARTS + 8);
    const order: string[] = [];
    const sliced = await outcome((guard) => {
      const peek = guard.peek.bind(guard);
      const beforeCall = guard.beforeCall.bind(guard);
      vi.spyOn(guard, 'peek').mockImplementation(() => {
        order.push('check');
        return peek();
      });
      vi.spyOn(guard, 'beforeCall').mockImplementation((...args) => {
        order.push('open');
        return beforeCall(...args);
      });
      return replayHistory(guard, messages, 'gpt-4o-mini');
    }, 'sliced');
    const atOnce = await outcome((guard) => replayAtOnce(guard, messages), 'sliced');
    expect(atOnce.code).toBe('GUARD_LOOP_DETECTED');
    expect(sliced.code).toBe(atOnce.code);
    expect(sliced.events).toEqual(atOnce.events);
    expect(sliced.events.length).toBeGreaterThan(4 * (HEAVY_TURN_PARTS + 8));
    // Every turn after the first follows a heavy one: its detection is run first, on its own.
    expect(order.length).toBeGreaterThan(2);
    expect(order).toEqual(order.map((_, index) => (index % 2 === 0 ? 'open' : 'check')));
  });

  it('leaves light turns to the call that opens the next one', async () => {
    const guard = createGuard({ runId: 'light', maxRounds: 500 });
    const peek = vi.spyOn(guard, 'peek');
    await replayHistory(guard, parallelLoop(2, 3), 'gpt-4o-mini');
    expect(peek).not.toHaveBeenCalled();
  });
  it("works a 1,000-call turn's keys out in slices, the loop turning between them and before its settlement", async () => {
    const messages = parallelLoop(1, 1_000);
    // A ticker counts the event loop's turns while the replay runs.
    const ticker = loopTurns();
    const keyedAt: number[] = [];
    let settledAt = -1;
    const sliced = await outcome((guard) => {
      const keyOf = (guard as unknown as { actionKeyOf: (call: unknown) => unknown }).actionKeyOf.bind(guard);
      vi.spyOn(
        guard as unknown as { actionKeyOf: (call: unknown) => unknown },
        'actionKeyOf',
      ).mockImplementation((call) => {
        keyedAt.push(ticker.turns);
        return keyOf(call);
      });
      const beforeCall = guard.beforeCall.bind(guard);
      vi.spyOn(guard, 'beforeCall').mockImplementation((...args) => {
        if (settledAt < 0) settledAt = ticker.turns;
        return beforeCall(...args);
      });
      return replayHistory(guard, messages, 'gpt-4o-mini');
    }, 'slices');
    ticker.running = false;
    expect(keyedAt.length).toBeGreaterThanOrEqual(1_000);
    // Every key of the turn was worked out before the settlement, in an earlier turn of the loop than it.
    expect(keyedAt.slice(0, 1_000).every((turn) => turn < settledAt)).toBe(true);
    expect(settledAt).toBeGreaterThan(0);
    const atOnce = await outcome((guard) => replayAtOnce(guard, messages), 'slices');
    expect(sliced.code).toBe(atOnce.code);
    expect(sliced.events).toEqual(atOnce.events);
  });

  it("works a call's key out on a loop turn of its own when its arguments are long, as one pass keys it", async () => {
    const deep = `${'{"a":'.repeat(4_000)}1${'}'.repeat(4_000)}`;
    expect(deep.length).toBeGreaterThanOrEqual(HEAVY_ARGUMENTS_CHARS);
    const call = (id: string, args: string) => ({
      id,
      type: 'function',
      function: { name: 'clean', arguments: args },
    });
    const messages = [
      { role: 'user', content: 'clean it' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [call('small1', '{"path":"a"}'), call('deep', deep), call('small2', '{"path":"b"}')],
      },
      ...['small1', 'deep', 'small2'].map((id) => ({ role: 'tool', tool_call_id: id, content: 'ok' })),
      { role: 'assistant', content: 'cleaned' },
    ] as HistoryMessage[];
    const ticker = loopTurns();
    const keyedAt = new Map<string, number>();
    let settledAt = -1;
    const sliced = await outcome((guard) => {
      const target = guard as unknown as { actionKeyOf: (call: { id?: string }) => unknown };
      const keyOf = target.actionKeyOf.bind(guard);
      vi.spyOn(target, 'actionKeyOf').mockImplementation((input) => {
        if (input.id !== undefined && !keyedAt.has(input.id)) keyedAt.set(input.id, ticker.turns);
        return keyOf(input);
      });
      const beforeCall = guard.beforeCall.bind(guard);
      vi.spyOn(guard, 'beforeCall').mockImplementation((...args) => {
        if (settledAt < 0) settledAt = ticker.turns;
        return beforeCall(...args);
      });
      return replayHistory(guard, messages, 'gpt-4o-mini');
    }, 'long');
    ticker.running = false;
    const deepAt = keyedAt.get('deep') as number;
    // The long call alone on its turn: the calls before and after it were keyed on other turns, all before the settlement.
    expect(deepAt).toBeGreaterThan(keyedAt.get('small1') as number);
    expect(keyedAt.get('small2') as number).toBeGreaterThan(deepAt);
    expect(settledAt).toBeGreaterThan(keyedAt.get('small2') as number);
    const atOnce = await outcome((guard) => replayAtOnce(guard, messages), 'long');
    expect(sliced.code).toBe(atOnce.code);
    expect(sliced.events).toEqual(atOnce.events);
    expect(sliced.events.filter((event) => event.event === 'tool_call')).toHaveLength(3);
  });

  it('leaves the events of a prepared heavy turn as one pass makes them, signatures and hashes included', async () => {
    const messages = parallelLoop(2, HEAVY_TURN_PARTS * 3);
    const run = async (replay: (guard: Guard) => unknown) => {
      const events: GuardEvent[] = [];
      const guard = createGuard({
        runId: 'full',
        maxRounds: 500,
        now: () => 5,
        onEvent: (e) => events.push(e),
      });
      await Promise.resolve(replay(guard)).catch(() => undefined);
      return events;
    };
    const sliced = await run((guard) => replayHistory(guard, messages, 'gpt-4o-mini'));
    expect(sliced.filter((event) => event.action_signature?.startsWith('read_file(')).length).toBeGreaterThan(
      HEAVY_TURN_PARTS * 3,
    );
    expect(sliced).toEqual(await run((guard) => replayAtOnce(guard, messages)));
  });
});

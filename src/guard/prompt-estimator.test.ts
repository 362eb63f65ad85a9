import { describe, expect, it } from 'vitest';
import type { GuardEvent } from '../events/types.js';
import type { CountableMessage } from '../pricing/count-tokens.js';
import { countExactly } from '../pricing/text-tokens.js';
import { createGuard, type Guard, restoreGuard } from './guard.js';
import type { GuardOptions } from './options.js';

function page(index: number): string {
  return `page ${index}: ${'rows 1204 kept, 3 dropped from /data/sales.csv; '.repeat(40)}`;
}

/** Runs `rounds` calls of a growing conversation; `between` may replace the guard before each call. */
function run(
  rounds: number,
  fresh: boolean,
  between?: (guard: Guard, options: GuardOptions) => Guard,
  limits: GuardOptions = {},
) {
  const events: GuardEvent[] = [];
  const options: GuardOptions = {
    maxRounds: null,
    maxDurationMs: null,
    maxTokens: 100_000_000,
    ...limits,
    now: () => 0,
    onEvent: (event) => events.push(event),
  };
  let guard = createGuard(options);
  const messages: CountableMessage[] = [{ role: 'user', content: 'Total the sales pages.' }];
  for (let round = 0; round < rounds; round++) {
    if (between) guard = between(guard, options);
    const sent = fresh ? (JSON.parse(JSON.stringify(messages)) as CountableMessage[]) : messages;
    const ticket = guard.beforeCall({ model: 'gpt-4o-mini', messages: sent });
    const call = { id: `c${round}`, name: 'read_page', arguments: `{"page":${round}}` };
    ticket.end({ usage: { promptTokens: 10, completionTokens: 5 }, toolCalls: [call] });
    messages.push(
      { role: 'assistant', content: null, tool_calls: [{ id: call.id, type: 'function', function: call }] },
      { role: 'tool', content: page(round) },
    );
  }
  return events.filter((event) => event.event === 'llm_request').map((event) => event.token_usage?.prompt);
}

describe('prompt estimate', () => {
  // 30 rounds of 2 KB results: the prompt passes 32 KiB, where counting once spent one budget per prompt.
  const rounds = 30;

  it('is the same whether messages are the same objects, rebuilt, or met by a guard restored from its snapshot', () => {
    const straight = run(rounds, false);
    expect(run(rounds, true)).toEqual(straight);
    const restored = run(rounds, true, (guard, options) =>
      restoreGuard(JSON.parse(JSON.stringify(guard.snapshot())), options),
    );
    expect(restored).toEqual(straight);
  });

  it('counts every message of a long conversation exactly where a budget needs it, and bounds it above elsewhere', () => {
    let exact = 3 + 4 + countExactly('Total the sales pages.');
    for (let round = 0; round < rounds - 1; round++) {
      const call = { id: `c${round}`, name: 'read_page', arguments: `{"page":${round}}` };
      exact += 4 + countExactly(JSON.stringify([{ id: call.id, type: 'function', function: call }]));
      exact += 4 + countExactly(page(round));
    }
    expect(page(0).length * rounds).toBeGreaterThan(32_768);
    // Far from every limit, new long messages are reserved by their bytes: never below the count.
    const bounded = run(rounds, true).at(-1) as number;
    expect(bounded).toBeGreaterThan(exact);
    // A per-call limit the bound overruns and the count fits: the prompt is counted, exactly, and the call goes.
    expect(run(rounds, true, undefined, { maxPromptTokens: exact }).at(-1)).toBe(exact);
  });
});

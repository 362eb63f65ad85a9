import { describe, expect, it } from 'vitest';
import { isGuardError } from '../errors.js';
import { createGuardWith, type Guard } from './guard.js';
import { resolveGuardOptions } from './options.js';
import { withRunOverrides } from './run-overrides.js';

/** One round: a call that asks for `tool` with `args`, and its result. Returns the trip's code, if any. */
function round(
  guard: Guard,
  call: number,
  args: Record<string, unknown>,
  result: string,
): string | undefined {
  try {
    const ticket = guard.beforeCall({ model: 'gpt-4o-mini' });
    const toolCall = { id: `c${call}`, name: 'clean_sales_data', arguments: JSON.stringify(args) };
    ticket.end({ usage: { promptTokens: 100, completionTokens: 10 }, toolCalls: [toolCall] });
    guard.recordToolResult({ toolCallId: toolCall.id, name: toolCall.name, result });
    return undefined;
  } catch (error) {
    if (isGuardError(error)) return error.code;
    throw error;
  }
}

describe('guards made from one resolved base (a gateway policy)', () => {
  it('keep their runs apart: one run looping trips alone, and a new run starts clean', () => {
    const base = resolveGuardOptions({ maxRounds: 100, maxCost: null });
    const looping = createGuardWith(withRunOverrides(base, { runId: 'run-a' }));
    const working = createGuardWith(withRunOverrides(base, { runId: 'run-b' }));
    let trip: string | undefined;
    for (let call = 0; call < 30 && trip === undefined; call++) {
      trip = round(looping, call, { path: 'sales.csv' }, 'cleaned 0 rows');
      expect(round(working, call, { page: call }, `page ${call}: ${call * 17} rows`)).toBeUndefined();
    }
    expect(trip).toBe('GUARD_LOOP_DETECTED');
    expect(looping.state).toBe('failed');
    expect(working.state).not.toBe('failed');
    // The same detectors serve the next run of the base: it starts with nothing seen.
    const next = createGuardWith(withRunOverrides(base, { runId: 'run-c' }));
    expect(round(next, 0, { path: 'sales.csv' }, 'cleaned 0 rows')).toBeUndefined();
    expect(round(next, 1, { path: 'sales.csv' }, 'cleaned 0 rows')).toBeUndefined();
    expect(next.runId).toBe('run-c');
  });
});

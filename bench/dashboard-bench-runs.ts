import type { GuardEvent } from '../src/events/types.js';

const agents = ['cleaner', 'writer', 'researcher', 'support', 'coder'];
const taskTypes = ['etl', 'docs', 'search', 'tickets'];
const models = ['gpt-4o-mini', 'claude-haiku-4-5', 'gpt-4.1'];
const codes = ['GUARD_LOOP_DETECTED', 'GUARD_ROUND_LIMIT', 'GUARD_BUDGET_LIMIT'] as const;

/**
 * Deterministic short runs for the runs view at scale: `runs` runs of 1-3 LLM calls over 30 days (about four
 * events a run, so a million runs is a store of about four million events). One run in seven trips (halts),
 * one in eleven has a would-have-stopped trip (observe) after its first call, two runs share a task.
 */
export function* syntheticRuns(runs: number, start = Date.UTC(2026, 9, 1)): Generator<GuardEvent> {
  const perDay = Math.max(1, Math.ceil(runs / 30));
  for (let run = 0; run < runs; run++) {
    const base = {
      task_id: `task-${run >> 1}`,
      run_id: `run-${run}`,
      agent_name: agents[run % agents.length] as string,
      task_type: taskTypes[run % taskTypes.length] as string,
    };
    const model = models[(run >> 2) % models.length] as string;
    let clock =
      start + Math.floor(run / perDay) * 86_400_000 + Math.floor(((run % perDay) / perDay) * 86_000_000);
    const began = clock;
    const calls = 1 + (run % 3);
    const trips = run % 7 === 0;
    const observed = run % 11 === 0 && calls > 1;
    let cost = 0;
    let tokens = 0;
    yield { ...base, event: 'run_start', round: 0, timestamp: clock };
    for (let round = 1; round <= calls; round++) {
      const prompt = 600 + ((run * 7 + round * 131) % 4000);
      const callCost = (prompt * 0.15 + 90 * 0.6) / 1e6;
      cost += callCost;
      tokens += prompt + 90;
      clock += 400 + ((run + round) % 2000);
      yield {
        ...base,
        event: 'llm_response',
        round,
        timestamp: clock,
        model,
        token_usage: { prompt, completion: 90, cached: 0, total: prompt + 90 },
        cost: callCost,
        currency: 'USD',
        latency_ms: 400,
      };
      if (observed && round === 1)
        yield {
          ...base,
          event: 'guard_trigger',
          round,
          timestamp: clock + 1,
          code: 'GUARD_LOOP_DETECTED',
          detector: 'repeat',
          action: 'observe',
          error_message: 'would have stopped: the same call repeated',
        };
    }
    if (trips)
      yield {
        ...base,
        event: 'guard_trigger',
        round: calls,
        timestamp: clock + 2,
        code: codes[run % codes.length],
        action: 'halt',
        error_message: 'stopped',
      };
    yield {
      ...base,
      event: 'run_end',
      round: calls,
      timestamp: clock + 3,
      model,
      state: trips ? 'failed' : 'completed',
      ...(trips ? { code: codes[run % codes.length], error_message: 'stopped' } : {}),
      token_usage: { prompt: tokens - calls * 90, completion: calls * 90, cached: 0, total: tokens },
      cost,
      currency: 'USD',
      latency_ms: clock + 3 - began,
    };
  }
}

import type { GuardEvent } from '../src/events/types.js';

const agents = ['cleaner', 'writer', 'researcher', 'support', 'coder'];
const taskTypes = ['etl', 'docs', 'search', 'tickets'];
const tools = Array.from({ length: 20 }, (_, index) => `tool_${index}`);
const codes = [
  'GUARD_LOOP_DETECTED',
  'GUARD_ROUND_LIMIT',
  'GUARD_RETRY_STORM',
  'GUARD_BUDGET_LIMIT',
] as const;

/** Deterministic events of realistic shape: runs of 4–16 rounds over 30 days, some tripping. */
export function* syntheticEvents(total: number, start = Date.UTC(2026, 9, 1)): Generator<GuardEvent> {
  let emitted = 0;
  for (let run = 0; emitted < total; run++) {
    const agent = agents[run % agents.length] as string;
    const taskType = taskTypes[run % taskTypes.length] as string;
    const base = { task_id: `task-${run}`, run_id: `run-${run}`, agent_name: agent, task_type: taskType };
    let clock = start + Math.floor((run / 800) * 86_400_000) + (run % 800) * 1000;
    const rounds = 4 + (run % 13);
    const trips = run % 7 === 0;
    yield { ...base, event: 'run_start', round: 0, timestamp: clock };
    emitted++;
    for (let round = 1; round <= rounds && emitted < total; round++) {
      const tool = tools[(run + round) % tools.length] as string;
      const prompt = 800 + round * 350;
      clock += 900;
      yield { ...base, event: 'llm_request', round, timestamp: clock, model: 'gpt-4o-mini' };
      yield {
        ...base,
        event: 'llm_response',
        round,
        timestamp: clock + 700,
        model: 'gpt-4o-mini',
        token_usage: { prompt, completion: 80, cached: 0, total: prompt + 80 },
        cost: (prompt * 0.15 + 80 * 0.6) / 1e6,
        currency: 'USD',
        latency_ms: 700,
      };
      yield {
        ...base,
        event: 'tool_call',
        round,
        timestamp: clock + 701,
        tool_name: tool,
        tool_call_id: `c-${run}-${round}`,
        tool_args_hash: ((run * 31 + round) % 5000).toString(16).padStart(14, '0'),
        action_signature: `${tool}({"id":${(run * 31 + round) % 5000}})`,
      };
      yield {
        ...base,
        event: 'tool_result',
        round,
        timestamp: clock + 750,
        tool_name: tool,
        tool_call_id: `c-${run}-${round}`,
        status: round % 9 === 0 ? 'failed' : 'succeeded',
        latency_ms: 20 + ((run + round) % 80),
      };
      emitted += 4;
    }
    if (trips) {
      yield {
        ...base,
        event: 'guard_trigger',
        round: rounds,
        timestamp: clock + 800,
        code: codes[run % codes.length],
        action: 'halt',
      };
      emitted++;
    }
    yield {
      ...base,
      event: 'run_end',
      round: rounds,
      timestamp: clock + 900,
      state: trips ? 'failed' : 'completed',
      token_usage: { prompt: rounds * 2000, completion: rounds * 80, cached: 0, total: rounds * 2080 },
      cost: rounds * 0.0004,
      currency: 'USD',
      latency_ms: rounds * 900,
    };
    emitted++;
  }
}

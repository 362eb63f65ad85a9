import type { GuardEvent } from '../../src/events/types.js';

/** The midnight the huge round's calls straddle (UTC, 2026-12-07). */
export const midnight = Date.UTC(2026, 11, 7);

/**
 * One huge round (`calls` parallel calls over three tools, a few without a name, across midnight and two
 * labels) interleaved with small rounds of other runs, each run's calls after its answer, as the guard emits.
 */
export function roundEvents(calls: number, smallRuns = 30): GuardEvent[] {
  const huge = { task_id: 'task-huge', run_id: 'run-huge', round: 3 };
  const events: GuardEvent[] = [
    {
      ...huge,
      event: 'llm_response',
      timestamp: midnight - 1_000,
      token_usage: { prompt: 90_000, completion: 7_001, cached: 0, total: 97_001 },
    },
  ];
  let small = 0;
  for (let call = 0; call < calls; call++) {
    events.push({
      ...huge,
      event: 'tool_call',
      // The round's calls are stamped across midnight, so the round has groups on two days.
      timestamp: midnight + (call < calls / 3 ? -500 : 500),
      agent_name: call % 5 === 0 ? undefined : 'a',
      tool_name: call % 17 === 3 ? undefined : ['read', 'grep', 'edit'][call % 3],
      tool_call_id: `c${call}`,
      tool_args_hash: `h${call % 50}`,
      action_signature: `read({"p":${call % 70}})`,
    });
    // Every so often another run's small round comes between: the batches hold both.
    if (call % 97 === 0 && small < smallRuns) {
      const base = {
        task_id: `task-${small}`,
        run_id: `run-${small}`,
        round: 1,
        timestamp: midnight + small,
      };
      events.push({
        ...base,
        event: 'llm_response',
        token_usage: { prompt: 100 + small, completion: 1, cached: 0, total: 101 + small },
      });
      for (let index = 0; index <= small % 3; index++)
        events.push({ ...base, event: 'tool_call', tool_name: 'read', tool_call_id: `s${index}` });
      small++;
    }
  }
  return events;
}

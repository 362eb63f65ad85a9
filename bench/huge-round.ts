import type { EventRow } from '../src/stores/sqlite/event-row.js';
import { built } from './built.js';

const { createEventRows } = await built<typeof import('../src/stores/sqlite/event-row.js')>(
  'stores/sqlite/event-row.js',
);

/** A huge round as the guard emits it: the answer, `calls` parallel tool calls, then their results. */
export function hugeRound(calls: number, run: string): EventRow[] {
  const rowOf = createEventRows();
  const base = { task_id: `task-${run}`, run_id: run, round: 1, timestamp: Date.UTC(2026, 11, 7) };
  const tool = (call: number) => ['read_file', 'write_file', 'grep'][call % 3] as string;
  const usage = { prompt: 90_000, completion: 10_000, cached: 0, total: 100_000 };
  return [
    rowOf({ ...base, event: 'llm_response', token_usage: usage }),
    ...Array.from({ length: calls }, (_, call) =>
      rowOf({
        ...base,
        event: 'tool_call',
        tool_name: tool(call),
        tool_call_id: `call_${call}`,
        tool_args_hash: `h${call}`,
        action_signature: `${tool(call)}({"path":"/data/${call}.csv"})`,
      }),
    ),
    ...Array.from({ length: calls }, (_, call) =>
      rowOf({
        ...base,
        event: 'tool_result',
        tool_name: tool(call),
        tool_call_id: `call_${call}`,
        latency_ms: 3,
      }),
    ),
  ];
}

/** The middle value of a list (the upper one of an even count). */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

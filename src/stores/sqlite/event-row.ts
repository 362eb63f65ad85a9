import { scrubEvent } from '../../events/scrub-event.js';
import type { GuardEvent } from '../../events/types.js';

/** Column order of the `events` table after `id`. */
export const eventColumns = [
  'timestamp',
  'day',
  'event',
  'task_id',
  'run_id',
  'round',
  'agent_name',
  'task_type',
  'model',
  'prompt_tokens',
  'completion_tokens',
  'cached_tokens',
  'total_tokens',
  'cost',
  'currency',
  'latency_ms',
  'tool_name',
  'tool_call_id',
  'tool_args_hash',
  'action_signature',
  'status',
  'error_message',
  'code',
  'detector',
  'action',
  'state',
  'round_tokens',
] as const;

/** One row of the `events` table. */
export type EventRow = (string | number | null)[];

let cachedDay = { start: 0, end: 0, day: '1970-01-01' };

function utcDay(timestamp: number): string {
  if (timestamp < cachedDay.start || timestamp >= cachedDay.end) {
    const start = Math.floor(timestamp / 86_400_000) * 86_400_000;
    cachedDay = { start, end: start + 86_400_000, day: new Date(start).toISOString().slice(0, 10) };
  }
  return cachedDay.day;
}

/**
 * An event as a row; `day` is the UTC date of its timestamp. `roundTokens`, for a tool call, is the total
 * tokens of the LLM call that asked for it (a derived column for the per-tool report).
 */
export function toEventRow(event: GuardEvent, roundTokens: number | null = null): EventRow {
  const usage = event.token_usage;
  return [
    event.timestamp,
    utcDay(event.timestamp),
    event.event,
    event.task_id,
    event.run_id,
    event.round,
    event.agent_name ?? null,
    event.task_type ?? null,
    event.model ?? null,
    usage?.prompt ?? null,
    usage?.completion ?? null,
    usage?.cached ?? null,
    usage?.total ?? null,
    event.cost ?? null,
    event.currency ?? null,
    event.latency_ms ?? null,
    event.tool_name ?? null,
    event.tool_call_id ?? null,
    event.tool_args_hash ?? null,
    event.action_signature ?? null,
    event.status ?? null,
    event.error_message ?? null,
    event.code ?? null,
    event.detector ?? null,
    event.action ?? null,
    event.state ?? null,
    roundTokens,
  ];
}

/**
 * A sink's maker of rows: each event scrubbed of secrets, as a row, a tool call with the total tokens of its
 * run's LLM call of the same round (the answer that asked for it), which the writer remembers per run.
 */
export function createEventRows(): (event: GuardEvent) => EventRow {
  const lastResponse = new Map<string, { round: number; tokens: number }>();
  return (event) => {
    let roundTokens: number | null = null;
    if (event.event === 'llm_response' && event.token_usage) {
      lastResponse.set(event.run_id, { round: event.round, tokens: event.token_usage.total });
      // Runs that never end must not grow this map without bound.
      if (lastResponse.size > 10_000) lastResponse.delete(lastResponse.keys().next().value as string);
    } else if (event.event === 'tool_call') {
      const response = lastResponse.get(event.run_id);
      if (response?.round === event.round) roundTokens = response.tokens;
    } else if (event.event === 'run_end') {
      lastResponse.delete(event.run_id);
    }
    return toEventRow(scrubEvent(event), roundTokens);
  };
}

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
] as const;

/** One row of the `events` table. */
export type EventRow = (string | number | null)[];

/** An event as a row; `day` is the UTC date of its timestamp. */
export function toEventRow(event: GuardEvent): EventRow {
  const usage = event.token_usage;
  return [
    event.timestamp,
    new Date(event.timestamp).toISOString().slice(0, 10),
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
  ];
}

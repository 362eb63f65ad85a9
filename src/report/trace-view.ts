import type { StoredEvent } from '../stores/event-reader.js';
import { formatMoney } from './daily-report.js';
import { formatDuration } from './format-duration.js';
import type { TableData } from './render.js';

/** Options of {@link traceTable}. */
export interface TraceTableOptions {
  /** `human`: time since the task's first event as `+1.2 s`, `+3 min 4 s`; `ms`: a number. @default 'human' */
  readonly durations?: 'human' | 'ms';
  /** Keep every character of the detail column instead of the first 80 (`--wide`, a pipe, JSON, CSV). @default false */
  readonly fullText?: boolean;
}

/** What a row's detail column says: a failed tool call's error beside its signature, a trip's code and message. */
function detail(event: StoredEvent): string {
  if (event.status === 'failed') {
    const failure = `failed: ${event.error_message ?? 'no message'}`;
    return event.action_signature ? `${event.action_signature} → ${failure}` : failure;
  }
  return (
    event.action_signature ??
    (event.code ? `${event.code}: ${event.error_message ?? ''}` : event.error_message) ??
    ''
  );
}

/**
 * Every event of a task in order: time since the first event, run, round, event, tool, signature or detail,
 * tokens and cost. Tokens are in two columns that never mix: `est. tokens`, the prompt counted locally
 * before a call (`llm_request`), and `billed tokens`, the provider's usage after it (`llm_response`). A tool
 * call that failed shows `failed:` and its error in the detail column.
 */
export function traceTable(events: readonly StoredEvent[], options: TraceTableOptions = {}): TableData {
  const start = events[0]?.timestamp ?? 0;
  const human = (options.durations ?? 'human') === 'human';
  const length = options.fullText ? undefined : 80;
  return {
    head: [
      human ? 'time' : '+ms',
      'run',
      'round',
      'event',
      'tool',
      'signature / detail',
      'est. tokens',
      'billed tokens',
      'cost',
    ],
    rows: events.map((event) => [
      human ? `+${formatDuration(event.timestamp - start)}` : event.timestamp - start,
      event.run_id.length > 12 ? `${event.run_id.slice(0, 11)}…` : event.run_id,
      event.round,
      event.event,
      event.tool_name,
      length === undefined ? detail(event) : detail(event).slice(0, length),
      event.event === 'llm_request' ? event.total_tokens : null,
      event.event === 'llm_request' ? null : event.total_tokens,
      event.cost === null ? null : formatMoney(event.cost),
    ]),
  };
}

/** What the two token columns of {@link traceTable} mean, one line under the table. */
export const TRACE_TOKENS_NOTE =
  "est. tokens: the prompt counted locally before the call; billed tokens: the provider's usage after it";

/** Signatures grouped with their counts (most first), repeated ones marked. */
export function signatureGroups(events: readonly StoredEvent[]): TableData {
  const counts = new Map<string, { count: number; rounds: number[] }>();
  for (const event of events) {
    if (event.event !== 'tool_call' || !event.action_signature) continue;
    const entry = counts.get(event.action_signature) ?? { count: 0, rounds: [] };
    entry.count++;
    entry.rounds.push(event.round);
    counts.set(event.action_signature, entry);
  }
  return {
    head: ['', 'count', 'signature', 'rounds'],
    rows: [...counts.entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .map(([signature, entry]) => [
        entry.count > 1 ? 'REPEATED' : '',
        entry.count,
        signature.slice(0, 100),
        entry.rounds.join(','),
      ]),
  };
}

/** Where the guard tripped or nudged, one line each. */
export function tripLines(events: readonly StoredEvent[]): string[] {
  return events
    .filter((event) => event.event === 'guard_trigger')
    .map(
      (event) =>
        `${event.action === 'nudge' ? 'nudged' : 'tripped'} after round ${event.round} of run ${event.run_id}: ${event.code}${event.detector ? ` (${event.detector})` : ''}: ${event.error_message ?? ''}`,
    );
}

/**
 * Totals of a task: runs, LLM calls, billed tokens (the provider's usage, or the local count where a response
 * had none), cost per currency (never added across currencies), and the time from its first to its last event.
 */
export function traceSummary(events: readonly StoredEvent[]): string {
  const runs = new Set(events.map((event) => event.run_id)).size;
  const responses = events.filter((event) => event.event === 'llm_response');
  const tokens = responses.reduce((sum, event) => sum + (event.total_tokens ?? 0), 0);
  const costs = new Map<string, number>();
  for (const event of responses) {
    if (event.cost === null) continue;
    const currency = event.currency ?? 'USD';
    costs.set(currency, (costs.get(currency) ?? 0) + event.cost);
  }
  const spent =
    costs.size === 0
      ? 'no known cost'
      : [...costs.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, cost]) => `${formatMoney(cost)} ${currency}`)
          .join(' and ');
  const ends = events.filter((event) => event.event === 'run_end').map((event) => event.state ?? '?');
  const span = (events.at(-1)?.timestamp ?? 0) - (events[0]?.timestamp ?? 0);
  return `task ${events[0]?.task_id}: ${runs} run(s) over ${formatDuration(span)}, ${responses.length} LLM calls, ${tokens} tokens billed, ${spent}; ended: ${ends.join(', ') || 'still running'}`;
}

import type { StoredEvent } from '../stores/event-reader.js';
import { formatMoney } from './daily-report.js';
import type { TableData } from './render.js';

/** Every event of a task in order: round, event, tool, signature, tokens, cost. */
export function traceTable(events: readonly StoredEvent[]): TableData {
  const start = events[0]?.timestamp ?? 0;
  return {
    head: ['+ms', 'run', 'round', 'event', 'tool', 'signature / detail', 'tokens', 'cost'],
    rows: events.map((event) => [
      event.timestamp - start,
      event.run_id.length > 12 ? `${event.run_id.slice(0, 11)}…` : event.run_id,
      event.round,
      event.event,
      event.tool_name,
      (
        event.action_signature ??
        (event.code ? `${event.code}: ${event.error_message ?? ''}` : event.error_message) ??
        ''
      ).slice(0, 80),
      event.total_tokens,
      event.cost === null ? null : formatMoney(event.cost),
    ]),
  };
}

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

/** Totals of a task: runs, LLM calls, tokens, cost per currency (never added across currencies). */
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
  return `task ${events[0]?.task_id}: ${runs} run(s), ${responses.length} LLM calls, ${tokens} tokens, ${spent}; ended: ${ends.join(', ') || 'still running'}`;
}

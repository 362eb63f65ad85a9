import type { ChatLine, ChatMessage } from './chat-message.js';
import type { DueGroup } from './trip-groups.js';

/** `11-28 09:00:12`, in UTC like every day and time of the reports. */
function time(at: number): string {
  return new Date(at).toISOString().slice(5, 19).replace('T', ' ');
}

const agentName = (agent: string | null) => agent ?? '(no agent)';
const shortCode = (code: string) => code.replace(/^GUARD_/, '');

function minutes(ms: number): string {
  return ms % 60_000 === 0 ? `${ms / 60_000} min` : `${Math.round(ms / 1000)} s`;
}

/**
 * The chat message for a batch of trips: a table with one row per agent and code (trips, first and last
 * time, latest run), then each group's latest trip message. A group posted before says since when.
 * `observed` trips are observe-only mode's would-have-stopped trips: their own message, never counted as
 * trips, and not drawn red (nothing was stopped).
 */
export function tripAlertMessage(
  batch: { readonly groups: readonly DueGroup[]; readonly overflow: number },
  windowMs: number,
  observed = false,
): ChatMessage {
  const trips = batch.groups.reduce((sum, group) => sum + group.count, 0) + batch.overflow;
  const agents = new Set(batch.groups.map((group) => group.agent));
  const who = agents.size === 1 ? agentName([...agents][0] ?? null) : `${agents.size} agents`;
  const lines: ChatLine[] = batch.groups.map((group) => [
    { code: agentName(group.agent) },
    ' ',
    { code: shortCode(group.code) },
    group.count > 1 ? ` ×${group.count}` : '',
    group.previousAt === undefined ? '' : ` since the last alert at ${time(group.previousAt)}`,
    group.message ? `: ${group.message}` : '',
  ]);
  if (batch.overflow > 0) {
    lines.push([
      `… and ${batch.overflow} trip(s) of other agents and codes, not itemised (too many groups waiting)`,
    ]);
  }
  if (batch.groups.some((group) => group.previousAt !== undefined)) {
    lines.push([
      `At most one alert per agent and code every ${minutes(windowMs)}; counts include the trips held back.`,
    ]);
  }
  if (observed) {
    lines.push([
      'Observe-only mode: nothing was stopped; enforcing, these trips would have stopped their runs.',
    ]);
  }
  return {
    title: observed
      ? `loopguard: ${trips} would-have-stopped trip${trips === 1 ? '' : 's'}, observe-only (${who})`
      : `loopguard: ${trips} guard trip${trips === 1 ? '' : 's'} (${who})`,
    severity: observed ? 'info' : 'alert',
    sections: [
      {
        kind: 'table',
        keyColumns: 2,
        table: {
          head: [
            'agent',
            observed ? 'would stop' : 'trip',
            'count',
            'first (UTC)',
            'last (UTC)',
            'latest run',
          ],
          rows: batch.groups.map((group) => [
            agentName(group.agent),
            shortCode(group.code),
            group.count,
            time(group.firstAt),
            time(group.lastAt),
            group.runs.at(-1) ?? null,
          ]),
        },
      },
      { kind: 'lines', lines },
    ],
    data: {
      kind: observed ? 'observed_trip_alert' : 'trip_alert',
      trips: batch.groups.map((group) => ({
        agent: group.agent,
        code: group.code,
        count: group.count,
        firstAt: new Date(group.firstAt).toISOString(),
        lastAt: new Date(group.lastAt).toISOString(),
        runs: group.runs,
        message: group.message ?? null,
        previousAlertAt: group.previousAt === undefined ? null : new Date(group.previousAt).toISOString(),
      })),
      overflow: batch.overflow,
    },
  };
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GuardEvent } from '../../src/events/types.js';
import type { EventReader } from '../../src/stores/event-reader.js';
import { openPostgresEventReader } from '../../src/stores/postgres/postgres-event-reader.js';
import { createPostgresSink } from '../../src/stores/postgres/postgres-sink.js';
import type { RunQuery, RunRow } from '../../src/stores/run-list.js';
import { openSqliteEventReader } from '../../src/stores/sqlite/sqlite-event-reader.js';
import { createSqliteSink } from '../../src/stores/sqlite/sqlite-sink.js';
import { type PostgresServer, psql, startPostgres } from './postgres-server.js';

// The runs view's tests on both stores: the ended runs as the events themselves say, in each order, every
// page of a query read through its cursors, and the same events written to a SQLite file and a PostgreSQL.

/** An ended run as the runs view lists it, with the UTC day of its end for the date filters. */
export type EndedRun = RunRow & { day: string };

/** Every ended run of `events` with its event id (a sink writes them in order from 1). */
export function expectedRuns(events: readonly GuardEvent[]): EndedRun[] {
  const trips = new Map<string, { halts: number; observed: number }>();
  for (const event of events) {
    if (event.event !== 'guard_trigger') continue;
    const counts = trips.get(event.run_id) ?? { halts: 0, observed: 0 };
    if (event.action === 'halt') counts.halts++;
    if (event.action === 'observe') counts.observed++;
    trips.set(event.run_id, counts);
  }
  return events.flatMap((event, index) =>
    event.event !== 'run_end'
      ? []
      : [
          {
            id: index + 1,
            taskId: event.task_id,
            runId: event.run_id,
            agentName: event.agent_name ?? null,
            taskType: event.task_type ?? null,
            model: event.model ?? null,
            state: event.state ?? '',
            calls: event.round,
            tokens: event.token_usage?.total ?? 0,
            cost: event.cost ?? null,
            currency: event.currency ?? null,
            code: event.code ?? null,
            trips: trips.get(event.run_id)?.halts ?? 0,
            observedTrips: trips.get(event.run_id)?.observed ?? 0,
            startedAt: event.timestamp - (event.latency_ms ?? 0),
            endedAt: event.timestamp,
            durationMs: event.latency_ms ?? 0,
            day: new Date(event.timestamp).toISOString().slice(0, 10),
          },
        ],
  );
}

/** The expected order of a sort: by its key, then the event id, both descending. */
export function sortedRuns(rows: readonly EndedRun[], sort: RunQuery['sort']): EndedRun[] {
  const key = (row: EndedRun) =>
    sort === 'cost' ? (row.cost ?? 0) : sort === 'duration' ? row.durationMs : (row.endedAt ?? 0);
  return [...rows].sort((a, b) => key(b) - key(a) || b.id - a.id);
}

/** An expected run as the reader gives it, without its day. */
export const strip = ({ day: _day, ...row }: EndedRun): RunRow => row;

/** Reads every page of a query, following the cursors; each page holds at most `limit` rows. */
export async function allPages(
  reader: EventReader,
  query: Omit<RunQuery, 'limit' | 'after'>,
  limit = 97,
): Promise<RunRow[]> {
  const rows: RunRow[] = [];
  let after: RunQuery['after'];
  for (let pages = 0; pages < 1_000; pages++) {
    const page = await reader.runs({ ...query, limit, after });
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...page.rows);
    if (!page.next) return rows;
    after = page.next;
  }
  throw new Error('more than 1,000 pages');
}

/** The readers of both stores holding the same events, and how to stop them. */
export interface RunStores {
  readonly readers: Record<'SQLite' | 'PostgreSQL', EventReader>;
  close(): Promise<void>;
}

/** Writes `events` to a SQLite file in `work` and to a fresh PostgreSQL database, and opens a reader on each. */
export async function openRunStores(events: readonly GuardEvent[], work: string): Promise<RunStores> {
  const path = join(work, 'runs.db');
  const sink = createSqliteSink({ path });
  for (const event of events) sink.listener(event);
  sink.close();
  const sqlite = openSqliteEventReader(path);
  let server: PostgresServer | undefined;
  try {
    server = await startPostgres({ settings: ['fsync = off'] });
    psql(server, 'CREATE DATABASE runs');
    const url = server.url.replace(/\/postgres$/, '/runs');
    const postgresSink = createPostgresSink({ url, spillPath: join(work, 'spill.jsonl') });
    for (const event of events) postgresSink.listener(event);
    await postgresSink.close();
    expect(postgresSink.written).toBe(events.length);
    const postgres = await openPostgresEventReader(url);
    const started = server;
    return {
      readers: { SQLite: sqlite, PostgreSQL: postgres },
      close: async () => {
        await sqlite.close();
        await postgres.close();
        started.destroy();
      },
    };
  } catch (error) {
    await sqlite.close();
    server?.destroy();
    throw error;
  }
}

/**
 * Writes `events` to both stores once for the test file (a temp folder named by `prefix`) and closes them after it;
 * returns the reader of either store, for use inside a test.
 */
export function useRunStores(events: readonly GuardEvent[], prefix: string) {
  const work = mkdtempSync(join(tmpdir(), prefix));
  let stores: RunStores | undefined;
  beforeAll(async () => {
    stores = await openRunStores(events, work);
  }, 180_000);
  afterAll(async () => {
    await stores?.close();
  });
  return (store: 'SQLite' | 'PostgreSQL') => stores?.readers[store] as EventReader;
}

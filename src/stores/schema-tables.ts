import type { Dialect } from './run-list-sql.js';
import { eventColumns } from './sqlite/event-row.js';

/** A column of an event row. */
type EventColumn = (typeof eventColumns)[number];

// The tables of the event store, described once and written as each store's CREATE TABLE: both stores hold
// the same columns in the same order, and differ only in the names of their types (a count is SQLite's
// INTEGER, PostgreSQL's BIGINT) and in SQLite's WITHOUT ROWID for tables keyed by text. The migrations of
// both schemas (stores/sqlite/schema.ts, stores/postgres/schema.ts) create their tables from here: a change
// to a released table is a new migration, never an edit here.

/** A column's kind, which each store names in its own type. */
type ColumnKind = 'text' | 'int' | 'count' | 'double' | 'picounits' | 'id';

const typeNames: Record<ColumnKind, Record<Dialect, string>> = {
  text: { sqlite: 'TEXT', postgres: 'TEXT' },
  int: { sqlite: 'INTEGER', postgres: 'INTEGER' },
  count: { sqlite: 'INTEGER', postgres: 'BIGINT' },
  double: { sqlite: 'REAL', postgres: 'DOUBLE PRECISION' },
  // An exact sum of costs in 10^-12 of the currency: PostgreSQL's BIGINT could overflow where NUMERIC cannot.
  picounits: { sqlite: 'INTEGER', postgres: 'NUMERIC' },
  id: { sqlite: 'INTEGER PRIMARY KEY', postgres: 'BIGSERIAL PRIMARY KEY' },
};

/** A column: its name, kind, and whether it may be NULL. */
type Column = readonly [name: string, kind: ColumnKind, nullable?: 'null'];

/** A table: its columns in order and its primary key (absent for a table keyed by an `id` column). */
interface Table {
  readonly columns: readonly Column[];
  readonly key?: readonly string[];
}

/** The labels every rollup row carries beside its key, for the reports' filters. */
const labelColumns = (...names: string[]): Column[] => names.map((name) => [name, 'text', 'null'] as const);

/** The day and labels of a rollup row keyed per UTC day: `labels` is a JSON array, apart from NULL and ''. */
const dayKey: Column[] = [['day', 'text'], ['labels', 'text'], ...labelColumns('task_type', 'agent_name')];

/** The kind of each column of an event row ({@link eventColumns}): each store's types follow from it. */
const eventKinds: Record<EventColumn, ColumnKind> = {
  timestamp: 'count',
  day: 'text',
  event: 'text',
  task_id: 'text',
  run_id: 'text',
  round: 'int',
  agent_name: 'text',
  task_type: 'text',
  model: 'text',
  prompt_tokens: 'count',
  completion_tokens: 'count',
  cached_tokens: 'count',
  total_tokens: 'count',
  cost: 'double',
  currency: 'text',
  latency_ms: 'double',
  tool_name: 'text',
  tool_call_id: 'text',
  tool_args_hash: 'text',
  action_signature: 'text',
  status: 'text',
  error_message: 'text',
  code: 'text',
  detector: 'text',
  action: 'text',
  state: 'text',
  round_tokens: 'count',
};

/** The columns every event has. */
const requiredEventColumns = new Set<EventColumn>([
  'timestamp',
  'day',
  'event',
  'task_id',
  'run_id',
  'round',
]);

/** An event column's PostgreSQL type, as the batch insert casts its array parameter. */
export function postgresEventType(column: EventColumn): string {
  return typeNames[eventKinds[column]].postgres;
}

/** Whether an event column holds integers: the batch insert rounds a fractional count, which the cast would refuse. */
export function isIntegerEventColumn(column: EventColumn): boolean {
  return eventKinds[column] === 'count' || eventKinds[column] === 'int';
}

/** Every table of both stores, by name, as its latest migration creates it. */
const tables = {
  // v1: every event, one row each, its columns in the order of a row.
  events: {
    columns: [
      ['id', 'id'],
      ...eventColumns.map(
        (name): Column =>
          requiredEventColumns.has(name) ? [name, eventKinds[name]] : [name, eventKinds[name], 'null'],
      ),
    ],
  },
  // v3: the daily report's rollups and each run's calls.
  daily_calls: {
    columns: [
      ['day', 'text'],
      ['labels', 'text'],
      ...labelColumns('task_type', 'agent_name', 'model', 'currency'),
      ['calls', 'count'],
      ['tokens', 'count'],
      ['cost_pico', 'picounits'],
    ],
    key: ['day', 'labels'],
  },
  daily_trips: {
    columns: [
      ['day', 'text'],
      ['labels', 'text'],
      ...labelColumns('task_type', 'agent_name', 'model', 'currency', 'code'),
      ['trips', 'count'],
    ],
    key: ['day', 'labels'],
  },
  run_calls: {
    columns: [
      ['task_id', 'text'],
      ['run_id', 'text'],
      ['largest_prompt', 'count', 'null'],
      ['models', 'text'],
    ],
    key: ['task_id', 'run_id'],
  },
  // v3: the tools report's rollups over the whole store (replaced by v7's).
  tool_arguments_v3: {
    columns: [
      ['tool_name', 'text'],
      ['hash_key', 'text'],
      ['tool_args_hash', 'text', 'null'],
    ],
    key: ['tool_name', 'hash_key'],
  },
  tool_shares_v3: {
    columns: [
      ['tool_name', 'text'],
      ['round_calls', 'count'],
      ['tokens', 'count'],
    ],
    key: ['tool_name', 'round_calls'],
  },
  tool_results_v3: {
    columns: [
      ['tool_name', 'text'],
      ['latency_key', 'text'],
      ['latency_ms', 'double', 'null'],
      ['results', 'count'],
      ['failures', 'count'],
    ],
    key: ['tool_name', 'latency_key'],
  },
  // v7: the tools report's rollups per UTC day, task type and agent.
  tool_totals: {
    columns: [...dayKey, ['tool', 'text'], ['calls', 'count'], ['repeats', 'count']],
    key: ['day', 'labels', 'tool'],
  },
  tool_arguments: {
    columns: [...dayKey, ['tool_name', 'text'], ['hash_key', 'text'], ['tool_args_hash', 'text', 'null']],
    key: ['day', 'labels', 'tool_name', 'hash_key'],
  },
  tool_shares: {
    columns: [...dayKey, ['tool_name', 'text'], ['round_calls', 'count'], ['tokens', 'count']],
    key: ['day', 'labels', 'tool_name', 'round_calls'],
  },
  tool_results: {
    columns: [
      ...dayKey,
      ['tool_name', 'text'],
      ['latency_key', 'text'],
      ['latency_ms', 'double', 'null'],
      ['results', 'count'],
      ['failures', 'count'],
    ],
    key: ['day', 'labels', 'tool_name', 'latency_key'],
  },
  // v8: trips written before their run's first priced call.
  unpriced_trips: {
    columns: [
      ['task_id', 'text'],
      ['run_id', 'text'],
      ['day', 'text'],
      ['labels', 'text'],
      ...labelColumns('task_type', 'agent_name', 'model', 'code'),
      ['trips', 'count'],
    ],
    key: ['task_id', 'run_id', 'day', 'labels'],
  },
  // v12: each round's tool calls, so the writer moves a growing round's tool_shares without reading its calls.
  round_calls: {
    columns: [
      ['run_id', 'text'],
      ['round', 'int'],
      ['calls', 'count'],
    ],
    key: ['run_id', 'round'],
  },
  round_shares: {
    columns: [['run_id', 'text'], ['round', 'int'], ...dayKey, ['tool_name', 'text'], ['tokens', 'count']],
    key: ['run_id', 'round', 'day', 'labels', 'tool_name'],
  },
} satisfies Record<string, Table>;

/** A table's name in the store: a superseded version keeps the name it had (`tool_shares_v3` is `tool_shares`). */
const storedName = (name: string) => name.replace(/_v\d+$/, '');

/**
 * The `CREATE TABLE` of one table in one store's types, without the closing `;`. A table keyed by its
 * columns is WITHOUT ROWID on SQLite (its rows live in the key's b-tree).
 */
export function createTable(name: keyof typeof tables, dialect: Dialect): string {
  const table: Table = tables[name];
  const lines = table.columns.map(
    ([column, kind, nullable]) =>
      `    ${column} ${typeNames[kind][dialect]}${nullable || kind === 'id' ? '' : ' NOT NULL'}`,
  );
  if (table.key) lines.push(`    PRIMARY KEY (${table.key.join(', ')})`);
  const rowid = table.key && dialect === 'sqlite' ? ' WITHOUT ROWID' : '';
  return `CREATE TABLE ${storedName(name)} (\n${lines.join(',\n')}\n  )${rowid}`;
}

import { rebuildRoundCallsSql } from '../round-calls-sql.js';
import { createTable } from '../schema-tables.js';

// Schema v12, as SQLite's (see stores/sqlite/round-calls.ts): the batch statement (tool-batch-rollups.ts) read a
// touched round's size by counting its calls and moved its earlier calls by reading each of them; it now reads
// round_calls and round_shares, which it keeps in the same statement. events_rounds, which only it read, goes.

/** Fills round_calls and round_shares from the events (they must be empty): by migration v12, and after a prune. */
export const rebuildPostgresRoundCalls = rebuildRoundCallsSql('postgres');

/** Migration v12: round_calls and round_shares, filled from the events; events_rounds goes. */
export const postgresRoundCallsMigration = `${createTable('round_calls', 'postgres')};
  ${createTable('round_shares', 'postgres')};
  ${rebuildPostgresRoundCalls}
  DROP INDEX events_rounds;`;

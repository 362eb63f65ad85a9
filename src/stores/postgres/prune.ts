import type Pg from 'pg';

/** Rows deleted per statement: a short transaction each, so writers and readers never wait long behind a prune. */
const CHUNK = 50_000;

/**
 * Deletes the events of UTC days before `before` (`YYYY-MM-DD`), in chunks, and the batch ids recorded
 * before that day; resolves to the events deleted. Space is reused by later writes (autovacuum); it is given
 * back to the file system only by `VACUUM FULL`, which locks the table.
 */
export async function prunePostgres(pool: Pg.Pool, before: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await pool.query(
      `DELETE FROM events WHERE id IN (SELECT id FROM events WHERE day < $1 LIMIT ${CHUNK})`,
      [before],
    );
    deleted += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < CHUNK) break;
  }
  // Batch ids only guard retries of the last few seconds; those of pruned days are of no more use.
  await pool.query(`DELETE FROM loopguard_batches WHERE written_at < $1::date`, [before]);
  return deleted;
}

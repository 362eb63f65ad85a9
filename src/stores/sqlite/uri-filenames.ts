/**
 * Lets better-sqlite3 read `file:` URIs such as `file:/path/store.db?immutable=1`, which a read-only store
 * in a read-only directory needs. better-sqlite3 reads this switch once, when its native addon loads (at
 * the first `new Database`), so it is global to the process: the CLI turns it on at start; a library must
 * not decide that for its host, which can set `SQLITE_USE_URI=1` itself.
 */
export function enableUriFilenames(): void {
  process.env.SQLITE_USE_URI ??= '1';
}

/** True for a `--db` that names a PostgreSQL database (`postgres://` or `postgresql://`) rather than a file. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(db);
}

/** The connection string with its password replaced by `***`, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    // Not a URL the WHATWG parser takes (pg also accepts some of those): cut any user:password@ by hand.
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
  }
}

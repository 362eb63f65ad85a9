import type { Dialect } from './run-list-sql.js';

/**
 * What the two stores spell differently in the SQL they otherwise share (the rollups' rebuilds and
 * backfills): JSON arrays as the rollups' text keys, the part of a text before a character, string
 * aggregation, a typed NULL. Each shared statement is written once against this, as schema-tables.ts writes
 * the tables once against the column types.
 */
export interface SqlDialect {
  /** A JSON array of the expressions, as text (the rollups' `labels` keys). */
  jsonArray(...expressions: string[]): string;
  /** `text` before its first `(`, '' when it has none: a signature's tool name. */
  beforeParen(text: string): string;
  /** The values of `expression` joined by `separator`, in the order of `orderBy`. */
  joined(expression: string, separator: string, orderBy: string): string;
  /** A NULL of text type where PostgreSQL needs a type for it (in a JSON array). */
  readonly nullText: string;
}

/** The dialects by name. */
export const sqlDialects: Readonly<Record<Dialect, SqlDialect>> = {
  sqlite: {
    jsonArray: (...expressions) => `json_array(${expressions.join(', ')})`,
    beforeParen: (text) => `substr(${text}, 1, max(instr(${text}, '(') - 1, 0))`,
    joined: (expression, separator, orderBy) =>
      `group_concat(${expression}, ${separator} ORDER BY ${orderBy})`,
    nullText: 'NULL',
  },
  postgres: {
    jsonArray: (...expressions) => `json_build_array(${expressions.join(', ')})::text`,
    beforeParen: (text) => `left(${text}, greatest(strpos(${text}, '(') - 1, 0))`,
    joined: (expression, separator, orderBy) => `string_agg(${expression}, ${separator} ORDER BY ${orderBy})`,
    nullText: 'NULL::text',
  },
};

import { writeFileSync } from 'node:fs';
import { type Command, InvalidArgumentError } from 'commander';
import { renderCsv, renderTable, type TableData } from '../report/render.js';
import { DEFAULT_DB_PATH } from '../stores/sqlite/open-store.js';
import { enableUriFilenames } from '../stores/sqlite/uri-filenames.js';
import { UsageError } from './usage-error.js';

// Before any store opens: a read-only store in a read-only directory is read through an immutable URI.
enableUriFilenames();

/** Flags every store command takes. */
export interface StoreFlags {
  readonly db: string;
  readonly json?: boolean;
  readonly csv?: boolean;
}

/** The default `--db`. */
export const defaultDb = DEFAULT_DB_PATH;

/** Parses `--since` / `--until`: a real calendar date `YYYY-MM-DD`. */
export function parseDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : undefined;
  if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new InvalidArgumentError(`expected a date YYYY-MM-DD, got "${value}".`);
  }
  return value;
}

/** Parses a positive number flag. */
export function parsePositive(value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new InvalidArgumentError(`expected a positive number, got "${value}".`);
  return number;
}

/** Parses a whole number flag that may be 0 (`--retries 0`: one attempt, no retry). */
export function parseNonNegativeInteger(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(number))
    throw new InvalidArgumentError(`expected a whole number of 0 or more, got "${value}".`);
  return number;
}

/** Writes a file the user named with a flag; a path that cannot be written is a {@link UsageError} naming it. */
export function writeOutputFile(flag: string, path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(`cannot write ${flag} ${path}: ${reason}`);
  }
}

/** Flags of the commands that print tables to a terminal. */
export interface TableFlags {
  readonly json?: boolean;
  readonly csv?: boolean;
  /** `--wide`: never fit the table to the terminal. */
  readonly wide?: boolean;
  /** `--width N`: fit the table to N columns, also when piped. */
  readonly width?: number;
}

/**
 * The width to fit tables to: `--width`, else the terminal's (`COLUMNS` overrides what it reports), else
 * none: piped output, and `--wide`, keep every character.
 */
export function tableWidth(flags: TableFlags): number | undefined {
  if (flags.wide) return undefined;
  if (flags.width !== undefined) return flags.width;
  if (!process.stdout.isTTY) return undefined;
  const columns = Number(process.env.COLUMNS);
  return Number.isSafeInteger(columns) && columns > 0 ? columns : process.stdout.columns;
}

/** Adds `--wide` and `--width` to a command that prints tables. */
export function tableWidthOptions(command: Command): Command {
  return command
    .option('--wide', 'do not fit tables to the terminal width')
    .option('--width <columns>', 'fit tables to this many columns, also when piped', parseWidth);
}

function parseWidth(value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || number < 20)
    throw new InvalidArgumentError(`expected a whole number of columns of at least 20, got "${value}".`);
  return number;
}

/** Prints a table as JSON (one array), CSV or a boxed table fitted to the terminal. `records` is what `--json` prints. */
export function printTable(data: TableData, flags: TableFlags, records: unknown): void {
  if (flags.json) console.log(JSON.stringify(records));
  else if (flags.csv) console.log(renderCsv(data));
  else console.log(renderTable(data, { maxWidth: tableWidth(flags) }));
}

import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The figures file, `docs/figures.json`: every headline figure the bench measured, one entry per key, each
 * with its date and machine. The README and the docs pages quote it through `npm run figures`
 * (scripts/render-figures.ts), so a page cannot quote a figure the bench did not write.
 *
 * Each bench part records its own keys and leaves the others as they are, so the file can be refreshed part
 * by part. `LOOPGUARD_BENCH_FIGURES=0` leaves the file untouched (a quick or partial run).
 */

/** Where the figures live. */
export const FIGURES_FILE = fileURLToPath(new URL('../docs/figures.json', import.meta.url));

/** What a bench part hands over for one figure. */
export interface FigureInput {
  /** Stable dotted name, such as `guard.round.p50`. */
  readonly key: string;
  /** What was measured, as a page's row label says it. */
  readonly label: string;
  readonly value: number;
  /** `µs`, `ms`, `×`, `runs`, `req/s`… */
  readonly unit: string;
  /** The figure as a page shows it (`7.3 µs`, `70 of 74`). */
  readonly text: string;
}

const entrySchema = z.strictObject({
  label: z.string().min(1),
  value: z.number(),
  unit: z.string(),
  text: z.string().min(1),
  /** The day it was measured, `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  machine: z.string().min(1),
  /** The bench part that wrote it (`guard-overhead`, `gateway`…). */
  part: z.string().min(1),
  /** Set when the figure was not measured by the part but taken from an earlier record: where from. */
  source: z.string().min(1).optional(),
});

const fileSchema = z.strictObject({
  about: z.string(),
  figures: z.record(z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/), entrySchema),
});

/** One figure as the file holds it. */
export type FigureEntry = z.infer<typeof entrySchema>;

/** The whole file. */
export type FiguresFile = z.infer<typeof fileSchema>;

const about =
  'Written by the bench (bench/figures-file.ts), one part at a time; quoted by README.md and docs/ through `npm run figures`. An entry with `source` was carried from an earlier record, not measured by its part.';

/**
 * The machine a figure was measured on, as the bench prints it, with its load average over the last minute
 * when the part started recording: a shared machine's timings read differently at load 1 and at load 20.
 */
export function machineName(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()[0]?.toFixed(1)}`;
}

/** Reads and checks the figures file; a missing file is an empty one. */
export function readFigures(file = FIGURES_FILE): FiguresFile {
  if (!existsSync(file)) return { about, figures: {} };
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a figures file'}`);
  }
  return parsed.data;
}

/** Options of {@link recordFigures}. */
export interface RecordOptions {
  /** @default docs/figures.json */
  readonly file?: string;
  /** @default new Date() */
  readonly now?: Date;
  /** @default machineName() */
  readonly machine?: string;
  /** Where carried figures come from; leave out for figures measured now. */
  readonly source?: string;
  /** The day carried figures were measured; only with `source`. */
  readonly date?: string;
}

/**
 * Merges one part's figures into the file (its keys replaced, every other key kept) and returns the file's
 * path, or `undefined` when `LOOPGUARD_BENCH_FIGURES=0`.
 */
export function recordFigures(
  part: string,
  figures: readonly FigureInput[],
  options: RecordOptions = {},
): string | undefined {
  if (process.env.LOOPGUARD_BENCH_FIGURES === '0' || figures.length === 0) return undefined;
  const file = options.file ?? FIGURES_FILE;
  const current = readFigures(file);
  const date = options.date ?? (options.now ?? new Date()).toISOString().slice(0, 10);
  const merged: Record<string, FigureEntry> = { ...current.figures };
  for (const figure of figures) {
    if (!Number.isFinite(figure.value))
      throw new Error(`recordFigures(${part}): \`${figure.key}\` is not a finite number (${figure.value})`);
    merged[figure.key] = entrySchema.parse({
      label: figure.label,
      value: figure.value,
      unit: figure.unit,
      text: figure.text,
      date,
      machine: options.machine ?? machineName(),
      part,
      ...(options.source ? { source: options.source } : {}),
    });
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  const checked = fileSchema.parse({ about, figures: sorted });
  // Written whole, then renamed: a reader never sees half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(checked, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}

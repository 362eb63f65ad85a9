import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { LoopguardError } from '../errors.js';
import type { RunLabel } from './score-verdict.js';

/** A labelled run as a labels file holds it. */
export interface LabelledRun extends RunLabel {
  readonly id: string;
  readonly note: string | undefined;
}

const labelLine = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  label: z.enum(['loop', 'legit']),
  loop_from: z.number().int().positive().nullable().optional(),
  note: z.string().optional(),
});

const labelsErrorBrand = Symbol.for('loopguard.LabelsError');

/** A labels file that cannot be used, with the `file:line` of the first bad line. */
export class LabelsError extends LoopguardError {
  override readonly name = 'LabelsError';
  declare readonly code: 'LOOPGUARD_LABELS';
  readonly [labelsErrorBrand] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super('LOOPGUARD_LABELS', message, options);
  }

  /** True for any LabelsError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is LabelsError {
    return LoopguardError.hasBrand(value, labelsErrorBrand);
  }
}

/**
 * Reads a labels file: JSON lines `{"id", "label": "loop" | "legit", "loop_from": n | null, "note"}`, where
 * `loop_from` is the first LLM call (1-based) at which a reviewer can tell the run loops. Throws a
 * {@link LabelsError} naming `file:line` and the field for the first bad line, or for an id given twice.
 */
export async function readLabels(file: string): Promise<Map<string, LabelledRun>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new LabelsError(`--labels ${file}: ${code === 'ENOENT' ? 'file not found' : String(error)}`);
  }
  const labels = new Map<string, LabelledRun>();
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).trim();
    if (line === '') continue;
    const where = `${file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new LabelsError(
        `${where}: invalid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const parsed = labelLine.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'line';
      throw new LabelsError(
        `${where}: \`${field}\` ${issue?.message ?? 'is invalid'} (expected {"id", "label": "loop" | "legit", "loop_from"})`,
      );
    }
    const { id, label, loop_from: loopFrom, note } = parsed.data;
    if (labels.has(id)) throw new LabelsError(`${where}: run ${id} is labelled twice`);
    if (label === 'legit' && loopFrom != null)
      throw new LabelsError(`${where}: run ${id} is labelled legit but has loop_from ${loopFrom}`);
    labels.set(id, { id, label, loopFrom: loopFrom ?? null, note });
  }
  return labels;
}

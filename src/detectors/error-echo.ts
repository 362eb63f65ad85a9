import type { ActionKey } from '../signature/action-signature.js';
import { visitLeaves } from '../signature/leaves.js';

/** Words a line must have to be told as an echo of a request: fewer say too little (`ERROR`, `LINE 1`). */
const ECHO_MIN_WORDS = 4;

/** Share of a line's words the request must hold for the line to be its echo. */
const ECHO_SHARE = 0.6;

const wordPattern = /[\p{L}\p{N}_]{2,}/gu;

/** True when most of a line's words, four or more, are words of the request. */
function echoes(line: string, asked: ReadonlySet<string>): boolean {
  const words = line.toLowerCase().match(wordPattern);
  if (words === null || words.length < ECHO_MIN_WORDS) return false;
  let shared = 0;
  for (const word of words) if (asked.has(word)) shared++;
  return shared >= words.length * ECHO_SHARE;
}

/**
 * An error's text with the lines that echo the failing call's own request set aside (a database printing the query
 * it could not run, `LINE 1: SELECT family, sum(x.bytes) …`, cut and with its white space collapsed; a validator
 * quoting the body it rejected): a request re-spelled is echoed anew while the error says the same. `null` when no
 * line echoes it.
 */
export function withoutEchoedLines(text: string, action: ActionKey): string | null {
  if (!text.includes('\n')) return null;
  // Canonical arguments escape a line break inside a value: read as a space, not as a letter of the next word.
  const asked = new Set(
    action.arguments
      .replace(/\\[nrt]/g, ' ')
      .toLowerCase()
      .match(wordPattern) ?? [],
  );
  if (asked.size < ECHO_MIN_WORDS) return null;
  let echoed = false;
  const lines = text.split('\n').map((line) => {
    if (!echoes(line, asked)) return line;
    echoed = true;
    return '\u0000';
  });
  return echoed ? lines.join('\n') : null;
}

/** Values shorter than this are too common to be told as an echo of the call's own (`1`, `id`). */
const ECHO_VALUE_MIN_LENGTH = 3;

/** Values of an argument tree read at most: a request holding a whole table echoes one field of it. */
const ECHO_VALUES_MAX = 256;

/** The call's own leaf values (strings, numbers) of three characters or more, longest first. */
export function leafValues(parsed: unknown): string[] {
  const values: string[] = [];
  visitLeaves(parsed, (leaf) => {
    if (typeof leaf !== 'string' && typeof leaf !== 'number') return true;
    const text = String(leaf);
    if (text.length >= ECHO_VALUE_MIN_LENGTH) values.push(text);
    return values.length < ECHO_VALUES_MAX;
  });
  return values.sort((a, b) => b.length - a.length);
}

/** An error's text with the call's own values it quotes back masked, and those values. */
export interface EchoedValues {
  readonly text: string;
  readonly echoed: readonly string[];
}

/**
 * An error's text with the values of the failing call's own arguments (`values`, longest first) it quotes back
 * masked (a validator naming the value it rejected, `input_value='MP-616378'`), and the values it quoted. `null`
 * when it quotes none.
 */
export function withoutEchoedValues(text: string, values: readonly string[]): EchoedValues | null {
  let masked = text;
  const echoed: string[] = [];
  for (const value of values) {
    if (!masked.includes(value)) continue;
    masked = masked.split(value).join('\u0001');
    echoed.push(value);
  }
  return echoed.length === 0 ? null : { text: masked, echoed };
}

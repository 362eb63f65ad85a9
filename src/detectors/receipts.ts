import type { ActionKey } from '../signature/action-signature.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';
import type { Step, StepObservation } from './types.js';

/** Results shorter than this that neither failed nor came back empty are receipts: `saved`, `updated line 26`. */
const RECEIPT_LENGTH = 200;

/** Lines of an argument this long are told apart from a receipt's own words when it echoes them. */
const ECHO_LINE = 8;

/** The lines of a call's string arguments long enough to be recognised in its result (its path, its new text). */
function echoLines(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    for (const line of value.split('\n')) if (line.trim().length >= ECHO_LINE) into.push(line.trim());
  } else if (Array.isArray(value)) for (const item of value) echoLines(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) echoLines(item, into);
}

/**
 * How much a result says beyond its own call: its length with every long line of the call's arguments it echoes
 * taken out (`The file src/app/pid.c has been edited … 40  const float err = sp - pv;` says only the file and
 * the line the edit gave).
 */
function unechoedLength(observation: StepObservation, action: ActionKey | undefined): number {
  const text = observation.text;
  if (text.length < RECEIPT_LENGTH || action === undefined) return text.length;
  const parsed = parsedArgumentsOf(action);
  if (parsed === NOT_JSON) return text.length;
  const lines: string[] = [];
  echoLines(parsed, lines);
  let length = text.length;
  for (const line of lines) {
    for (let at = text.indexOf(line); at !== -1; at = text.indexOf(line, at + line.length))
      length -= line.length;
  }
  return length;
}

/**
 * True when every result of a turn is a receipt of what the call did: short, neither failed nor empty, once the
 * call's own words it echoes are taken out (an editor showing the line it was given).
 */
export function receipts(step: Step): boolean {
  for (const [index, observation] of step.observations.entries()) {
    if (!observation || observation.failed || observation.empty) return false;
    if (unechoedLength(observation, step.actions[index]) >= RECEIPT_LENGTH) return false;
  }
  return true;
}

import { incidentalTextsOnly } from '../signature/incidental-texts.js';
import type { StepObservation } from './types.js';

/** Where a stack frame or a compiler names a line: `line 29`, `youth.py:29`, `main.rs:29:13`. */
const FRAME_LINE = /\bline\s+\d+|\.[A-Za-z]{1,6}:\d+(?::\d+)?/g;

/**
 * True when two failures say the same but for the lines their frames point at, and values incidental by form (a
 * pid, a duration): the same error raised from the same code, moved by an edit that added or split lines above it.
 */
export function sameFailureMoved(a: StepObservation, b: StepObservation): boolean {
  if (!a.failed || !b.failed) return false;
  const left = a.text.replace(FRAME_LINE, '\u0001');
  const right = b.text.replace(FRAME_LINE, '\u0001');
  if (left === a.text && right === b.text) return false;
  return incidentalTextsOnly(left, right);
}

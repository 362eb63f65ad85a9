import { movesPager, valuesMeaning } from '../signature/action-meaning.js';
import type { ActionKey } from '../signature/action-signature.js';
import { asksForm } from '../signature/answer-format.js';
import { movesTimeWindow } from '../signature/time-window.js';

/** What the comparisons of one turn's results share: its calls' meaning, worked out once for all its results. */
export interface TurnMeaning {
  readonly actions: readonly ActionKey[];
  meaning?: string;
  pager?: boolean;
  span?: boolean;
  /** The turn's one call sets a span of time, or a form, to read in: only then can only that have moved. */
  window?: boolean;
  form?: boolean;
  valueReads?: number;
  /** Earlier calls compared for their options alone ({@link VALUE_READS} at most). */
  optionReads?: number;
  /** The turn, or the one before it, waits: a poll that tunes its timeout as it waits is no tuned retry. */
  readonly waits?: boolean;
}

/**
 * True when two calls of one tool with other meanings can have been served the same content: a pager or window
 * moved, or the same values asked under other names (read for the nearest {@link VALUE_READS} calls only: values
 * are worked out once a call, and reading a whole window's at once took five times a round).
 */
export function servedAlike(action: ActionKey, earlier: ActionKey, turn: TurnMeaning): boolean {
  turn.pager ??= movesPager(action);
  if (turn.pager) return true;
  // A span of time moved (`since_minutes`, `avg_s`), or another form asked (`"format":"xml"`): the same events,
  // reading or record may come back, its values the same.
  // Not a pager's allowance for a gauge that moved beside a page served again: over a span, the values are the answer.
  turn.span ??= movesTimeWindow(action) || asksForm(action);
  if (turn.span) return true;
  if (action.arguments.length === earlier.arguments.length) return false;
  turn.valueReads = (turn.valueReads ?? 0) + 1;
  if (turn.valueReads > VALUE_READS) return false;
  const values = valuesMeaning(action);
  return values !== null && valuesMeaning(earlier) === values;
}

/** Earlier calls whose argument values a result's novelty compares with its own call's: the nearest ones. */
export const VALUE_READS = 4;

/** True while a turn may still compare an earlier call for its options alone: twice {@link VALUE_READS} calls. */
export function optionRead(turn: TurnMeaning): boolean {
  turn.optionReads = (turn.optionReads ?? 0) + 1;
  return turn.optionReads <= 2 * VALUE_READS;
}

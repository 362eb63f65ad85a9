import { pollPart } from './poll-part.js';
import type { Step } from './types.js';

/**
 * A field where a job says when it last changed itself, not when it was asked (`"updated_at": "…"`,
 * `lastHeartbeat=…`, `last_progress_at: …`), with its value: the value is read up to the next quote, comma, brace
 * or line end.
 */
const OWN_CLOCK =
  /(?:^|["'\s,{;])(?:last[_-]?)?(?:updated|modified|heartbeat|progress|activity|changed?)(?:[_-]?(?:at|time|ts|on))?["']?\s*[:=]\s*"?([^",}\n]+)/gim;

/** A value that is a moment: a time of day, or seconds or milliseconds since the epoch. */
const MOMENT = /\d{1,2}:\d{2}|^\s*\d{10,13}\s*$/;

/** The moments a result gives for its own last change, joined; empty when it gives none. */
function ownClockOf(text: string): string {
  let clock = '';
  for (const match of text.matchAll(OWN_CLOCK)) {
    const value = match[1] as string;
    if (MOMENT.test(value)) clock += `${value}\n`;
  }
  return clock;
}

/** Polls of one job whose own clock must stand still before it is read as stopped. */
const FROZEN_POLLS = 3;

/**
 * True when the last {@link FROZEN_POLLS} answers of `step`'s poll, all saying the job is still going, give the
 * same moment for the job's own last change (`updated_at` the same while the poll's own time moves): the job has
 * not changed since, whatever churns around it (its ETA, the worker that answered). Read only where the progress
 * reading stood still too: a job still queued has no progress to stand.
 */
export function clockFrozen(steps: readonly Step[], step: Step): boolean {
  const now = step.observations[0];
  if (!now) return false;
  const clock = ownClockOf(now.text);
  if (clock === '') return false;
  let polls = 1;
  for (let index = steps.length - 2; index >= 0 && polls < FROZEN_POLLS; index--) {
    const earlier = pollPart(steps[index] as Step);
    const then = earlier.observations[0];
    if (earlier.actionKey !== step.actionKey || earlier.observations.length !== 1 || !then) continue;
    if (!then.pending || then.failed || ownClockOf(then.text) !== clock) return false;
    polls++;
  }
  return polls >= FROZEN_POLLS;
}

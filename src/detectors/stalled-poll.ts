import { progressOf } from '../signature/observation-compare.js';
import { clockFrozen } from './frozen-clock.js';
import { pollPart } from './poll-part.js';
import type { Step } from './types.js';

/** Polls at one progress from which a job that never moved, its own last-change time standing, is stopped. */
const STOOD_POLLS = 3;

/**
 * Polls at one progress from which a job at work that never moved is read as stopped: a step of a job may take four
 * polls' time, and the fifth alike answer says more than its words do.
 */
const STOOD_AT_WORK_POLLS = 5;

/** Words of a job at work, past its queue: its progress is expected to move. */
const atWork = /\b(?:running|in[_ -]?progress|processing|executing|active)\b/i;
/** Words of a job not yet at work: it may stand where it is until its turn comes. */
const notYetAtWork = /\b(?:queued|pending|scheduled|waiting|starting)\b/i;

/** True when a status says the job is at work and nothing says it still waits for its turn. */
const underWay = (text: string) => atWork.test(text) && !notYetAtWork.test(text);

/** The numbers of a progress reading (`+15 +120` → 15, 120). */
const numbersOf = (progress: string) =>
  progress.split(' ').map((value) => Number.parseFloat(value.replace('+', '')));

/**
 * True when progress readings (newest first) went both up and down at one place: a value without direction
 * (`done` 2, 1, 3), which never moved anywhere, so it cannot have stopped either.
 */
function bounced(readings: readonly string[]): boolean {
  const series = readings.map(numbersOf);
  const width = (series[0] as number[]).length;
  for (let place = 0; place < width; place++) {
    let rose = false;
    let fell = false;
    for (let at = 1; at < series.length; at++) {
      const newer = (series[at - 1] as number[])[place] as number;
      const older = (series[at] as number[])[place] as number;
      if (newer > older) rose = true;
      else if (newer < older) fell = true;
    }
    if (rose && fell) return true;
  }
  return false;
}

/**
 * True when a poll says the job is still going at the progress it stood at before, and the same poll saw that
 * progress move earlier in the window (`15%`, `32%`, then `32%` again): a job that moved and then stopped. Waiting
 * longer between such polls does not make them a watch going on; they get a status poll's allowance. Progress that
 * went up and down (`done` 2, 1, 3, 3) never moved anywhere: it keeps the wait's allowance. Progress that stood
 * through three polls of a job that says it is at work (`RUNNING`, `in_progress`; not queued or starting), or whose
 * own last-change time stood with it ({@link clockFrozen}), is a job that stopped as well, moved before or not.
 */
export function stalledAfterMoving(steps: readonly Step[], step: Step): boolean {
  const now = step.observations[0];
  if (step.observations.length !== 1 || !now || !now.pending || now.failed) return false;
  const progress = progressOf(now);
  if (progress === '') return false;
  const readings = [progress];
  let moved = false;
  for (let index = steps.length - 2; index >= 0; index--) {
    const earlier = pollPart(steps[index] as Step);
    const then = earlier.observations[0];
    if (earlier.actionKey !== step.actionKey || earlier.observations.length !== 1 || !then) continue;
    if (!then.pending || then.failed) break;
    const before = progressOf(then);
    if (before === '' || numbersOf(before).length !== numbersOf(progress).length) continue;
    readings.push(before);
    if (before !== progress) moved = true;
  }
  if (moved) return !bounced(readings);
  // A job that never moved in the window stopped too when it says it is at work, or that it has not changed since
  // (its own clock stood): one queued or starting may stand a while before it moves at all.
  return (
    (readings.length >= STOOD_POLLS && clockFrozen(steps, step)) ||
    (readings.length >= STOOD_AT_WORK_POLLS && underWay(now.text))
  );
}

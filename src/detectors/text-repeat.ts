import { asksNothingNew } from './asked-values.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { askedAgain } from './requested-repeats.js';
import { restatementStreak } from './restated-text.js';
import { smallTalkStreak } from './small-talk.js';
import { ownTextsNearlyEqual, textSaysTheSame, textsNearlyEqual } from './steps-match.js';
import type { Detection, LoopDetector, Step, StepWindow } from './types.js';

/** Options for {@link textRepeat}. */
export interface TextRepeatOptions {
  /** Near-identical messages of one speaker, with near-identical answers, that make a loop. @default 3 */
  readonly maxTextRepeats?: number;
  /** The same for a message that waits (`sleep 20 && tail …` in a text agent's action). @default 8 */
  readonly maxWaitPolls?: number;
  /** Shingle similarity from which two messages count as the same. @default 0.8 */
  readonly similarity?: number;
  /** Share of words two messages (and their answers) have in common from which they say the same reworded. @default 0.6 */
  readonly textSimilarity?: number;
}

/** True when the model made a call after `steps[index]` and before the last step. */
function callsBetween(steps: readonly Step[], index: number): boolean {
  for (let at = index + 1; at < steps.length - 1; at++) {
    const step = steps[at] as Step;
    if (step.source === 'model' && step.actions.length > 0) return true;
  }
  return false;
}

/**
 * An agent (or two agents talking) repeating near-identical messages without tool calls, answered the same
 * way each time, with nothing new said in between.
 */
export function textRepeat(options: TextRepeatOptions = {}): LoopDetector<null> {
  const plainRepeats = options.maxTextRepeats ?? DEFAULT_LOOP_DETECTION.maxTextRepeats;
  const maxWaitPolls = options.maxWaitPolls ?? DEFAULT_LOOP_DETECTION.maxWaitPolls;
  const similarity = options.similarity ?? DEFAULT_LOOP_DETECTION.similarity;
  const textSimilarity = options.textSimilarity ?? DEFAULT_LOOP_DETECTION.textSimilarity;
  return {
    name: 'text_repeat',
    initialState: () => null,
    observe(_state, step: Step, window) {
      return { state: null, detection: detect(step, window) };
    },
  };
  function detect(step: Step, window: StepWindow): Detection | undefined {
    if (step.actions.length > 0 || step.text === undefined || step.source !== 'model') return undefined;
    if (step.fresh) return undefined;
    const maxRepeats = step.waits ? Math.max(plainRepeats, maxWaitPolls) : plainRepeats;
    const rounds: number[] = [];
    let seenNovelty = false;
    for (let index = window.steps.length - 2; index >= 0 && rounds.length + 1 < maxRepeats; index--) {
      const earlier = window.steps[index] as Step;
      if (
        earlier.speaker === step.speaker &&
        earlier.source === 'model' &&
        (step.text === ''
          ? textsNearlyEqual(earlier, step, similarity)
          : versionsApart(earlier, step)
            ? false
            : ownTextsNearlyEqual(earlier, step, similarity) ||
              textSaysTheSame(earlier, step, textSimilarity))
      ) {
        if (rounds.length === 0 && seenNovelty) return undefined;
        // A person asked for it again after this message, and the model did it again before saying the same: a
        // report of a check someone asked for, not a loop of the model's (`No change on ST-66862.` after each
        // "again please" and the read it asked for).
        if (rounds.length === 0 && askedAgain(earlier) && callsBetween(window.steps, index)) return undefined;
        rounds.push(earlier.round);
        if (earlier.fresh) break;
      } else if (step.text === '') {
        // Empty replies count only back to back: one real sentence between them is a model that recovers.
        break;
      } else if (earlier.source === 'model' && earlier.actions.length > 0) {
        // A call that names something no earlier call of its tool did is work moving on (the narration between
        // edits says the same each time while the edits differ): repeats before it are no part of a loop after it.
        if (!earlier.revisit && !asksNothingNew(earlier, window.steps, index)) break;
        // A new result of the model's own calls just before the message is news; what the other side says (a
        // message, or the answer to a text turn) is not, when the model answers it with the same message again
        // (an apology to every new complaint, the same offer to every counter).
        if (rounds.length === 0 && earlier.novel) seenNovelty = true;
      }
    }
    if (rounds.length + 1 < maxRepeats) {
      // The same said again in other words, with nothing new from anyone in between. A pause before it is no
      // excuse: the nudges of a person who waits and asks again come minutes apart.
      const streak = step.text === '' ? [] : restatementStreak(step, window.steps);
      if (streak.length < plainRepeats) {
        const talk = smallTalkStreak(window.steps);
        if (talk.length === 0) return undefined;
        return {
          detector: 'text_repeat',
          code: 'GUARD_LOOP_DETECTED',
          message: `${talk.length} messages of small talk in a row, no call between them and nothing named: "${step.text}"`,
          rounds: talk,
          signatures: [`text:${step.speaker}`],
          previousResult: step.reply ?? step.text,
        };
      }
      const said = step.text.length > 80 ? `${step.text.slice(0, 79)}…` : step.text;
      return {
        detector: 'text_repeat',
        code: 'GUARD_LOOP_DETECTED',
        message: `${step.speaker} said the same again in other words ${streak.length} times, nothing new said in between: "${said}"`,
        rounds: streak,
        signatures: [`text:${step.speaker}`],
        previousResult: step.reply ?? step.text,
      };
    }
    const quote = step.text.length > 80 ? `${step.text.slice(0, 79)}…` : step.text;
    return {
      detector: 'text_repeat',
      code: 'GUARD_LOOP_DETECTED',
      message: `${step.speaker} repeated a near-identical message ${rounds.length + 1} times: "${quote}"`,
      rounds: [...rounds.reverse(), step.round],
      signatures: [`text:${step.speaker}`],
      previousResult: step.reply ?? step.text,
    };
  }
}

/** Characters from which a message of the model is a document (a file written whole), compared version by version. */
const DOCUMENT_LENGTH = 1_000;

/**
 * True when two messages of the model are documents that differ at all: versions of a file it writes whole again
 * with changes after each request, each one new; only the same version again repeats. (Prose said again in other
 * words is the restatement streak's, when nothing new came in between.)
 */
function versionsApart(earlier: Step, step: Step): boolean {
  const a = earlier.text;
  const b = step.text;
  return (
    a !== undefined &&
    b !== undefined &&
    a !== b &&
    a.length >= DOCUMENT_LENGTH &&
    b.length >= DOCUMENT_LENGTH
  );
}

import { movesPager } from '../signature/action-meaning.js';
import { signatureText } from '../signature/action-signature.js';
import { asksForm } from '../signature/answer-format.js';
import { movesTimeWindow } from '../signature/time-window.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import type { Detection, LoopDetector, Step } from './types.js';

/** Options for {@link noNewInformation}. */
export interface NoNewInformationOptions {
  /** Re-visits in a row that bring nothing new before it is a loop. @default 3 */
  readonly maxStaleSteps?: number;
}

/** What {@link noNewInformation} remembers: the re-visits in a row and the last call that did not wait. */
export interface NoNewInformationState {
  readonly rounds: readonly number[];
  readonly signatures: readonly string[];
  readonly lastActionKey: string | null;
  /** The results of that call, by key: the same call answered alike again is a repeat, not a re-read. */
  readonly lastObservationKey?: string | null | undefined;
}

/** Results this long are content (a page of rows, a document's lines), not an acknowledgement any call gets. */
const CONTENT_MIN_LENGTH = 200;

/**
 * A new request answered only with content the run has seen: another cursor or offset serving rows already
 * read (a pager that wrapped round), a window that shifted back over lines already read, another span of time
 * (`since_minutes`) that showed the same events, another form (`"format":"xml"`) of a record already read.
 */
function servedAgain(step: Step): boolean {
  if (step.actions.length !== 1 || step.observations.length === 0) return false;
  // The results first: a look at each is cheaper than the pager pattern's scan of the arguments.
  for (const observation of step.observations) {
    if (
      !observation ||
      observation.failed ||
      observation.empty ||
      observation.text.length < CONTENT_MIN_LENGTH
    )
      return false;
  }
  const action = step.actions[0] as Step['actions'][number];
  return movesPager(action) || movesTimeWindow(action) || asksForm(action);
}

/** True when every result of a turn is content (long, neither failed, empty nor a status still going). */
function servedContent(step: Step): boolean {
  for (const observation of step.observations)
    if (
      !observation ||
      observation.failed ||
      observation.empty ||
      observation.pending ||
      observation.text.length < CONTENT_MIN_LENGTH
    )
      return false;
  return step.observations.length > 0 && !step.polls;
}

/** Results this short without a digit say only that the call was done (`ok`, `typed`, `Clicked.`). */
const ACKNOWLEDGEMENT_MAX_LENGTH = 24;

/** True when every result of a turn is a bare acknowledgement: short, no digit, neither failed nor empty. */
function bareAcknowledgement(step: Step): boolean {
  for (const observation of step.observations) {
    if (!observation || observation.failed || observation.empty) return false;
    if (observation.text.length > ACKNOWLEDGEMENT_MAX_LENGTH || /\d/.test(observation.text)) return false;
  }
  return step.observations.length > 0;
}

/**
 * No new information for several rounds: a second pass over pages or files already read, in any order.
 * Each such step asks again for something already answered and gets only results seen before in the run;
 * distinct calls that happen to answer alike (batch work with the same acknowledgement) never count. A new result resets it; waits and nudges are neither; a direct repeat is repeated-action's.
 */
export function noNewInformation(options: NoNewInformationOptions = {}): LoopDetector<NoNewInformationState> {
  const maxStaleSteps = options.maxStaleSteps ?? DEFAULT_LOOP_DETECTION.maxStaleSteps;
  const reset = (
    lastActionKey: string | null,
    lastObservationKey: string | null = null,
  ): NoNewInformationState => ({
    rounds: [],
    signatures: [],
    lastActionKey,
    lastObservationKey,
  });
  return {
    name: 'no_new_information',
    initialState: () => reset(null),
    observe(state, step) {
      if (step.actions.length === 0) {
        // A new message (a user's new request, another agent's news) resets; a nudge or a repeat is neither.
        return { state: step.novel ? reset(state.lastActionKey, state.lastObservationKey ?? null) : state };
      }
      // A wait, or a call made again whose answer is a bare acknowledgement (`ok`, `typed`: a key pressed, an
      // address typed on the way back to a page): neither news nor content read again. A receipt that names what
      // was done (`proposed 0x23…, nonce 12`) is content: a write redone counts.
      if (step.waits || (step.revisit && bareAcknowledgement(step))) return { state };
      if (step.novel || step.observations.some((observation) => observation === null)) {
        return { state: reset(step.actionKey, step.observationKey) };
      }
      // The same call again is repeated-action's when its answer is the same; served other content the run has
      // already read (another window of a series its arguments' times were normalised out of), it is a re-read.
      const sameCall = step.actionKey === state.lastActionKey;
      if (
        (sameCall &&
          (step.observationKey === state.lastObservationKey || !step.reread || !servedContent(step))) ||
        !(sameCall || step.revisit || servedAgain(step))
      ) {
        return {
          state: sameCall
            ? state
            : {
                rounds: state.rounds,
                signatures: state.signatures,
                lastActionKey: step.actionKey,
                lastObservationKey: step.observationKey,
              },
        };
      }
      const signature = step.actions.map((action) => signatureText(action)).join(' + ');
      const next: NoNewInformationState = {
        rounds: [...state.rounds, step.round],
        signatures: [...state.signatures, signature],
        lastActionKey: step.actionKey,
        lastObservationKey: step.observationKey,
      };
      if (next.rounds.length < maxStaleSteps) return { state: next };
      const detection: Detection = {
        detector: 'no_new_information',
        code: 'GUARD_LOOP_DETECTED',
        message: `${next.rounds.length} calls in a row brought nothing new (every result was seen before in this run): ${next.signatures.slice(-3).join(' → ')}`,
        rounds: next.rounds,
        signatures: next.signatures,
        previousResult: step.observations[0]?.text,
      };
      return { state: reset(step.actionKey, step.observationKey), detection };
    },
  };
}

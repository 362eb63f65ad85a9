import { signatureText } from '../signature/action-signature.js';
import { parseArguments } from '../signature/canonicalize.js';
import { hashString } from '../signature/hash.js';
import { shapeOf } from '../signature/observation-compare.js';
import { observationShape } from '../signature/observation-shape.js';
import { namedItems } from './asked-values.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { leafValues, withoutEchoedLines, withoutEchoedValues } from './error-echo.js';
import { stillMissingField } from './missing-field.js';
import { isOutage, waitCanChange } from './outage.js';
import { pagerOf, sameOutage } from './outage-retries.js';
import { askedAgain } from './requested-repeats.js';
import { argumentPairs, requestOf } from './retry-request.js';
import { isTweak, remintedKeys } from './retry-tweak.js';
import type { Detection, LoopDetector, StepObservation } from './types.js';
import { isWaitAction } from './wait-action.js';

/** Options for {@link retryStorm}. */
export interface RetryStormOptions {
  /** Failures of one dependency with the same error, no success in between, that make a storm. @default 3 */
  readonly maxFailures?: number;
  /** The same for a call that waits on purpose (a blocking wait that times out is a poll). @default 8 */
  readonly maxWaitPolls?: number;
  /** The same for a poll whose result says it is still going (`Waiting for …`, then a timeout). @default 4 */
  readonly maxStatusPolls?: number;
  /** Outages of one tool for the same item in whatever wording (503, refused, timed out): a dependency down. @default 5 */
  readonly maxDependencyFailures?: number;
  /** Steps after which an old failure no longer counts. @default 20 */
  readonly window?: number;
}

/** One recent failure of a tool, as the retry-storm state keeps it. */
export interface RetryFailure {
  /** Tool name and error hash: failures of one dependency with the same error. */
  readonly group: string;
  readonly tool: string;
  readonly round: number;
  /** Step count at which it happened, for the window. */
  readonly step: number;
  readonly signature: string;
  /** Key-value pairs of the arguments, to tell a tweaked retry from a real alternative. */
  readonly pairs: readonly string[];
  /** The request with its incidental arguments (timeouts, retries, page sizes, numeric flags) left out. */
  readonly request: string;
  /** Hash of the error with its numbers left out: the same shape with other counts may be progress. */
  readonly shape: string;
  /** The counts the error reports (`14 failed`, `3 errors`, `40%`), joined. */
  readonly counts: string;
  /** The call waited first: its turn waits, or a turn since the failure before it did (`sleep 20`, then retry). */
  readonly waited?: boolean | undefined;
  /** The error says its dependency is down or throttled (`isOutage`). */
  readonly outage: boolean;
  /** The ids the call asked with that its error names: the item it fails on. */
  readonly items?: readonly string[] | undefined;
  /** The error's shape, ids and numbers as their class: one error about one item, whatever batch held it. */
  readonly errorShape?: string | undefined;
  /** The values the call moved a pager with, joined. */
  readonly pager?: string | undefined;
  /** The error's key with the call's own values it quotes back masked, when it quotes any. */
  readonly quoted?: string | undefined;
  /** Those values. */
  readonly echoed?: readonly string[] | undefined;
  /** The field the error says is missing, when the call still did not give it (see `stillMissingField`). */
  readonly missing?: string | undefined;
  /** The call's own values, when its error quotes some of them. */
  readonly own?: readonly string[] | undefined;
}

/** What {@link retryStorm} remembers: recent failures within the window. */
export interface RetryStormState {
  readonly steps: number;
  readonly failures: readonly RetryFailure[];
  /** A turn waited since the last failure. */
  readonly waiting?: boolean | undefined;
}

/** An error as retries compare it: its shape and the numbers that report progress, or its hash. */
function errorKey(observation: StepObservation, echoFree: string | null): string {
  const shape = echoFree === null ? shapeOf(observation) : observationShape(echoFree);
  return `${shape.shape}${shape.progress}${observation.tail ?? ''}`;
}

/**
 * True when two failures say the same but for the values each quotes back of its own call, and neither quotes a
 * value the other call held: one field re-spelled against the same rule (`input_value=184.9`, then `185.2`), not
 * a batch rejected for another of the records both held.
 */
function sameQuotingOwn(earlier: RetryFailure, current: RetryFailure): boolean {
  if (current.quoted === undefined || earlier.quoted !== current.quoted) return false;
  const held = (failure: RetryFailure, values: readonly string[] | undefined) =>
    values?.some((value) => failure.own?.includes(value)) === true;
  return !held(earlier, current.echoed) && !held(current, earlier.echoed);
}

// A number that counts something: `14 failed`, `3 errors`, `2 of 5`, `40%`. A line number or an id is no count.
const countPattern =
  /\b(\d+)\s*(?:%|(?:failed|failing|failures?|passed|passing|errors?|warnings?|tests?|skipped|remaining|left|done|completed|processed|rows|items|records|files|of)\b)/gi;

/** The counts an error reports, joined: `14 failed, 26 passed` → `14,26`. */
function countsOf(text: string): string {
  return Array.from(text.matchAll(countPattern), (match) => match[1]).join(',');
}

/** Arguments that name another provider to try: a host, a mirror, a region, an account. */
const providerKeyPattern = /host|mirror|region|endpoint|server|provider|account|url|zone|cluster|replica/i;

/** True when no argument naming a provider changed between two calls: the same dependency asked otherwise. */
function sameProvider(earlier: readonly string[], current: ReadonlySet<string>): boolean {
  const provider = (pair: string) => providerKeyPattern.test(pair.slice(0, Math.max(pair.search(/[=~]/), 0)));
  const before = earlier.filter(provider);
  const after = [...current].filter(provider);
  return before.length === after.length && before.every((pair) => current.has(pair));
}

const unknownToolPattern =
  /\b(?:unknown|unrecognized|invalid|unsupported|undefined) (?:tool|function)\b|\b(?:tool|function)\b.{0,60}\b(?:not found|does not exist|doesn't exist|is not available|not available|is not a valid)/i;

/**
 * A failing dependency hit again and again: the same tool failing with the same error, with the same or
 * tweaked arguments, with no success of that tool and nothing new learned in between.
 */
export function retryStorm(options: RetryStormOptions = {}): LoopDetector<RetryStormState> {
  const plainFailures = options.maxFailures ?? DEFAULT_LOOP_DETECTION.maxFailures;
  const maxWaitPolls = options.maxWaitPolls ?? DEFAULT_LOOP_DETECTION.maxWaitPolls;
  const maxStatusPolls = options.maxStatusPolls ?? DEFAULT_LOOP_DETECTION.maxStatusPolls;
  const maxOutages = options.maxDependencyFailures ?? DEFAULT_LOOP_DETECTION.maxDependencyFailures;
  const window = options.window ?? DEFAULT_LOOP_DETECTION.window;
  return {
    name: 'retry_storm',
    initialState: () => ({ steps: 0, failures: [] }),
    observe(state, step, recent) {
      // Messages in between (a user's "any progress?") neither count nor break a run of failures; a person asking
      // for it again ("run it again, I changed something") starts a new one.
      if (step.actions.length === 0)
        return {
          state: askedAgain(step) && state.failures.length > 0 ? { ...state, failures: [] } : state,
        };
      // Nothing remembered and nothing failed: the common step changes nothing and allocates nothing (the step
      // count only dates remembered failures, so it need not move while there are none).
      if (state.failures.length === 0 && !step.observations.some((observation) => observation?.failed)) {
        return { state };
      }
      const steps = state.steps + 1;
      let failures = state.failures.filter((failure) => steps - failure.step < window);
      // A wait learns nothing: `sleep 5` between two failures of an outage is the retry's back-off, not news.
      const learned = step.novel && !step.actions.every(isWaitAction);
      if (learned && step.observations.some((observation) => observation && !observation.failed)) {
        failures = [];
      }
      let detection: Detection | undefined;
      const waited = step.waits || state.waiting === true;
      step.actions.forEach((action, index) => {
        const observation = step.observations[index];
        if (!observation) return;
        if (!observation.failed) {
          failures = failures.filter((failure) => failure.tool !== action.tool);
          return;
        }
        // One error, whatever churns in it (an IP, a retry-after, a request id): its shape and the progress it reports.
        // The lines echoing the request set aside (see `withoutEchoedLines`), then the call's own values.
        const echoFree = withoutEchoedLines(observation.text, action);
        const own = leafValues(parseArguments(action.arguments));
        const quoting = withoutEchoedValues(echoFree ?? observation.text, own);
        const group = `${action.tool}\u0000${errorKey(observation, echoFree)}`;
        const pairs = argumentPairs(action.arguments);
        const request = requestOf(action.arguments, action.tool);
        const shape = hashString(observation.text.replace(/\d+/g, '#'));
        const counts = countsOf(observation.text);
        const current: RetryFailure = {
          group,
          tool: action.tool,
          round: step.round,
          step: steps,
          signature: signatureText(action),
          pairs: [...pairs],
          request,
          shape,
          counts,
          waited,
          outage: isOutage(observation.text),
          items: namedItems(action, observation),
          errorShape: shapeOf(observation).shape,
          pager: pagerOf(action),
          missing: stillMissingField(observation.text, action.arguments),
          ...(quoting && {
            quoted: `${action.tool}\u0000${errorKey(observation, quoting.text)}`,
            echoed: quoting.echoed,
            own,
          }),
        };
        failures = [...failures, current];
        if (detection) return;
        // The same request failing, whatever the error says (refused, then reset, then an empty reply), or
        // the same error coming back while the arguments are only tweaked.
        // A tool that does not exist fails whatever its arguments: reshaping them is no alternative.
        const unknownTool = unknownToolPattern.test(observation.text);
        // So does a dependency that is down: a request reshaped for the same provider meets the same outage.
        const outage = current.outage;
        const sameError = failures.filter(
          (failure) =>
            // Sent again still without the field its error names: whatever else changed (a note, a message
            // reworded) and whatever ids the rejection mints, the same request met by the same error.
            (current.missing !== undefined &&
              failure.missing === current.missing &&
              failure.tool === current.tool) ||
            ((failure.group === group || sameQuotingOwn(failure, current)) &&
              (unknownTool ||
                isTweak(failure.pairs, pairs) ||
                // The window is searched for handles minted anew only when a changed argument is no tweak.
                isTweak(failure.pairs, pairs, remintedKeys(action, failure.round, step.round, recent)) ||
                (outage && sameProvider(failure.pairs, pairs)))),
        );
        // Other errors count only back to back, with nothing done in between: a test re-run after an edit
        // that fails another way is progress, not a storm.
        const sameRequest: RetryFailure[] = [];
        for (let index = failures.length - 1, expected = steps; index >= 0; index--) {
          const failure = failures[index] as RetryFailure;
          // `14 failed` → `13 failed`: the same words, other numbers; the run may be moving, it is no storm.
          const progressing = failure.group !== group && failure.shape === shape && failure.counts !== counts;
          if (failure.step === expected && failure.request === request && !progressing) {
            sameRequest.unshift(failure);
            expected--;
          } else if (failure.step < expected) break;
        }
        // The same error about the same item, whatever else each request held: a batch re-split and sent again
        // with the record it is rejected for still in it, every time.
        const sameItem = current.items?.length
          ? failures.filter(
              (failure) =>
                failure.tool === action.tool &&
                failure.errorShape === current.errorShape &&
                failure.items?.some((item) => current.items?.includes(item)),
            )
          : [];
        let related = sameRequest.length > sameError.length ? sameRequest : sameError;
        if (sameItem.length > related.length) related = sameItem;
        // One item's requests, however reshaped, met by a down dependency's outages in whatever wording: a storm too.
        const outages = outage ? failures.filter((failure) => sameOutage(failure, current)) : [];
        if (outages.length >= maxOutages && outages.length > related.length) related = outages;
        // Retries that each wait first (`sleep 5`, `sleep 10`, …, a back-off) are polls of a dependency coming back.
        // A back-off waits for an outage to pass, or for a dependency failing another way each time to settle: the
        // same permanent error (a 403, a missing column) waited on gets the allowance of status polls.
        const backedOff = step.waits || related.every((failure, at) => at === 0 || failure.waited);
        const maxFailures = Math.max(
          backedOff && (waitCanChange(observation) || related.some((failure) => failure.group !== group))
            ? Math.max(plainFailures, maxWaitPolls)
            : backedOff || observation.pending || related.some((failure) => failure.outage)
              ? Math.max(plainFailures, maxStatusPolls)
              : plainFailures,
          related === outages ? maxOutages : 0,
        );
        if (related.length < maxFailures) return;
        detection = {
          detector: 'retry_storm',
          code: 'GUARD_RETRY_STORM',
          message: related.every((failure) => failure.group === group)
            ? `${action.tool} failed ${related.length} times in a row with the same error: ${observation.text.slice(0, 120)}`
            : current.missing !== undefined && related.every((failure) => failure.missing === current.missing)
              ? `${action.tool} failed ${related.length} times in a row, each time still without the field its error names (${current.missing}): ${observation.text.slice(0, 120)}`
              : `${action.tool} failed ${related.length} times in a row on the same request, each time with another error; the last: ${observation.text.slice(0, 120)}`,
          rounds: related.map((failure) => failure.round),
          signatures: [...new Set(related.map((failure) => failure.signature))],
          previousResult: observation.text,
        };
      });
      const failed = step.observations.some((observation) => observation?.failed);
      return { state: { steps, failures, waiting: failed ? false : waited }, detection };
    },
  };
}

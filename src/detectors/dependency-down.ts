import { type ActionKey, signatureText } from '../signature/action-signature.js';
import { parseArguments } from '../signature/canonicalize.js';
import { observationShape } from '../signature/observation-shape.js';
import { jaccard } from '../signature/similarity.js';
import { DEFAULT_LOOP_DETECTION } from './defaults.js';
import { isOutage } from './outage.js';
import type { Detection, LoopDetector, Step, StepObservation } from './types.js';

/** Options for {@link dependencyDown}. */
export interface DependencyDownOptions {
  /** Failed calls in a row, whatever they ask, that all report one or two errors naming none of them. @default 5 */
  readonly maxDependencyFailures?: number;
}

/** What {@link dependencyDown} remembers: the failed calls in a row and the errors among them (one text a kind). */
export interface DependencyDownState {
  readonly rounds: readonly number[];
  readonly signatures: readonly string[];
  readonly shapes: readonly string[];
  readonly lastError: string | null;
  /** One error text of each kind in {@link shapes}, to tell an error with a churning word in it from another. */
  readonly errors?: readonly string[] | undefined;
}

const MAX_SHAPES = 3;

/** The kind every outage error is read as ({@link isOutage}). */
const OUTAGE = 'outage';

/** Share of words two errors have in common from which they are one error (a bucket, a replica name aside). */
const SAME_ERROR_WORDS = 0.8;

/** The words of an error, numbers and ids aside. */
function errorWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}_]+/gu) ?? []);
}

/** True when `text` is an error of a kind already seen: its shape, or most of its words. */
function seenError(
  shape: string,
  text: string,
  shapes: readonly string[],
  errors: readonly string[],
): boolean {
  if (shapes.includes(shape)) return true;
  const words = errorWords(text);
  return errors.some((error) => jaccard(errorWords(error), words) >= SAME_ERROR_WORDS);
}

/**
 * A frame of a stack trace (`    at settle (…)`, `  File "x.py", line 3`, `... 12 more`) or a Python traceback's
 * heading: part of an error, not a payload. A notebook prints its own (IPython's): a rule of dashes, a heading
 * `psycopg2.OperationalError    Traceback (most recent call last)`, frames `File /…/base.py:154, in Connection.__init__`
 * or `Cell In[3], line 2`, and their source lines `--> 148     self._dbapi_connection = …`, `    147 …`.
 */
const stackFrame =
  /^(?:\s+(?:at |File "|\.\.\. \d+ more)|Traceback \(most recent call last\):|-{20,}\s*$|\S+\s{3,}Traceback \(most recent call last\)|File \S.*:\d+, in |Cell In\[\d+\], line \d+|-*> ?\d+ |\s+\d+ )/;

/** A Python frame's line (`  File "client.py", line 359, in request`), whose source line follows it, indented more. */
/** True when the error names something the call asked with (an id, a path, a name): it is about that item. */
function namesTheItem(action: ActionKey, observation: StepObservation): boolean {
  // A traceback's frames quote the code that ran (a notebook's cell): that is where it failed, not what about.
  const text = observation.text
    .split('\n')
    .filter((line) => !stackFrame.test(line))
    .join('\n')
    .toLowerCase();
  let named = false;
  const visit = (value: unknown, depth: number): void => {
    if (named) return;
    if (typeof value === 'string') {
      if (value.length >= 3 && text.includes(value.toLowerCase())) named = true;
    } else if (depth < 8 && value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  visit(parseArguments(action.arguments), 0);
  return named;
}

/** Lines from which a result carries a payload (headers and a body, a listing): an answer, not an outage's error. */
const MAX_ERROR_LINES = 3;

const pythonFrame = /^(\s+)File "/;

/**
 * An outage answers with an error of a line or two (`connection refused`, an error object, a shell's complaint),
 * its stack trace's frames aside.
 */
function shortError(observation: StepObservation): boolean {
  let lines = 0;
  const text = observation.text.trimEnd();
  const body = responseBody(text);
  if (body < 0) return false;
  // The indentation of the Python frame just read: a line indented further is its source, part of the frame.
  let frameIndent = -1;
  for (let start = body; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    const source = frameIndent >= 0 && line.length - line.trimStart().length > frameIndent;
    frameIndent = pythonFrame.exec(line)?.[1]?.length ?? -1;
    if (!source && !stackFrame.test(line) && ++lines > MAX_ERROR_LINES) return false;
    start = end + 1;
  }
  return true;
}

/**
 * Where an HTTP response's body starts (`HTTP/1.1 503 …`, its headers, a blank line): the status line and the
 * headers are the envelope of the answer, not lines of a payload. 0 for any other text; -1 for a response whose
 * status is no error.
 */
function responseBody(text: string): number {
  if (!text.startsWith('HTTP/')) return 0;
  // A response whose status says it succeeded is an answer, however its body reads.
  if (!/^HTTP\/[\d.]+ [45]\d\d\b/.test(text)) return -1;
  const blank = text.search(/\r?\n\r?\n/);
  return blank < 0 ? 0 : text.indexOf('\n', blank + 1) + 1;
}

const empty: DependencyDownState = { rounds: [], signatures: [], shapes: [], lastError: null, errors: [] };

/**
 * A dependency that is down: every call fails, whatever it asks (another device, another record, another
 * tool), with one or two errors that name none of the things asked about (`coordinator not responding`,
 * `connection refused`) in a few lines, frame numbers, retry counts and other values aside. Errors about the item asked
 * (`order ORD-1 not found`) are that item's, and a success or new words from someone else end the run.
 */
export function dependencyDown(options: DependencyDownOptions = {}): LoopDetector<DependencyDownState> {
  const maxFailures = options.maxDependencyFailures ?? DEFAULT_LOOP_DETECTION.maxDependencyFailures;
  return {
    name: 'dependency_down',
    initialState: () => empty,
    observe(state, step: Step) {
      if (step.actions.length === 0) return { state: step.novel && step.source !== 'model' ? empty : state };
      // A wait or a status poll that times out is the wait allowance's business, not an outage.
      if (step.waits || step.polls) return { state };
      let { rounds, signatures, shapes } = state;
      let errors = state.errors ?? [];
      let lastError = state.lastError;
      for (const [index, action] of step.actions.entries()) {
        const observation = step.observations[index];
        if (!observation?.failed || !shortError(observation) || namesTheItem(action, observation))
          return { state: empty };
        // Every outage (a 5xx, a 429, a timeout, a refused connection) says one thing, the dependency is down, in
        // whatever rotation of status codes its proxies and replicas answer with.
        const shape = isOutage(observation.text) ? OUTAGE : observationShape(observation.text).shape;
        if (!seenError(shape, observation.text, shapes, errors)) {
          if (shapes.length >= MAX_SHAPES) {
            rounds = [];
            signatures = [];
            shapes = [];
            errors = [];
          }
          shapes = [...shapes, shape];
          errors = [...errors, observation.text];
        }
        rounds = [...rounds, step.round];
        signatures = [...signatures, signatureText(action)];
        lastError = observation.text;
      }
      const next: DependencyDownState = { rounds, signatures, shapes, lastError, errors };
      if (rounds.length < maxFailures) return { state: next };
      const detection: Detection = {
        detector: 'dependency_down',
        code: 'GUARD_RETRY_STORM',
        message: `${rounds.length} calls in a row failed, whatever they asked, with the same error that names none of them (a dependency is down); the last: ${lastError ?? ''}`,
        rounds,
        signatures,
        previousResult: lastError ?? undefined,
      };
      return { state: empty, detection };
    },
  };
}

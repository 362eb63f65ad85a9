/**
 * An independently written, labelled corpus of loop families and their near-misses, with tool output printed the
 * way real tools print it. It stands in for held-out transcripts: it was written without reading the detectors,
 * and its labels say what a careful human reviewer would say, not what the product does today.
 *
 * How `loopFrom` is chosen (the 1-based index of the LLM call, i.e. assistant message, where the loop becomes
 * recognisable). Each run marks the spot with `LOOP` in its turns and the index is counted from it:
 *
 * - Self-repeat with a successful result: the second of the back-to-back occurrences (the first repeat). An
 *   action re-done once after other work in between does not start the count; the count starts at the first of
 *   the back-to-back run.
 * - The same action failing (an error result, a non-zero exit, a failing test run): one retry is reasonable, so
 *   the loop starts at the second retry, i.e. the third attempt in a row. This holds whether the error text stays
 *   the same or varies, and whether incidental arguments (timeout, retries, headers, page size) vary.
 * - Cycles of period p (A→B→A→B, A→B→C→…, edit→test→revert→test, drifting ping-pong): the first call of the
 *   second period, the periods counted from the earliest call from which the run repeats itself (so a test run
 *   before the first edit of a test → edit → test → edit cycle belongs to the first period).
 * - A second pass over pages or files already read, in the same or a shuffled order: the first re-read of the
 *   second pass. A rephrased query returning the same results is a reasonable retry once: the loop starts at the
 *   second rephrasing.
 * - Nudges (an automatic "please continue", or any message identical to one seen before) do not count as new
 *   information: they are skipped when deciding the above. A user message with new content resets everything.
 * - Polling with explicit waits (a sleep tool, `sleep 30 && …`, a `wait_seconds` argument) is legitimate while
 *   the status stays the same for up to 6 rounds; an endless one becomes a loop at the 8th poll with the same
 *   status. Polling with no waits is an ordinary self-repeat (the second back-to-back identical status).
 * - Text loops: the second near-identical message (a monologue, two agents trading the same lines); a content
 *   loop inside one message (a sentence or block repeated many times) is recognisable at that message.
 *
 * Every loop goes on for at least three LLM calls after `loopFrom`, as real loops do, so a guard that trips late
 * within the tolerated window still has a call left to refuse.
 */
import { cycles } from './cycles.js';
import { disguisedSignatures } from './disguised-signatures.js';
import type { FamilyRun } from './family-run.js';
import { incidentalNoise } from './incidental-noise.js';
import { longSessions } from './long-sessions.js';
import { noNewInformation } from './no-new-information.js';
import { nudges } from './nudges.js';
import { reactAgents } from './react-agents.js';
import { retryStorms } from './retry-storms.js';
import { textLoops } from './text-loops.js';
import { variedRetries } from './varied-retries.js';
import { waiting } from './waiting.js';

export type { Family, FamilyRun } from './family-run.js';

/** Every run of every family, loops and near-misses. */
export const familyCorpus: readonly FamilyRun[] = [
  ...incidentalNoise,
  ...nudges,
  ...retryStorms,
  ...variedRetries,
  ...cycles,
  ...waiting,
  ...noNewInformation,
  ...textLoops,
  ...disguisedSignatures,
  ...longSessions,
  ...reactAgents,
];

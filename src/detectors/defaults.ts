import { deepFreeze } from '../utils/deep-freeze.js';

/** Every detector threshold with its default: the one place they are written. */
export const DEFAULT_LOOP_DETECTION = deepFreeze({
  /** Steps kept for comparison. */
  window: 20,
  /** Same action with the same result, nothing new in between. */
  maxRepeats: 3,
  /** Longest cycle (in steps) looked for. */
  maxCyclePeriod: 6,
  /** Full repetitions that make a cycle. */
  cycleRepetitions: 2,
  /** Failures of one dependency with the same error. */
  maxFailures: 3,
  /** Failed calls in a row, whatever they ask, with one or two errors that name none of them: a dependency down. */
  maxDependencyFailures: 5,
  /** Same "nothing found" in a row for one tool. */
  maxEmptyResults: 3,
  /** Near-identical messages of one speaker. */
  maxTextRepeats: 3,
  /** Same answer to a poll that waits (a sleep, `sleep 30 && …`, a `wait_seconds` argument) before it is a loop. */
  maxWaitPolls: 8,
  /**
   * Same answer to a poll whose result says it is still going (`pending`, `"state":"RUNNING"`, `still running`,
   * `Waiting for …`) without waiting on purpose before it is a loop: a job may stay queued a few polls.
   */
  maxStatusPolls: 4,
  /** Calls in a row that bring nothing new (a second pass over what was read) before it is a loop. */
  maxStaleSteps: 3,
  /** A call made this long (ms) after the one before it waited (a poll, as a sleep is) when its answer says something is still going or a person spoke in between; a record read again that slowly gets a status poll's allowance. */
  waitGapMs: 60_000,
  /** After this long (ms) a call starts afresh (a scheduled trigger, a heartbeat): earlier repeats no longer count. */
  freshGapMs: 900_000,
  /** Shingle similarity from which long arguments or texts count as the same. */
  similarity: 0.8,
  /** Share of words from which two messages say the same thing reworded (text loops). */
  textSimilarity: 0.6,
});

/** Detector thresholds with every default applied. */
export type ResolvedLoopDetectionOptions = { readonly [Key in keyof typeof DEFAULT_LOOP_DETECTION]: number };

/**
 * Content-loop thresholds (one block said again and again inside a single streamed reply) with their
 * defaults. Kept apart from {@link DEFAULT_LOOP_DETECTION}, whose fields are all step-detector numbers.
 */
export const DEFAULT_CONTENT_LOOP = deepFreeze({
  /** Length from which a sentence is cut into pieces, at word ends the text itself picks. */
  chunkSize: 64,
  /** Copies of one block in a row that make a loop. */
  repeats: 10,
  /** Characters the copies must cover together: a short line said a few times ("OK.", a refrain) is none. */
  minLoopChars: 250,
  /** Characters of copies in a row that make a loop however few they are (a long paragraph said again). */
  longLoopChars: 1000,
  /** Fewest copies for `longLoopChars`. */
  minRepeats: 3,
  /** Longest block looked for, in pieces (sentences, lines, or pieces of a long sentence). */
  maxBlockPieces: 32,
  /**
   * Share of a whole reply one sentence must fill, said `repeats` times or more, to be a loop even when other
   * lines break the run (a heading, a table row, a list item between the copies).
   */
  minShare: 0.3,
  /**
   * Fewer copies that still make a loop when they are most of the reply (`dominantShare`): a short answer that
   * is one sentence said again and again.
   */
  dominantRepeats: 5,
  /** Share of a whole reply that `dominantRepeats` copies of one sentence must fill. */
  dominantShare: 0.6,
});

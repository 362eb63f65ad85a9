import type { LabelledRun } from '../corpus/build-run.js';
import { type Step, type TranscriptOptions, transcript } from './transcript.js';

/** The agent frameworks whose loop tests the peer corpus translates. */
export const peerNames = ['openhands', 'gemini-cli', 'roo-code', 'cline', 'crewai', 'openclaw'] as const;

/** One of {@link peerNames}. */
export type PeerName = (typeof peerNames)[number];

/** Display names for tables. */
export const peerTitles: Readonly<Record<PeerName, string>> = {
  openhands: 'OpenHands',
  'gemini-cli': 'Gemini CLI',
  'roo-code': 'Roo Code',
  cline: 'Cline',
  crewai: 'CrewAI',
  openclaw: 'OpenClaw',
};

/**
 * The scenario families, a fixed set. A family says what kind of behaviour a scenario exercises; its
 * label (loop or legit) is separate, most families hold both.
 * - `self-repeat`: the same action with the same result, again and again.
 * - `disguised-signature`: the repeated action is written differently each time (key order, a progress
 *   field, a reordered list, case and spaces in a query).
 * - `incidental-noise`: the repeated action's result differs only in incidental details (line numbers,
 *   pids, ids, durations, timestamps, revision counters, narration).
 * - `nudge`: the repetition goes on across nudges, warnings, refusals or user messages.
 * - `failing-differently`: the same action fails with errors that are worded differently each time, or a
 *   changed action fails anew (which is progress).
 * - `retry-varied`: the arguments change between attempts; whether that is progress depends on the result.
 * - `cycle`: two or more actions alternate (A B A B, A B C A B C) with or without new results.
 * - `wait`: polling or periodic checks of something that may or may not move.
 * - `no-new-info`: actions whose worth is only the new information they bring (scrolling, re-reading).
 * - `text-loop`: the model repeats its own messages across calls (monologue, empty replies).
 * - `content-loop`: repetition inside one streamed message, and markdown that looks repetitive but is not.
 * - `context-overflow`: calls the provider refuses because the prompt is too long, with or without trimming
 *   that works.
 * - `legit-progress`: ordinary work that a loop rule must leave alone.
 */
export const scenarioFamilies = [
  'self-repeat',
  'disguised-signature',
  'incidental-noise',
  'nudge',
  'failing-differently',
  'retry-varied',
  'cycle',
  'wait',
  'no-new-info',
  'text-loop',
  'content-loop',
  'context-overflow',
  'legit-progress',
] as const;

/** One of {@link scenarioFamilies}. */
export type ScenarioFamily = (typeof scenarioFamilies)[number];

/**
 * A peer's verdict on a run: whether its loop rule acts, and `round`, the number of LLM calls paid before
 * it does. A rule acts when it refuses to carry out a call (blocks the tool call, aborts the stream, or
 * stops the run); a warning that lets the call go ahead is not acting. loopguard's `round` counts the same
 * thing: the calls made before the refused one.
 */
export interface PeerVerdict {
  readonly tripped: boolean;
  readonly round: number | null;
}

/** A labelled run translated from one peer test (or a few that exercise the same behaviour). */
export interface PeerScenario extends LabelledRun {
  readonly peer: PeerName;
  readonly family: ScenarioFamily;
  /** Name of the peer test the scenario comes from (or the function, when only their code shows the rule). */
  readonly peerTest: string;
  /** Further peer tests that exercise the same behaviour on a run. */
  readonly alsoCovers: readonly string[];
  /** What the peer's own test expects of its rule on this run, in {@link PeerVerdict} terms. */
  readonly peerExpects: PeerVerdict;
  /**
   * Gemini CLI only: the confidence its test gives the mocked LLM judge. The reference model replays the
   * judge's schedule with this stub; without it (the bench) only the deterministic rules run.
   */
  readonly peerJudgeConfidence?: number;
}

/** The peer's rule acts after `round` LLM calls. */
export const acts = (round: number): PeerVerdict => ({ tripped: true, round });

/** The peer's rule never acts on the run. */
export const quiet: PeerVerdict = { tripped: false, round: null };

/** Everything a scenario is written from. */
export interface ScenarioSpec {
  readonly id: string;
  readonly family: ScenarioFamily;
  readonly peerTest: string;
  readonly alsoCovers?: readonly string[];
  readonly label: 'loop' | 'legit';
  readonly loopFrom: number | null;
  readonly note: string;
  readonly task: string;
  readonly steps: readonly Step[];
  readonly peerExpects: PeerVerdict;
  readonly peerJudgeConfidence?: number;
  readonly system?: string;
  readonly startAt?: string;
  readonly secondsPerCall?: number;
}

/** Returns a scenario maker for one peer with its model and call id style. */
export function scenariosFor(
  peer: PeerName,
  defaults: Omit<TranscriptOptions, 'startAt' | 'secondsPerCall'>,
) {
  return (spec: ScenarioSpec): PeerScenario => ({
    id: spec.id,
    peer,
    family: spec.family,
    peerTest: spec.peerTest,
    alsoCovers: spec.alsoCovers ?? [],
    label: spec.label,
    loopFrom: spec.loopFrom,
    note: spec.note,
    peerExpects: spec.peerExpects,
    ...(spec.peerJudgeConfidence === undefined ? {} : { peerJudgeConfidence: spec.peerJudgeConfidence }),
    messages: transcript(spec.task, spec.steps, {
      ...defaults,
      ...(spec.system === undefined ? {} : { system: spec.system }),
      ...(spec.startAt === undefined ? {} : { startAt: spec.startAt }),
      ...(spec.secondsPerCall === undefined ? {} : { secondsPerCall: spec.secondsPerCall }),
    }),
  });
}

import type { ActionKey } from '../signature/action-signature.js';

/** A tool result as the detectors see it. */
export interface StepObservation {
  /** Hash of the canonical result. */
  readonly hash: string;
  /** The result as text, cut to 1 KiB, for evidence and nudges. */
  readonly text: string;
  readonly failed: boolean;
  /** The result says "nothing found". */
  readonly empty: boolean;
  /** The result says the thing asked about is still going: `pending`, `"state":"RUNNING"`, `Waiting for …`. */
  readonly pending?: boolean | undefined;
  /**
   * For a result longer than `text`: a hash of the rest, as it is. Two long results compare by their shape only
   * when their rests are the same (see `shapesAlike`).
   */
  readonly tail?: string | undefined;
  /**
   * For a result longer than `text`: its content lines as hashes (see `contentLines`), so what it says can be
   * compared line by line with what the run has read; a shorter result's lines are read from `text`.
   */
  readonly lines?: string | undefined;
}

/** One turn: the model's parallel tool calls with their results, or a text message. */
export interface Step {
  /** LLM call this turn came from (for another speaker's message, the last call before it). */
  readonly round: number;
  /** `assistant` for the guarded model, anything else for another agent or user. */
  readonly speaker: string;
  /** Tool calls in canonical order (by signature hash). */
  readonly actions: readonly ActionKey[];
  /** Results aligned with `actions`; `null` where none was reported. */
  readonly observations: readonly (StepObservation | null)[];
  /** Order-independent key of the action set; empty for a text turn. */
  readonly actionKey: string;
  /** Key of the results aligned with `actionKey`. */
  readonly observationKey: string;
  /** Normalised text of a turn without tool calls. */
  readonly text: string | undefined;
  /** For a text turn: the other speaker's normalised answer to it (a ReAct observation, another agent). */
  readonly reply: string | undefined;
  /**
   * The reply is a request the run first heard as an earlier reply, said again word for word (not the run's task
   * re-sent): the other side asks for the same again.
   */
  readonly replyRepeated?: boolean | undefined;
  /** `model`: an LLM call of the guarded agent; `message`: a message from another speaker with nothing to answer. */
  readonly source: 'model' | 'message';
  /** True when some result was never seen before in this run. */
  readonly novel: boolean;
  /**
   * The turn's only news was a value moving one way through answers otherwise alike (`10 → 6 → 3`): progress, as
   * far as it goes. An alike answer after it that breaks the direction shows the value was churn, and the turn a
   * repeat after all.
   */
  readonly trended?: boolean | undefined;
  /** The model's words beside its calls count them toward a total: `Reading 3 of 17` → `[3, 17]` (`seriesCount`). */
  readonly counted?: readonly [number, number] | undefined;
  /** Every call of the turn was made before in this run (as far as the run remembers), alone or among others. */
  readonly revisit: boolean;
  /** A result was other content than any one earlier answer's, all of it read before in the run (a slice re-read). */
  readonly reread?: boolean | undefined;
  /** The turn waits on purpose (a sleep, `sleep 30 && …`, a `wait_seconds` argument): a poll, not a retry. */
  readonly waits: boolean;
  /** Some result says the thing asked about is still going (pending, running, waiting for): the turn is a status poll. */
  readonly polls?: boolean | undefined;
  /**
   * The turn starts afresh: long after the last call (a heartbeat), or on a prompt cut shorter than the last one
   * (history trimmed to fit, compacted). What came before it is no repeat of it. Such a turn is also `novel`.
   */
  readonly fresh: boolean;
}

/** A detector's finding: what repeats, where, and the earlier result to quote back to the model. */
export interface Detection {
  readonly detector: string;
  readonly code: 'GUARD_LOOP_DETECTED' | 'GUARD_RETRY_STORM';
  readonly message: string;
  readonly rounds: readonly number[];
  readonly signatures: readonly string[];
  readonly previousResult?: string | undefined;
}

/** Recent steps, newest last, bounded by the detection window. */
export interface StepWindow {
  readonly steps: readonly Step[];
}

/** What a detector returns for one step: its next state and, when it trips, the detection. */
export interface DetectorResult<State> {
  readonly state: State;
  readonly detection?: Detection | undefined;
}

/**
 * An incremental detector: a pure function of its own state, the step and the window. It sees each closed
 * step once, in order; whatever it remembers is in `State`, plain JSON that a run snapshot carries, so no
 * detector can keep memory that a restored run would lose. It must not change the state it is given.
 */
export interface LoopDetector<State = unknown> {
  readonly name: string;
  /** The state before the first step. */
  initialState(): State;
  observe(state: State, step: Step, window: StepWindow): DetectorResult<State>;
}

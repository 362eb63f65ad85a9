import type { Detection, StepObservation } from '../detectors/types.js';
import type { ActionKey } from '../signature/action-signature.js';

/** A turn not yet handed to loop detection: it closes when the next LLM call is about to be made. */
export interface PendingStep {
  readonly round: number;
  readonly speaker: string;
  readonly actions: ActionKey[];
  /** Tool call ids aligned with `actions`; `null` where the model gave none. */
  readonly ids: (string | null)[];
  /** Results aligned with `actions`; `null` until one arrives. */
  readonly observations: (StepObservation | null)[];
  readonly text: string | null;
  reply: string | null;
  /** Another agent's answer to the turn's one sent message took the place of its acknowledgement. */
  answered?: boolean;
  readonly source: 'model' | 'message';
  /** When the LLM call of a model turn started (ms), for the pause before it. */
  readonly startedAt?: number | null;
  /** The prompt tokens of that call: a smaller prompt than the last means the history was cut. */
  readonly promptTokens?: number | null;
}

/** What the recorder holds between calls, plain JSON. */
export interface StepRecorderState {
  readonly pending: readonly PendingStep[];
  /** Hashes of the results and texts seen, oldest first. */
  readonly seen: readonly string[];
  /** A detection not acted on yet. */
  readonly found: Detection | null;
  /** When the last model turn handed to detection started (ms). */
  readonly lastStartedAt?: number | null;
  /** Prompt tokens of that turn's call. */
  readonly lastPromptTokens?: number | null;
}

import { buildStep } from '../detectors/build-step.js';
import type { LoopDetection } from '../detectors/loop-detection.js';
import { SeenResults } from '../detectors/seen-results.js';
import type { Detection, StepObservation } from '../detectors/types.js';
import type { ActionSignature } from '../signature/action-signature.js';

interface PendingStep {
  readonly round: number;
  readonly speaker: string;
  readonly actions: ActionSignature[];
  readonly ids: (string | undefined)[];
  readonly observations: (StepObservation | undefined)[];
  readonly text: string | null | undefined;
  reply?: string | undefined;
  readonly source: 'model' | 'message';
}

/**
 * Collects the turns of a run (the model's tool calls with their results, text turns and their answers)
 * and hands each finished turn to loop detection when the next LLM call is about to be made.
 */
export class StepRecorder {
  private readonly pending: PendingStep[] = [];
  private readonly openCalls = new Map<string, { step: PendingStep; index: number }>();
  private readonly seen = new SeenResults();
  private found: Detection | undefined;

  constructor(private readonly detection: LoopDetection | undefined) {}

  /** Tool calls still waiting for a result. */
  get openCallCount(): number {
    return this.openCalls.size;
  }

  /** Records a model turn: its tool calls (with signatures) or its text. */
  addModelTurn(
    round: number,
    speaker: string,
    text: string | null | undefined,
    calls: readonly { signature: ActionSignature; id: string | undefined }[],
  ): void {
    const step: PendingStep = {
      round,
      speaker,
      actions: [],
      ids: [],
      observations: [],
      text,
      source: 'model',
    };
    for (const { signature, id } of calls) {
      step.actions.push(signature);
      step.ids.push(id);
      step.observations.push(undefined);
      if (id !== undefined) this.openCalls.set(id, { step, index: step.actions.length - 1 });
    }
    this.pending.push(step);
  }

  /** Records another speaker's message; right after a model text turn it becomes that turn's answer. */
  addMessage(round: number, speaker: string, text: string): void {
    const previous = this.pending.at(-1);
    if (previous?.source === 'model' && previous.actions.length === 0 && previous.reply === undefined) {
      previous.reply = text;
      return;
    }
    this.pending.push({ round, speaker, actions: [], ids: [], observations: [], text, source: 'message' });
  }

  /** Attaches a tool result to its call (by id, else the first open call of that name); returns the call. */
  attachResult(
    toolCallId: string | undefined,
    name: string | undefined,
    observation: StepObservation,
  ): ActionSignature | undefined {
    const slot = toolCallId !== undefined ? this.openCalls.get(toolCallId) : this.firstOpenCall(name);
    if (!slot) return undefined;
    const id = slot.step.ids[slot.index];
    if (id !== undefined) this.openCalls.delete(id);
    slot.step.observations[slot.index] = observation;
    return slot.step.actions[slot.index];
  }

  /** Feeds every finished turn to loop detection; results arriving later no longer count. */
  flush(): void {
    for (const step of this.pending) {
      for (const id of step.ids) if (id !== undefined) this.openCalls.delete(id);
      if (!this.detection) continue;
      const found = this.detection.observe(buildStep(step, this.seen));
      if (found && !this.found) this.found = found;
    }
    this.pending.length = 0;
  }

  /** The first detection not yet acted on, without clearing it. */
  peekDetection(): Detection | undefined {
    return this.found;
  }

  /** The first detection not yet acted on, if any; taking it clears it. */
  takeDetection(): Detection | undefined {
    const found = this.found;
    this.found = undefined;
    return found;
  }

  private firstOpenCall(name: string | undefined): { step: PendingStep; index: number } | undefined {
    for (const step of this.pending) {
      for (let index = 0; index < step.actions.length; index++) {
        if (
          step.observations[index] === undefined &&
          (name === undefined || step.actions[index]?.tool === name)
        ) {
          return { step, index };
        }
      }
    }
    return undefined;
  }
}

import { buildStep, type PauseThresholds } from '../detectors/build-step.js';
import { detectContentLoop } from '../detectors/content-loop.js';
import type { ResolvedContentLoopOptions } from '../detectors/content-loop-options.js';
import {
  createLoopDetection,
  defaultDetectors,
  type LoopDetection,
  type LoopDetectionState,
} from '../detectors/loop-detection.js';
import { repeatedSentence } from '../detectors/repeated-sentences.js';
import { SeenResults } from '../detectors/seen-results.js';
import type { Detection, LoopDetector, StepObservation } from '../detectors/types.js';
import type { ActionKey, ToolCallInput } from '../signature/action-signature.js';
import { textAction } from '../signature/text-action.js';
import { observeResult } from './observe-result.js';
import type { ResolvedGuardOptions } from './options.js';
import { takeSentAnswer } from './sent-message-answer.js';
import type { PendingStep, StepRecorderState } from './step-recorder-state.js';

/** The label ReAct frameworks put before a tool's answer (`Observation: …`). */
const observationLabel = /^\s*Observation\s*:[^\S\n]*\n?/;

// The detectors keep no state of their own (it lives in each run's detection state), so one set serves every
// guard made from the same resolved options: a gateway makes a guard per run, and the set cost more than the
// rest of a guard's construction.
const detectorsByOptions = new WeakMap<ResolvedGuardOptions['loop'], readonly LoopDetector[]>();

function detectorsFor(loop: ResolvedGuardOptions['loop']): readonly LoopDetector[] {
  let detectors = detectorsByOptions.get(loop);
  if (detectors === undefined) {
    detectors = defaultDetectors(loop);
    detectorsByOptions.set(loop, detectors);
  }
  return detectors;
}

/** What a recorder is set up with: the guard's resolved loop settings and how it signs a tool call. */
export interface StepRecorderSettings {
  readonly loopEnabled: boolean;
  readonly loop: ResolvedGuardOptions['loop'];
  readonly signatureOf: (call: ToolCallInput) => ActionKey;
}

/**
 * Collects the turns of a run (the model's tool calls with their results, text turns and their answers)
 * and hands each finished turn to loop detection when the next LLM call is about to be made.
 */
export class StepRecorder {
  private readonly pending: PendingStep[];
  private readonly seen: SeenResults;
  private found: Detection | undefined;
  private lastStartedAt: number | null;
  private lastPromptTokens: number | null;

  private readonly detection: LoopDetection | undefined;
  /** The content-loop thresholds a whole reply is checked with; `null`: not checked. */
  private readonly contentLoop: ResolvedContentLoopOptions | null;
  private readonly pauses: PauseThresholds;
  private readonly signatureOf: (call: ToolCallInput) => ActionKey;
  /**
   * The pending calls still waiting for a result, by tool call id, and how many there are: derived from
   * `pending` (not state), so that a round of thousands of parallel calls is answered in linear time, not by
   * a scan of every call for each result.
   */
  private readonly openById = new Map<string, { step: PendingStep; index: number }[]>();
  private open = 0;

  constructor(
    settings: StepRecorderSettings,
    state?: StepRecorderState,
    detection?: LoopDetectionState | null,
  ) {
    this.detection = settings.loopEnabled
      ? createLoopDetection(settings.loop, detectorsFor(settings.loop), detection ?? undefined)
      : undefined;
    this.contentLoop = settings.loop.contentLoop;
    this.pauses = settings.loop;
    this.signatureOf = settings.signatureOf;
    this.lastStartedAt = state?.lastStartedAt ?? null;
    this.lastPromptTokens = state?.lastPromptTokens ?? null;
    // A fresh run has nothing pending; structuredClone of an empty array still costs a native call.
    this.pending = state?.pending?.length ? structuredClone([...state.pending]) : [];
    this.seen = new SeenResults(undefined, state?.seen);
    this.found = state?.found ?? undefined;
    for (const step of this.pending) this.indexOpenCalls(step);
  }

  private indexOpenCalls(step: PendingStep): void {
    for (let index = 0; index < step.actions.length; index++) {
      if (step.observations[index]) continue;
      this.open++;
      const id = step.ids[index];
      if (id === null || id === undefined) continue;
      const waiting = this.openById.get(id);
      if (waiting) waiting.push({ step, index });
      else this.openById.set(id, [{ step, index }]);
    }
  }

  /** Tool calls still waiting for a result. */
  get openCallCount(): number {
    return this.open;
  }

  /** Records a model turn: its tool calls (with signatures) or its text. */
  addModelTurn(
    round: number,
    speaker: string,
    text: string | null | undefined,
    calls: readonly { signature: ActionKey; id: string | undefined }[],
    call: { readonly startedAt?: number | null; readonly promptTokens?: number | null } = {},
  ): void {
    const step: PendingStep = {
      round,
      speaker,
      actions: calls.map((call) => call.signature),
      ids: calls.map((call) => call.id ?? null),
      observations: calls.map(() => null),
      text: text ?? null,
      reply: null,
      source: 'model',
      startedAt: call.startedAt ?? null,
      promptTokens: call.promptTokens ?? null,
    };
    this.pending.push(step);
    this.indexOpenCalls(step);
    // A reply that repeats one block over and over inside itself (a content loop) is a loop on its own; a
    // streamed reply is cut by the adapters' watch before it ends, a whole one is caught here.
    if (this.detection && this.contentLoop && !this.found && typeof text === 'string' && text.length >= 200) {
      const found = detectContentLoop(text, this.contentLoop) ?? repeatedSentence(text, this.contentLoop);
      if (found) this.found = { ...found, rounds: [round] };
    }
  }

  /** Records another speaker's message; right after a model text turn it becomes that turn's answer. */
  addMessage(round: number, speaker: string, text: string): void {
    const previous = this.pending.at(-1);
    if (previous?.source === 'model' && previous.actions.length === 0 && previous.reply === null) {
      previous.reply = text;
      // A text agent acted in its message and this is the answer: the turn becomes that action and its result,
      // so every tool detector sees ReAct agents too.
      const acted = previous.text === null ? undefined : textAction(previous.text);
      if (acted) {
        previous.actions.push(this.signatureOf(acted));
        previous.ids.push(null);
        // The framework's `Observation:` label is not the tool's answer: an HTTP envelope starts after it.
        const result = text.replace(observationLabel, '');
        previous.observations.push(observeResult({ result }).observation);
      }
      return;
    }
    // Another agent answering what the model's one call sent is that call's result (see `takeSentAnswer`).
    if (previous !== undefined && takeSentAnswer(previous, speaker, text)) return;
    this.pending.push({
      round,
      speaker,
      actions: [],
      ids: [],
      observations: [],
      text,
      reply: null,
      source: 'message',
    });
  }

  /** Attaches a tool result to its open call (by id, else the first open call of that name); returns the call. */
  attachResult(
    toolCallId: string | undefined,
    name: string | undefined,
    observation: StepObservation,
  ): { readonly action: ActionKey | undefined; readonly id: string | null } | undefined {
    if (toolCallId !== undefined) {
      const waiting = this.openById.get(toolCallId);
      const found = waiting?.shift();
      if (waiting?.length === 0) this.openById.delete(toolCallId);
      if (!found) return undefined;
      found.step.observations[found.index] = observation;
      this.open--;
      return { action: found.step.actions[found.index], id: toolCallId };
    }
    // A result without an id (an MCP client) answers the first open call of its name: rare, and scanned.
    for (const step of this.pending) {
      for (let index = 0; index < step.actions.length; index++) {
        if (step.observations[index]) continue;
        const matches = name === undefined || step.actions[index]?.tool === name;
        if (!matches) continue;
        step.observations[index] = observation;
        this.open--;
        const id = step.ids[index];
        if (id !== null && id !== undefined) this.forgetOpen(id, step, index);
        return { action: step.actions[index], id: id ?? null };
      }
    }
    return undefined;
  }

  private forgetOpen(id: string, step: PendingStep, index: number): void {
    const waiting = this.openById.get(id);
    if (!waiting) return;
    const at = waiting.findIndex((entry) => entry.step === step && entry.index === index);
    if (at !== -1) waiting.splice(at, 1);
    if (waiting.length === 0) this.openById.delete(id);
  }

  /** Feeds every finished turn to loop detection; results arriving later no longer count. */
  flush(): void {
    if (this.pending.length === 0) return;
    for (const step of this.pending) {
      if (!this.detection) continue;
      const startedAt = step.startedAt ?? null;
      const pausedMs =
        startedAt !== null && this.lastStartedAt !== null ? startedAt - this.lastStartedAt : undefined;
      if (startedAt !== null) this.lastStartedAt = startedAt;
      // The framework cut the history (trimmed to fit the context window, compacted): the model sees a new
      // prompt, so what it does next is no repeat of what it did on the longer one.
      const promptTokens = step.promptTokens ?? null;
      // A cut of at most half: a collapse is a cache hit reported apart or a counting change, not a trim.
      const last = this.lastPromptTokens;
      const trimmed =
        promptTokens !== null && last !== null && promptTokens < last && promptTokens > last / 2;
      if (promptTokens !== null) this.lastPromptTokens = promptTokens;
      const found = this.detection.observe(
        buildStep(
          {
            round: step.round,
            speaker: step.speaker,
            actions: step.actions,
            observations: step.observations,
            text: step.text,
            reply: step.reply ?? undefined,
            source: step.source,
            pausedMs,
            trimmed,
          },
          this.seen,
          this.pauses,
          this.detection.steps,
        ),
      );
      if (found && !this.found) this.found = found;
    }
    this.pending.length = 0;
    // Clearing a map makes it a new table even when it is empty, as it is once every call was answered.
    if (this.openById.size > 0) this.openById.clear();
    this.open = 0;
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

  /** Loop detection's own state (window and detectors), or `null` when detection is off. */
  detectionSnapshot(): LoopDetectionState | null {
    return this.detection?.snapshot() ?? null;
  }

  snapshot(): StepRecorderState {
    return {
      pending: structuredClone(this.pending),
      seen: this.seen.snapshot(),
      found: this.found ?? null,
      lastStartedAt: this.lastStartedAt,
      lastPromptTokens: this.lastPromptTokens,
    };
  }
}

import { buildStep } from '../../src/detectors/build-step.js';
import { SeenResults } from '../../src/detectors/seen-results.js';
import type { Detection, LoopDetector, Step } from '../../src/detectors/types.js';
import { observeResult } from '../../src/guard/observe-result.js';
import { actionSignature } from '../../src/signature/action-signature.js';

export interface CallTurn {
  readonly tool: string;
  readonly args?: unknown;
  readonly result?: unknown;
  readonly failed?: boolean;
}

export type Turn =
  | CallTurn
  | { readonly calls: readonly CallTurn[] }
  | {
      readonly text: string;
      readonly reply?: string;
      readonly speaker?: string;
      readonly source?: 'model' | 'message';
      /** Time since the previous call started (ms). */
      readonly pausedMs?: number;
    };

/** Builds steps through the real signature, observation and step code. */
export function stepsFrom(turns: readonly Turn[]): Step[] {
  const seen = new SeenResults();
  const built: Step[] = [];
  const recent = () => built.slice(-20);
  for (const [index, turn] of turns.entries()) built.push(stepOf(turn, index));
  return built;
  function stepOf(turn: Turn, index: number): Step {
    if ('text' in turn) {
      return buildStep(
        {
          round: index + 1,
          speaker: turn.speaker ?? 'assistant',
          actions: [],
          observations: [],
          text: turn.text,
          reply: turn.reply,
          source: turn.source ?? 'model',
          pausedMs: turn.pausedMs,
        },
        seen,
        undefined,
        recent(),
      );
    }
    const calls = 'calls' in turn ? turn.calls : [turn];
    return buildStep(
      {
        round: index + 1,
        speaker: 'assistant',
        actions: calls.map((call) => actionSignature({ name: call.tool, arguments: call.args ?? {} })),
        observations: calls.map(
          (call) => observeResult({ result: call.result ?? 'ok', isError: call.failed }).observation,
        ),
      },
      seen,
      undefined,
      recent(),
    );
  }
}

/** Feeds turns to one detector with a window of `size`; returns the first detection and its 1-based step. */
export function detect(
  detector: LoopDetector,
  turns: readonly Turn[],
  size = 20,
): { detection: Detection | undefined; step: number | undefined } {
  const window: Step[] = [];
  const steps = stepsFrom(turns);
  // Through JSON between steps, as a restored run would see it: a detector cannot hide state elsewhere.
  let state = JSON.parse(JSON.stringify(detector.initialState())) as unknown;
  for (const [index, step] of steps.entries()) {
    window.push(step);
    if (window.length > size) window.shift();
    const result = detector.observe(state, step, { steps: window });
    state = JSON.parse(JSON.stringify(result.state)) as unknown;
    if (result.detection) return { detection: result.detection, step: index + 1 };
  }
  return { detection: undefined, step: undefined };
}

export const times = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

import {
  type ContentLoopDetection,
  type ContentLoopState,
  initialContentLoopState,
  observeContentChunk,
} from '../detectors/content-loop.js';
import {
  type ResolvedContentLoopOptions,
  resolveContentLoopOptions,
} from '../detectors/content-loop-options.js';
import type { GuardError } from '../errors.js';
import { countTextTokens } from '../pricing/text-tokens.js';
import type { LlmRequest, LlmResponse } from './call-ticket.js';
import type { Guard } from './guard-api.js';
import type { ResolvedGuardOptions } from './options.js';
import { detectionTrip, tripError } from './trip-errors.js';

const defaults = resolveContentLoopOptions();

/**
 * The thresholds a guard watches streamed replies with: `loop.contentLoop` as resolved, the defaults when
 * the guard's options do not carry it, `null` when it (or all loop detection) is off.
 */
export function contentLoopOptionsOf(options: ResolvedGuardOptions): ResolvedContentLoopOptions | null {
  if (!options.loopEnabled) return null;
  const configured = (options.loop as { readonly contentLoop?: ResolvedContentLoopOptions | null })
    .contentLoop;
  return configured === undefined ? defaults : configured;
}

/** Watches the text of one streamed reply for a content loop. */
export interface ContentLoopWatch {
  /** Feeds one text delta; returns the detection once, when the reply starts to loop. */
  observe(delta: string): ContentLoopDetection | undefined;
}

/**
 * A watch over one reply. Its state is the detector's plain JSON, held for the life of one stream (a
 * stream cannot outlive its process, so a snapshot of the run need not carry it). No loop is shorter than
 * the smaller of `minLoopChars` and `longLoopChars`, so the text before that length is only held, then
 * scanned in one go: the detector finds the same loop however its text is cut, and most replies (a tool
 * call, a short answer) are never scanned at all.
 */
export function createContentLoopWatch(options: ResolvedContentLoopOptions): ContentLoopWatch {
  let state: ContentLoopState = initialContentLoopState();
  const shortestLoop = Math.min(options.minLoopChars, options.longLoopChars);
  let held: string | undefined = '';
  return {
    observe(delta) {
      let text = delta;
      if (held !== undefined) {
        held += delta;
        if (held.length < shortestLoop) return undefined;
        text = held;
        held = undefined;
      }
      const result = observeContentChunk(state, text, options);
      state = result.state;
      return result.detection;
    },
  };
}

/** What a cut stream had produced, and at most what the rest of it could have cost. */
export interface StreamCutTokens {
  /** Output tokens streamed before the cut: the provider's count when it sent a larger one, else counted locally. */
  readonly outputTokens: number;
  /** The request's output cap (`max_tokens`), or the guard's `defaultMaxOutputTokens` when it set none. */
  readonly outputTokenLimit: number;
  /**
   * `outputTokenLimit − outputTokens`: what the call could still have spent. An upper bound: a chanting
   * reply usually runs to its cap, but a model may stop by itself sooner.
   */
  readonly tokensSavedUpTo: number;
}

/** The tokens of a reply cut after `partial`. */
export function streamCutTokens(guard: Guard, request: LlmRequest, partial: LlmResponse): StreamCutTokens {
  const counted = partial.text ? countTextTokens(partial.text) : 0;
  const outputTokens = Math.max(counted, partial.usage?.completionTokens ?? 0);
  const outputTokenLimit = request.maxOutputTokens ?? guard.options.defaultMaxOutputTokens;
  return { outputTokens, outputTokenLimit, tokensSavedUpTo: Math.max(0, outputTokenLimit - outputTokens) };
}

/** The GuardError for a content loop found in call `round`: the detection's evidence and the tokens. */
export function contentLoopError(
  guard: Guard,
  round: number,
  detection: ContentLoopDetection,
  tokens: StreamCutTokens,
): GuardError {
  const trip = detectionTrip(guard.runId, { ...detection, rounds: [round] });
  return tripError(
    {
      code: trip.code,
      message: `${trip.message}; call ${round} was cut after ${tokens.outputTokens} output tokens, up to ${tokens.tokensSavedUpTo} of its ${tokens.outputTokenLimit} saved`,
      evidence: {
        ...trip.evidence,
        block: detection.block,
        repeats: detection.repeats,
        offset: detection.offset,
        blockLength: detection.blockLength,
        loopLength: detection.loopLength,
        detectedAt: detection.detectedAt,
        ...tokens,
      },
    },
    {
      runId: guard.runId,
      taskId: guard.taskId,
      round,
      retryStormCooldownMs: guard.options.loop.retryStormCooldownMs,
    },
  );
}

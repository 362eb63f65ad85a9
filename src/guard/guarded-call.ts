import { type GuardError, isGuardError } from '../errors.js';
import type { BeforeCallOptions, CallTicket, LlmRequest, LlmResponse } from './call-ticket.js';
import {
  type ContentLoopWatch,
  contentLoopError,
  contentLoopOptionsOf,
  createContentLoopWatch,
  streamCutTokens,
} from './content-loop-watch.js';
import { enforces } from './enforcement.js';
import type { Guard } from './guard.js';
import { isTerminal } from './run-state.js';
import { reservationOverrun, streamOutputCap } from './stream-output-cap.js';

/** A tool result read from the request's message history, to record before the call. */
export interface HistoryToolResult {
  readonly toolCallId: string | undefined;
  readonly name?: string | undefined;
  readonly text: string;
  readonly isError?: boolean | undefined;
}

/** How a stream's chunks add up to the call's response. */
export interface StreamAccumulator<Chunk, State> {
  create(): State;
  add(state: State, chunk: Chunk): void;
  finish(state: State): LlmResponse;
  /** The reply text a chunk adds (not reasoning, not tool arguments), for the content-loop watch. */
  text?(chunk: Chunk): string | undefined;
}

/**
 * One stream of a guarded call, chunk by chunk, decided in one place for the adapters and the gateway: its
 * chunks added up, its text watched for a content loop, and its output held to what the call holds when the
 * request set no cap of its own.
 */
export interface StreamWatch<Chunk> {
  /**
   * Adds one chunk; returns the trip when the stream must be cut at it (the call is then failed with it and
   * settled with what was streamed, its signal aborted). Throws what the accumulator throws (a provider's
   * error event inside the stream).
   */
  add(chunk: Chunk): GuardError | undefined;
  /** What was streamed so far, as the call's response. */
  partial(): LlmResponse;
}

/** One guarded call: its ticket, the signal to send it with, and the ways it can end. */
export interface GuardedCall {
  readonly ticket: CallTicket;
  /** The ticket's signal merged with the caller's own: pass this one to the SDK or `fetch`. */
  readonly signal: AbortSignal;
  /** Records the response (once; later calls are ignored). */
  settle(response: LlmResponse): void;
  /** Records a failure and returns what to throw: the guard's own trip when it cut the call. */
  fail(error: unknown): unknown;
  /**
   * Feeds one delta of the streamed reply text to the content-loop watch (`loop.contentLoop`, on by
   * default). When the reply repeats a block past the threshold, the call is cut: the run fails with
   * GUARD_LOOP_DETECTED (evidence: the block, copies, offset, output tokens streamed and at most saved),
   * the signal aborts with it, the call settles with `partial()` (what was streamed, so its tokens count),
   * and the error is returned for the caller to throw; later failures of the call surface as it too.
   */
  watchText(delta: string, partial: () => LlmResponse): GuardError | undefined;
  /** Watches one stream of the call (see {@link StreamWatch}). */
  watchStream<Chunk, State>(accumulator: StreamAccumulator<Chunk, State>): StreamWatch<Chunk>;
  /**
   * Passes a stream through, adding up its chunks. At its end the call settles; an error fails it. SDKs end a
   * stream quietly when its signal aborts, so a cut by the guard is thrown as the trip instead of looking like
   * the end. A consumer that stops early settles the call with what it read. The reply's text (the
   * accumulator's `text`) is watched for a content loop, which cuts the stream with the trip.
   */
  observe<Chunk, State>(
    source: AsyncIterable<Chunk>,
    accumulator: StreamAccumulator<Chunk, State>,
  ): AsyncGenerator<Chunk, void, undefined>;
}

/** What {@link beginGuardedCall} needs. */
export interface GuardedCallInput {
  readonly request: LlmRequest;
  /** Results of earlier tool calls, from the request's history: each is recorded once, for calls the guard saw. */
  readonly toolResults?: readonly HistoryToolResult[] | undefined;
  /** The caller's own signal for this call. */
  readonly signal?: AbortSignal | null | undefined;
  /**
   * Completes the run when the call settles with a reply that asks for no tool: the model's final answer
   * (its `run_end` goes out, trace and calibration see a finished run). Off for agents that act in plain text.
   * @default false
   */
  readonly endRunOnAnswer?: boolean | undefined;
  /** Price the worst case even without `maxCost`: the call also reserves in shared budgets. @default false */
  readonly priced?: boolean | undefined;
  /** Hold all the run's budgets have left (an estimate not known to be right). @default false */
  readonly holdRest?: boolean | undefined;
  /** Refuse a call only its output cap does not fit alone, the run going on (see `BeforeCallOptions`). @default false */
  readonly budgetPerCall?: boolean | undefined;
}

/** Records the results a request's history carries, once each, for calls the guard saw. */
export function recordToolResults(guard: Guard, results: readonly HistoryToolResult[]): void {
  for (const result of results) {
    if (result.toolCallId === undefined) continue;
    guard.recordToolResultOnce({
      toolCallId: result.toolCallId,
      name: result.name,
      result: result.text,
      isError: result.isError,
    });
  }
}

/**
 * The steps every adapter takes around a paid call, in one place: record the tool results the request
 * carries, check the gates (throws the GuardError when the call must not be sent), merge the signals, and
 * settle or fail exactly once, streaming included.
 */
export function beginGuardedCall(guard: Guard, input: GuardedCallInput): GuardedCall {
  if (input.toolResults) recordToolResults(guard, input.toolResults);
  const options: BeforeCallOptions =
    input.signal || input.priced || input.holdRest || input.budgetPerCall
      ? {
          ...(input.signal ? { signal: input.signal } : {}),
          ...(input.priced ? { priced: true } : {}),
          ...(input.holdRest ? { holdRest: true } : {}),
          ...(input.budgetPerCall ? { budgetPerCall: true } : {}),
        }
      : {};
  const ticket = guard.beforeCall(input.request, options);
  const contentLoop = contentLoopOptionsOf(guard.options);
  let watch: ContentLoopWatch | undefined;
  let cut: GuardError | undefined;
  let done = false;
  const record = (response: LlmResponse): boolean => {
    if (done) return false;
    done = true;
    ticket.end(response);
    return true;
  };
  const settle = (response: LlmResponse) => {
    if (!record(response)) return;
    if (input.endRunOnAnswer && (response.toolCalls?.length ?? 0) === 0 && !isTerminal(guard.state)) {
      guard.complete('the model answered without tool calls');
    }
  };
  const fail = (error: unknown): unknown => {
    if (cut) return cut;
    if (done) return error;
    done = true;
    return ticket.fail(error);
  };
  const watchText = (delta: string, partial: () => LlmResponse): GuardError | undefined => {
    if (contentLoop === null || done || delta === '') return undefined;
    watch ??= createContentLoopWatch(contentLoop);
    const detection = watch.observe(delta);
    if (!detection) return undefined;
    const response = partial();
    const tokens = streamCutTokens(guard, input.request, response);
    const usage = response.usage && { ...response.usage, completionTokens: tokens.outputTokens };
    return cutStream(contentLoopError(guard, ticket.round, detection, tokens), { ...response, usage });
  };
  // Observe-only mode records the trip (once per kind) and lets the stream run on.
  const cutStream = (trip: GuardError, response: LlmResponse): GuardError | undefined => {
    guard.fail(trip);
    if (!enforces(guard.options.enforce, trip.code)) return undefined;
    cut = guard.error ?? trip;
    ticket.abort(cut);
    record(response);
    return cut;
  };
  const watchStream = <Chunk, State>(accumulator: StreamAccumulator<Chunk, State>): StreamWatch<Chunk> => {
    const state = accumulator.create();
    const partial = () => accumulator.finish(state);
    // A request without its own cap is held to the output its call holds (the default cap, and what the
    // run's budgets have left beyond every reservation), with a margin for the estimate of streamed tokens.
    const cap =
      input.request.maxOutputTokens === undefined
        ? streamOutputCap(guard, ticket.reservation, input.request.model)
        : undefined;
    let cutAt = cap === undefined ? Number.POSITIVE_INFINITY : Math.ceil(cap * 1.1) + 16;
    let streamed = 0;
    return {
      partial,
      add(chunk) {
        accumulator.add(state, chunk);
        const text = accumulator.text?.(chunk);
        if (!text) return undefined;
        const loop = watchText(text, partial);
        if (loop) return loop;
        // A text delta is at least one token, else about four characters each.
        streamed += Math.max(1, Math.ceil(text.length / 4));
        if (streamed <= cutAt || done) return undefined;
        const cut = cutStream(reservationOverrun(guard, ticket.round, streamed, cap ?? 0), partial());
        if (cut === undefined) cutAt = Number.POSITIVE_INFINITY;
        return cut;
      },
    };
  };
  return {
    ticket,
    signal: ticket.signal,
    settle,
    fail,
    watchText,
    watchStream,
    async *observe<Chunk, State>(source: AsyncIterable<Chunk>, accumulator: StreamAccumulator<Chunk, State>) {
      const watch = watchStream(accumulator);
      let ended = false;
      try {
        for await (const chunk of source) {
          const trip = watch.add(chunk);
          if (trip) throw trip;
          yield chunk;
        }
        ended = true;
      } catch (error) {
        ended = true;
        throw fail(error);
      } finally {
        // A consumer that stopped reading: the call is paid for what was streamed, but it is no final answer.
        if (!ended) record(watch.partial());
      }
      if (ticket.signal.aborted && isGuardError(ticket.signal.reason)) throw fail(ticket.signal.reason);
      settle(watch.partial());
    },
  };
}

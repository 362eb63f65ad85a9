import { isGuardError } from '../errors.js';
import type { BeforeCallOptions, CallTicket, LlmRequest, LlmResponse } from './call-ticket.js';
import type { Guard } from './guard.js';

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
   * Passes a stream through, adding up its chunks. At its end the call settles; an error fails it. SDKs end a
   * stream quietly when its signal aborts, so a cut by the guard is thrown as the trip instead of looking like
   * the end. A consumer that stops early settles the call with what it read.
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
}

/**
 * The steps every adapter takes around a paid call, in one place: record the tool results the request
 * carries, check the gates (throws the GuardError when the call must not be sent), merge the signals, and
 * settle or fail exactly once, streaming included.
 */
export function beginGuardedCall(guard: Guard, input: GuardedCallInput): GuardedCall {
  for (const result of input.toolResults ?? []) {
    if (result.toolCallId === undefined) continue;
    guard.recordToolResultOnce({
      toolCallId: result.toolCallId,
      name: result.name,
      result: result.text,
      isError: result.isError,
    });
  }
  const options: BeforeCallOptions = input.signal ? { signal: input.signal } : {};
  const ticket = guard.beforeCall(input.request, options);
  let done = false;
  const settle = (response: LlmResponse) => {
    if (done) return;
    done = true;
    ticket.end(response);
  };
  const fail = (error: unknown): unknown => {
    if (done) return error;
    done = true;
    return ticket.fail(error);
  };
  return {
    ticket,
    signal: ticket.signal,
    settle,
    fail,
    async *observe<Chunk, State>(source: AsyncIterable<Chunk>, accumulator: StreamAccumulator<Chunk, State>) {
      const state = accumulator.create();
      let ended = false;
      try {
        for await (const chunk of source) {
          accumulator.add(state, chunk);
          yield chunk;
        }
        ended = true;
      } catch (error) {
        ended = true;
        throw fail(error);
      } finally {
        if (!ended) settle(accumulator.finish(state));
      }
      if (ticket.signal.aborted && isGuardError(ticket.signal.reason)) throw fail(ticket.signal.reason);
      settle(accumulator.finish(state));
    },
  };
}

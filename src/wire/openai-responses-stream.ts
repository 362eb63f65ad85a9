import {
  readOpenAIResponsesUsage,
  responsesFinishReason,
  responsesMessageText,
  responsesToolCall,
} from './openai-responses-response.js';
import type { OpenAIResponsesStreamEvent } from './openai-responses-types.js';
import { readSse, type SseSource } from './read-sse.js';
import { SSE_DONE } from './sse-message.js';
import { WireStreamError } from './wire-stream-error.js';
import type { WireResponse, WireUsage } from './wire-types.js';
import { isRecord, stringOf } from './wire-values.js';

/** What a Responses stream has said so far: plain data, so it can be inspected or written out. */
export interface OpenAIResponsesStreamState {
  model: string | undefined;
  /** Text of the output messages, in arrival order. */
  text: string;
  /** Function calls by their `output_index` (hosted tools and reasoning leave holes). */
  toolCalls: { id: string; name: string; arguments: string }[];
  usage: WireUsage | undefined;
  finishReason: string | null;
  id?: string | undefined;
}

/** A fresh {@link OpenAIResponsesStreamState}. */
export function createOpenAIResponsesStreamState(): OpenAIResponsesStreamState {
  return { model: undefined, text: '', toolCalls: [], usage: undefined, finishReason: null };
}

function callAt(state: OpenAIResponsesStreamState, index: number | undefined) {
  const at = typeof index === 'number' && index >= 0 ? index : state.toolCalls.length;
  let entry = state.toolCalls[at];
  if (!entry) {
    entry = { id: '', name: '', arguments: '' };
    state.toolCalls[at] = entry;
  }
  return entry;
}

/**
 * Adds one event to the state, in place. Text comes from `response.output_text.delta`; a function call opens
 * with `response.output_item.added`, grows by `response.function_call_arguments.delta` and is made whole by
 * `.done` and `response.output_item.done`; `response.completed` (or `response.incomplete`) brings the usage.
 * Throws {@link WireStreamError} for an `error` event and for `response.failed`: the call failed, and what
 * the stream sent before is not a complete answer. Reasoning and other events change nothing.
 */
export function accumulateOpenAIResponsesEvent(
  state: OpenAIResponsesStreamState,
  event: OpenAIResponsesStreamEvent,
): void {
  switch (event.type) {
    case 'response.output_text.delta':
      if (typeof event.delta === 'string') state.text += event.delta;
      return;
    case 'response.function_call_arguments.delta':
      if (typeof event.delta === 'string') callAt(state, event.output_index).arguments += event.delta;
      return;
    case 'response.function_call_arguments.done':
      if (typeof event.arguments === 'string') callAt(state, event.output_index).arguments = event.arguments;
      return;
    case 'response.output_item.added':
    case 'response.output_item.done': {
      const call = isRecord(event.item) ? responsesToolCall(event.item) : undefined;
      if (!call) return;
      const entry = callAt(state, event.output_index);
      entry.id = call.id;
      entry.name = call.name;
      // `added` carries empty arguments; `done` the whole of them.
      if (event.type === 'response.output_item.done' || entry.arguments === '')
        entry.arguments = call.arguments;
      return;
    }
    case 'response.created':
    case 'response.in_progress':
    case 'response.completed':
    case 'response.incomplete': {
      const response = event.response;
      if (!isRecord(response)) return;
      if (state.model === undefined && response.model) state.model = response.model;
      if (typeof response.id === 'string') state.id = response.id;
      if (event.type === 'response.completed' || event.type === 'response.incomplete') {
        state.usage = readOpenAIResponsesUsage(response.usage) ?? state.usage;
        state.finishReason = responsesFinishReason(response);
        // A stream whose deltas were filtered away still ends with the whole answer.
        if (state.text === '' && Array.isArray(response.output))
          for (const item of response.output)
            if (isRecord(item) && item.type === 'message') state.text += responsesMessageText(item);
      }
      return;
    }
    case 'response.failed': {
      const error = isRecord(event.response) && isRecord(event.response.error) ? event.response.error : {};
      throw new WireStreamError(
        stringOf(error.code) ?? 'response_failed',
        stringOf(error.message) ?? 'the response failed',
        event.response?.error ?? event,
      );
    }
    case 'error': {
      const error = isRecord(event.error) ? event.error : event;
      throw new WireStreamError(
        stringOf(error.type) ?? stringOf(error.code) ?? 'error',
        stringOf(error.message) ?? 'stream error',
        error,
      );
    }
    default:
      return;
  }
}

/** The {@link WireResponse} a finished stream amounts to. */
export function finishOpenAIResponsesStream(state: OpenAIResponsesStreamState): WireResponse {
  return {
    model: state.model,
    text: state.text === '' ? null : state.text,
    toolCalls: state.toolCalls.filter((call) => call !== undefined).map((call) => ({ ...call })),
    usage: state.usage,
    finishReason: state.finishReason,
    ...(state.id === undefined ? {} : { id: state.id }),
  };
}

/**
 * Reads a whole Responses SSE stream into a {@link WireResponse}; the `type` inside each event's data names
 * it (the `event:` line repeats it).
 * @example const response = await readOpenAIResponsesStream((await fetch(url, init)).body!);
 */
export async function readOpenAIResponsesStream(source: SseSource): Promise<WireResponse> {
  const state = createOpenAIResponsesStreamState();
  for await (const message of readSse(source)) {
    if (message.data === SSE_DONE) break;
    accumulateOpenAIResponsesEvent(state, JSON.parse(message.data) as OpenAIResponsesStreamEvent);
  }
  return finishOpenAIResponsesStream(state);
}

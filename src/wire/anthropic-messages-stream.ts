import { readAnthropicUsage } from './anthropic-messages-response.js';
import type { AnthropicStreamEvent, AnthropicUsage } from './anthropic-messages-types.js';
import { readSse, type SseSource } from './read-sse.js';
import { WireStreamError } from './wire-stream-error.js';
import type { WireResponse } from './wire-types.js';
import { finiteNumber, isRecord } from './wire-values.js';

type UsageField =
  | 'input_tokens'
  | 'output_tokens'
  | 'cache_read_input_tokens'
  | 'cache_creation_input_tokens';

const usageFields: readonly UsageField[] = [
  'input_tokens',
  'output_tokens',
  'cache_read_input_tokens',
  'cache_creation_input_tokens',
];

/** What a messages stream has said so far: plain data, so it can be inspected or written out. */
export interface AnthropicMessagesStreamState {
  model: string | undefined;
  text: string;
  /** `tool_use` blocks by their content-block index, with the input JSON as it arrives. */
  toolCalls: { id: string; name: string; json: string }[];
  /** Usage as sent: `message_start` has the input side, `message_delta` the cumulative output (newer API versions repeat all of it). */
  usage: Partial<Record<UsageField, number>>;
  stopReason: string | null;
}

/** A fresh {@link AnthropicMessagesStreamState}. */
export function createAnthropicMessagesStreamState(): AnthropicMessagesStreamState {
  return { model: undefined, text: '', toolCalls: [], usage: {}, stopReason: null };
}

function mergeUsage(state: AnthropicMessagesStreamState, usage: AnthropicUsage | undefined): void {
  if (!isRecord(usage)) return;
  for (const field of usageFields) {
    const value = finiteNumber(usage[field]);
    if (value !== undefined) state.usage[field] = value;
  }
}

/**
 * Adds one event to the state, in place. `ping` and block stops carry nothing the guard needs; an `error`
 * event (Anthropic's way to fail a stream that began with 200, e.g. `overloaded_error`) throws
 * {@link WireStreamError}.
 */
export function accumulateAnthropicEvent(
  state: AnthropicMessagesStreamState,
  event: AnthropicStreamEvent,
): void {
  switch (event.type) {
    case 'message_start':
      state.model = event.message.model || state.model;
      mergeUsage(state, event.message.usage);
      break;
    case 'content_block_start':
      if (event.content_block.type === 'tool_use') {
        const block = event.content_block as { readonly id?: unknown; readonly name?: unknown };
        state.toolCalls[event.index] = {
          id: String(block.id ?? ''),
          name: String(block.name ?? ''),
          json: '',
        };
      }
      break;
    case 'content_block_delta': {
      const delta = event.delta;
      if (delta.type === 'text_delta' && typeof delta.text === 'string') state.text += delta.text;
      else if (delta.type === 'input_json_delta' && typeof delta.partial_json === 'string') {
        const call = state.toolCalls[event.index];
        if (call) call.json += delta.partial_json;
      }
      break;
    }
    case 'message_delta':
      if (event.delta?.stop_reason) state.stopReason = event.delta.stop_reason;
      mergeUsage(state, event.usage);
      break;
    case 'error':
      throw new WireStreamError(
        event.error?.type ?? 'error',
        event.error?.message ?? 'stream error',
        event.error,
      );
    default:
      break;
  }
}

/** The {@link WireResponse} a finished stream amounts to; a tool call whose input never came is `{}`. */
export function finishAnthropicMessagesStream(state: AnthropicMessagesStreamState): WireResponse {
  return {
    model: state.model,
    text: state.text === '' ? null : state.text,
    toolCalls: state.toolCalls
      .filter((call) => call !== undefined)
      .map((call) => ({ id: call.id, name: call.name, arguments: call.json === '' ? '{}' : call.json })),
    usage: readAnthropicUsage(state.usage),
    finishReason: state.stopReason,
  };
}

/**
 * Reads a whole messages SSE stream into a {@link WireResponse}. The event's JSON `type` decides, not the
 * SSE `event:` name, as the SDKs do.
 * @example const response = await readAnthropicMessagesStream((await fetch(url, init)).body!);
 */
export async function readAnthropicMessagesStream(source: SseSource): Promise<WireResponse> {
  const state = createAnthropicMessagesStreamState();
  for await (const message of readSse(source)) {
    const event = JSON.parse(message.data) as AnthropicStreamEvent;
    accumulateAnthropicEvent(state, event);
    if (event.type === 'message_stop') break;
  }
  return finishAnthropicMessagesStream(state);
}

import { readOpenAIChatUsage } from './openai-chat-response.js';
import type { OpenAIChatChunk } from './openai-chat-types.js';
import { readSse, type SseSource } from './read-sse.js';
import { SSE_DONE } from './sse-message.js';
import { WireStreamError } from './wire-stream-error.js';
import type { WireResponse, WireUsage } from './wire-types.js';
import { isRecord, stringOf } from './wire-values.js';

/** What a chat-completions stream has said so far: plain data, so it can be inspected or written out. */
export interface OpenAIChatStreamState {
  model: string | undefined;
  text: string;
  /** Tool calls by their `index` in the deltas (not by arrival, not by id). */
  toolCalls: { id: string; name: string; arguments: string }[];
  usage: WireUsage | undefined;
  finishReason: string | null;
}

/** A fresh {@link OpenAIChatStreamState}. */
export function createOpenAIChatStreamState(): OpenAIChatStreamState {
  return { model: undefined, text: '', toolCalls: [], usage: undefined, finishReason: null };
}

/**
 * Adds one chunk to the state, in place (a stream has hundreds of chunks; copying the state for each would
 * cost more than the parsing). Only the first choice counts, as in {@link readOpenAIChatCompletion}.
 * Throws {@link WireStreamError} for an `{"error": …}` chunk, which OpenAI sends when a stream fails midway.
 */
export function accumulateOpenAIChatChunk(state: OpenAIChatStreamState, chunk: OpenAIChatChunk): void {
  const error = (chunk as { readonly error?: unknown }).error;
  if (isRecord(error))
    throw new WireStreamError(
      stringOf(error.type) ?? stringOf(error.code) ?? 'error',
      stringOf(error.message) ?? 'stream error',
      error,
    );
  // Azure sends a first chunk with an empty model for its prompt filter results.
  if (state.model === undefined && chunk.model) state.model = chunk.model;
  if (chunk.usage) state.usage = readOpenAIChatUsage(chunk.usage) ?? state.usage;
  const choice = chunk.choices?.find((candidate) => candidate.index === 0) ?? chunk.choices?.[0];
  if (!choice) return;
  if (choice.finish_reason) state.finishReason = choice.finish_reason;
  const delta = choice.delta;
  if (!delta) return;
  if (typeof delta.content === 'string') state.text += delta.content;
  for (const fragment of delta.tool_calls ?? []) {
    let entry = state.toolCalls[fragment.index];
    if (!entry) {
      entry = { id: '', name: '', arguments: '' };
      state.toolCalls[fragment.index] = entry;
    }
    if (fragment.id) entry.id = fragment.id;
    if (fragment.function?.name) entry.name += fragment.function.name;
    if (fragment.function?.arguments) entry.arguments += fragment.function.arguments;
  }
}

/** The {@link WireResponse} a finished stream amounts to. */
export function finishOpenAIChatStream(state: OpenAIChatStreamState): WireResponse {
  return {
    model: state.model,
    text: state.text === '' ? null : state.text,
    // Indexes are dense in practice; a gap would leave a hole that must not become a call.
    toolCalls: state.toolCalls.filter((call) => call !== undefined).map((call) => ({ ...call })),
    usage: state.usage,
    finishReason: state.finishReason,
  };
}

/**
 * Reads a whole chat-completions SSE stream into a {@link WireResponse}; `[DONE]` ends it.
 * @example const response = await readOpenAIChatStream((await fetch(url, init)).body!);
 */
export async function readOpenAIChatStream(source: SseSource): Promise<WireResponse> {
  const state = createOpenAIChatStreamState();
  for await (const message of readSse(source)) {
    if (message.data === SSE_DONE) break;
    accumulateOpenAIChatChunk(state, JSON.parse(message.data) as OpenAIChatChunk);
  }
  return finishOpenAIChatStream(state);
}

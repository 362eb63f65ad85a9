import type { AnthropicMessageResponse, AnthropicUsage } from './anthropic-messages-types.js';
import type { WireResponse, WireToolCall, WireUsage } from './wire-types.js';
import { finiteNumber, isRecord } from './wire-values.js';

/**
 * Anthropic usage in our terms: `input_tokens` exclude cache reads and writes, so prompt tokens are
 * input + cache read + cache write, of which cache read is the cached part and cache write the written part.
 */
export function readAnthropicUsage(usage: AnthropicUsage | null | undefined): WireUsage | undefined {
  if (!isRecord(usage)) return undefined;
  const input = finiteNumber(usage.input_tokens);
  if (input === undefined) return undefined;
  const read = finiteNumber(usage.cache_read_input_tokens) ?? 0;
  const written = finiteNumber(usage.cache_creation_input_tokens) ?? 0;
  return {
    promptTokens: input + read + written,
    completionTokens: finiteNumber(usage.output_tokens) ?? 0,
    cachedPromptTokens: read,
    cacheWritePromptTokens: written,
  };
}

/**
 * A `message` as a {@link WireResponse}: text blocks joined, `tool_use` blocks as calls with `input` as JSON
 * text (server tools such as web search run at Anthropic and are not the agent's calls), usage, stop reason.
 */
export function readAnthropicMessage(message: AnthropicMessageResponse): WireResponse {
  let text = '';
  const toolCalls: WireToolCall[] = [];
  for (const block of message.content ?? []) {
    if (block.type === 'text' && typeof block.text === 'string') text += block.text;
    else if (block.type === 'tool_use')
      toolCalls.push({
        id: String(block.id),
        name: String(block.name),
        arguments: JSON.stringify(block.input ?? {}),
      });
  }
  return {
    model: message.model || undefined,
    text: text === '' ? null : text,
    toolCalls,
    usage: readAnthropicUsage(message.usage),
    finishReason: message.stop_reason ?? null,
  };
}

import type { OpenAIResponse, OpenAIResponsesItem, OpenAIResponsesUsage } from './openai-responses-types.js';
import type { WireResponse, WireToolCall, WireUsage } from './wire-types.js';
import { finiteNumber, isRecord, stringOf } from './wire-values.js';

/**
 * Responses usage in our terms: `input_tokens` already include the cached ones (`cached_tokens`) and the ones
 * written to the cache (`cache_write_tokens`, which a price book without a write price bills as input).
 */
export function readOpenAIResponsesUsage(
  usage: OpenAIResponsesUsage | null | undefined,
): WireUsage | undefined {
  if (!isRecord(usage)) return undefined;
  const promptTokens = finiteNumber(usage.input_tokens);
  if (promptTokens === undefined) return undefined;
  const details = isRecord(usage.input_tokens_details) ? usage.input_tokens_details : {};
  return {
    promptTokens,
    completionTokens: finiteNumber(usage.output_tokens) ?? 0,
    cachedPromptTokens: finiteNumber(details.cached_tokens) ?? 0,
    cacheWritePromptTokens: finiteNumber(details.cache_write_tokens) ?? 0,
  };
}

/** The `output_text` parts of an output message, joined as the SDK's `output_text` joins them. */
export function responsesMessageText(item: OpenAIResponsesItem): string {
  if (!Array.isArray(item.content)) return typeof item.content === 'string' ? item.content : '';
  let text = '';
  for (const part of item.content)
    if (isRecord(part) && part.type === 'output_text' && typeof part.text === 'string') text += part.text;
  return text;
}

/** A `function_call` output item as the guard records it; `undefined` for any other item. */
export function responsesToolCall(item: OpenAIResponsesItem): WireToolCall | undefined {
  if (item.type !== 'function_call') return undefined;
  const name = stringOf(item.name);
  if (name === undefined) return undefined;
  return {
    id: stringOf(item.call_id) ?? stringOf(item.id) ?? '',
    name,
    arguments: stringOf(item.arguments) ?? '',
  };
}

/** What the response's status says: `completed`, or why it is `incomplete` (`max_output_tokens`), … */
export function responsesFinishReason(response: OpenAIResponse): string | null {
  const reason = isRecord(response.incomplete_details)
    ? stringOf(response.incomplete_details.reason)
    : undefined;
  return reason ?? stringOf(response.status) ?? null;
}

/**
 * A `response` object as a {@link WireResponse}: the text of its `message` items (reasoning summaries are not
 * the answer), its `function_call` items as tool calls with their `call_id` (hosted tools such as web search
 * run on OpenAI's side and are not the agent's calls), the usage and the status.
 * @example const facts = readOpenAIResponse(await response.json());
 */
export function readOpenAIResponse(response: OpenAIResponse): WireResponse {
  let text = '';
  const toolCalls: WireToolCall[] = [];
  for (const item of Array.isArray(response.output) ? response.output : []) {
    if (!isRecord(item)) continue;
    if (item.type === 'message') text += responsesMessageText(item);
    const call = responsesToolCall(item);
    if (call) toolCalls.push(call);
  }
  return {
    model: response.model || undefined,
    text: text === '' ? null : text,
    toolCalls,
    usage: readOpenAIResponsesUsage(response.usage),
    finishReason: responsesFinishReason(response),
    ...(typeof response.id === 'string' ? { id: response.id } : {}),
  };
}

import type { OpenAIChatCompletion, OpenAIChatUsage } from './openai-chat-types.js';
import type { WireResponse, WireToolCall, WireUsage } from './wire-types.js';
import { finiteNumber, isRecord } from './wire-values.js';

/** OpenAI usage in our terms: `prompt_tokens` already include the cached ones. */
export function readOpenAIChatUsage(usage: OpenAIChatUsage | null | undefined): WireUsage | undefined {
  if (!isRecord(usage)) return undefined;
  const promptTokens = finiteNumber(usage.prompt_tokens);
  if (promptTokens === undefined) return undefined;
  return {
    promptTokens,
    completionTokens: finiteNumber(usage.completion_tokens) ?? 0,
    cachedPromptTokens: finiteNumber(usage.prompt_tokens_details?.cached_tokens) ?? 0,
    cacheWritePromptTokens: 0,
  };
}

/**
 * A `chat.completion` as a {@link WireResponse}: the first choice's text and function tool calls (a legacy
 * `function_call` too), the usage and the finish reason.
 */
export function readOpenAIChatCompletion(completion: OpenAIChatCompletion): WireResponse {
  const choice = completion.choices?.[0];
  const message = choice?.message;
  const toolCalls: WireToolCall[] = [];
  for (const call of message?.tool_calls ?? []) {
    if (call.type !== undefined && call.type !== 'function') continue;
    toolCalls.push({ id: call.id, name: call.function.name, arguments: call.function.arguments });
  }
  if (message?.function_call)
    toolCalls.push({ id: '', name: message.function_call.name, arguments: message.function_call.arguments });
  return {
    model: completion.model || undefined,
    text: typeof message?.content === 'string' && message.content !== '' ? message.content : null,
    toolCalls,
    usage: readOpenAIChatUsage(completion.usage),
    finishReason: choice?.finish_reason ?? null,
  };
}

import type { OpenAIChatRequest } from './openai-chat-types.js';
import type { WireRequestFacts } from './wire-types.js';
import { finiteNumber } from './wire-values.js';

/**
 * The guard-relevant facts of a chat-completions request, read without copying its messages. The output cap
 * is `max_completion_tokens`, else the older `max_tokens`.
 * @example const facts = readOpenAIChatRequest(body); guard.beforeCall({ model: facts.model, messages: facts.messages, tools: facts.tools, maxOutputTokens: facts.maxOutputTokens });
 */
export function readOpenAIChatRequest(request: OpenAIChatRequest): WireRequestFacts {
  const stream = request.stream === true;
  return {
    model: typeof request.model === 'string' ? request.model : undefined,
    messages: Array.isArray(request.messages) ? request.messages : [],
    tools: Array.isArray(request.tools) && request.tools.length > 0 ? request.tools : undefined,
    maxOutputTokens: finiteNumber(request.max_completion_tokens) ?? finiteNumber(request.max_tokens),
    stream,
    includeUsage: !stream || request.stream_options?.include_usage === true,
  };
}

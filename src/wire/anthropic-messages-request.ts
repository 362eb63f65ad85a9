import type { AnthropicMessagesRequest } from './anthropic-messages-types.js';
import type { WireCountableMessage, WireRequestFacts } from './wire-types.js';
import { finiteNumber } from './wire-values.js';

/**
 * The guard-relevant facts of a messages request. The `system` prompt (a string or text blocks) becomes a
 * leading `system` message so it is counted; the messages themselves are not copied. Anthropic streams
 * always report usage.
 */
export function readAnthropicMessagesRequest(request: AnthropicMessagesRequest): WireRequestFacts {
  const messages: readonly WireCountableMessage[] = Array.isArray(request.messages) ? request.messages : [];
  const system = request.system;
  const hasSystem = typeof system === 'string' ? system !== '' : Array.isArray(system) && system.length > 0;
  return {
    model: typeof request.model === 'string' ? request.model : undefined,
    messages: hasSystem ? [{ role: 'system', content: system }, ...messages] : messages,
    tools: Array.isArray(request.tools) && request.tools.length > 0 ? request.tools : undefined,
    maxOutputTokens: finiteNumber(request.max_tokens),
    stream: request.stream === true,
    includeUsage: true,
  };
}

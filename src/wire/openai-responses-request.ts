import type { OpenAIResponsesItem, OpenAIResponsesRequest } from './openai-responses-types.js';
import type { WireCountableMessage, WireRequestFacts } from './wire-types.js';
import { finiteNumber, isRecord } from './wire-values.js';

// One view per item object, so the token counter's per-object cache stays warm across the calls of a run
// that send the same items again.
const views = new WeakMap<object, WireCountableMessage>();

function isTextPart(part: unknown): boolean {
  return typeof part === 'string' || (isRecord(part) && typeof part.text === 'string');
}

/** A message item as the counter reads it: itself when all text; images and files as small markers, not their base64. */
function messageView(item: OpenAIResponsesItem): WireCountableMessage {
  const content = item.content;
  if (!Array.isArray(content) || content.every(isTextPart)) return item;
  return {
    role: item.role,
    content: content.map((part: unknown) =>
      isTextPart(part) ? part : { type: isRecord(part) && part.type === 'input_image' ? 'image' : 'file' },
    ),
  };
}

function itemView(item: OpenAIResponsesItem): WireCountableMessage {
  switch (item.type) {
    case undefined:
    case 'message':
      return messageView(item);
    case 'function_call':
      return { role: 'assistant', name: item.name, content: item.arguments ?? '' };
    case 'function_call_output':
      return { role: 'tool', tool_call_id: item.call_id, content: item.output ?? '' };
    case 'reasoning':
      // The summary is what can be counted; encrypted content is opaque (the provider's usage says the rest).
      return { role: 'assistant', content: item.summary ?? '' };
    default:
      return { role: item.type, content: item };
  }
}

/** An input item as a countable message, the same object for the same item. */
export function countableResponsesItem(item: OpenAIResponsesItem): WireCountableMessage {
  if (!isRecord(item)) return { role: 'user', content: item };
  let view = views.get(item);
  if (view === undefined) {
    view = itemView(item);
    views.set(item, view);
  }
  return view;
}

/**
 * The guard-relevant facts of a Responses API request: `instructions` as the system prompt, then `input` (a
 * string is one user message; items are read as messages, function calls with their arguments, and function
 * call outputs), the `tools`, and `max_output_tokens` as the output cap. Usage always comes back (in
 * `response.completed` when streamed). With `previous_response_id` the earlier turns live on OpenAI's side,
 * so the local count covers only what is sent; the provider's reported usage corrects it after the call.
 * @example const facts = readOpenAIResponsesRequest(body); guard.beforeCall({ model: facts.model, messages: facts.messages, tools: facts.tools, maxOutputTokens: facts.maxOutputTokens });
 */
export function readOpenAIResponsesRequest(request: OpenAIResponsesRequest): WireRequestFacts {
  const messages: WireCountableMessage[] = [];
  if (typeof request.instructions === 'string' && request.instructions !== '')
    messages.push({ role: 'system', content: request.instructions });
  if (typeof request.input === 'string') messages.push({ role: 'user', content: request.input });
  else if (Array.isArray(request.input))
    for (const item of request.input as readonly OpenAIResponsesItem[])
      messages.push(countableResponsesItem(item));
  return {
    model: typeof request.model === 'string' ? request.model : undefined,
    messages,
    tools: Array.isArray(request.tools) && request.tools.length > 0 ? request.tools : undefined,
    maxOutputTokens: finiteNumber(request.max_output_tokens),
    stream: request.stream === true,
    includeUsage: true,
    ...(typeof request.previous_response_id === 'string' && request.previous_response_id !== ''
      ? { previousResponseId: request.previous_response_id }
      : {}),
  };
}

import { formatSse } from './format-sse.js';
import type {
  OpenAIResponse,
  OpenAIResponsesItem,
  OpenAIResponsesStreamEvent,
  OpenAIResponsesUsage,
} from './openai-responses-types.js';
import type { WireResponse, WireToolCall, WireUsage } from './wire-types.js';
import { splitText } from './wire-values.js';

/** Identity of a written response. */
export interface OpenAIResponsesWriteOptions {
  /** `resp_…` id, the same in every lifecycle event of a stream. */
  readonly id: string;
  /** Unix seconds. */
  readonly createdAt: number;
}

/** Options of {@link writeOpenAIResponsesStream}. */
export interface OpenAIResponsesStreamWriteOptions extends OpenAIResponsesWriteOptions {
  /** Pieces the text is sent in. @default 3 */
  readonly textPieces?: number;
  /** Pieces each call's arguments are sent in. @default 2 */
  readonly argumentPieces?: number;
}

/** Our usage in Responses terms. */
export function writeOpenAIResponsesUsage(usage: WireUsage): OpenAIResponsesUsage {
  return {
    input_tokens: usage.promptTokens,
    input_tokens_details: {
      cached_tokens: usage.cachedPromptTokens,
      cache_write_tokens: usage.cacheWritePromptTokens,
    },
    output_tokens: usage.completionTokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: usage.promptTokens + usage.completionTokens,
  };
}

function messageItem(id: string, text: string, status: string): OpenAIResponsesItem {
  return {
    id,
    type: 'message',
    status,
    content: text === '' && status === 'in_progress' ? [] : [{ type: 'output_text', annotations: [], text }],
    role: 'assistant',
  };
}

function callItem(
  call: WireToolCall,
  id: string,
  status: string,
  withArguments: boolean,
): OpenAIResponsesItem {
  return {
    id,
    type: 'function_call',
    status,
    arguments: withArguments ? call.arguments : '',
    call_id: call.id,
    name: call.name,
  };
}

function outputOf(response: WireResponse, id: string): OpenAIResponsesItem[] {
  const output: OpenAIResponsesItem[] = [];
  if (response.text) output.push(messageItem(`msg_${id}`, response.text, 'completed'));
  response.toolCalls.forEach((call, index) => {
    output.push(callItem(call, `fc_${id}_${index + 1}`, 'completed', true));
  });
  return output;
}

function responseObject(
  response: WireResponse,
  options: OpenAIResponsesWriteOptions,
  status: string,
  output: OpenAIResponsesItem[],
  usage: OpenAIResponsesUsage | null,
): OpenAIResponse {
  return {
    id: options.id,
    object: 'response',
    created_at: options.createdAt,
    status,
    error: null,
    incomplete_details: null,
    instructions: null,
    model: response.model ?? '',
    output,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    usage,
  };
}

/** A `response` body saying what `response` says (the scripted server's plain answer): a message item, then one `function_call` item per call. */
export function writeOpenAIResponse(
  response: WireResponse,
  options: OpenAIResponsesWriteOptions,
): OpenAIResponse {
  const usage = response.usage ? writeOpenAIResponsesUsage(response.usage) : null;
  return responseObject(response, options, 'completed', outputOf(response, options.id), usage);
}

/**
 * The SSE frames of a Responses stream saying what `response` says, in the order OpenAI sends them:
 * `response.created` and `response.in_progress`; the message item (added, its `output_text` part, text deltas,
 * done); each function call (added with empty arguments, argument deltas, `.done`, item done); and
 * `response.completed` with the whole response and its usage. Each frame names its event and numbers it.
 */
export function writeOpenAIResponsesStream(
  response: WireResponse,
  options: OpenAIResponsesStreamWriteOptions,
): string[] {
  const frames: string[] = [];
  const emit = (event: OpenAIResponsesStreamEvent) => {
    frames.push(
      formatSse({ event: event.type, data: JSON.stringify({ ...event, sequence_number: frames.length }) }),
    );
  };
  const started = responseObject(response, options, 'in_progress', [], null);
  emit({ type: 'response.created', response: started });
  emit({ type: 'response.in_progress', response: started });
  let outputIndex = 0;
  const text = response.text ?? '';
  if (text !== '') {
    const itemId = `msg_${options.id}`;
    const part = { type: 'output_text', annotations: [], text: '' };
    emit({
      type: 'response.output_item.added',
      output_index: outputIndex,
      item: messageItem(itemId, '', 'in_progress'),
    });
    emit({
      type: 'response.content_part.added',
      item_id: itemId,
      output_index: outputIndex,
      content_index: 0,
      part,
    });
    for (const delta of splitText(text, options.textPieces ?? 3))
      emit({
        type: 'response.output_text.delta',
        item_id: itemId,
        output_index: outputIndex,
        content_index: 0,
        delta,
      });
    emit({
      type: 'response.output_text.done',
      item_id: itemId,
      output_index: outputIndex,
      content_index: 0,
      text,
    });
    emit({
      type: 'response.content_part.done',
      item_id: itemId,
      output_index: outputIndex,
      content_index: 0,
      part: { ...part, text },
    });
    emit({
      type: 'response.output_item.done',
      output_index: outputIndex,
      item: messageItem(itemId, text, 'completed'),
    });
    outputIndex++;
  }
  response.toolCalls.forEach((call, index) => {
    const itemId = `fc_${options.id}_${index + 1}`;
    emit({
      type: 'response.output_item.added',
      output_index: outputIndex,
      item: callItem(call, itemId, 'in_progress', false),
    });
    for (const delta of splitText(call.arguments, options.argumentPieces ?? 2))
      emit({
        type: 'response.function_call_arguments.delta',
        item_id: itemId,
        output_index: outputIndex,
        delta,
      });
    emit({
      type: 'response.function_call_arguments.done',
      item_id: itemId,
      output_index: outputIndex,
      arguments: call.arguments,
    });
    emit({
      type: 'response.output_item.done',
      output_index: outputIndex,
      item: callItem(call, itemId, 'completed', true),
    });
    outputIndex++;
  });
  emit({ type: 'response.completed', response: writeOpenAIResponse(response, options) });
  return frames;
}

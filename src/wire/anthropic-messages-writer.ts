import type {
  AnthropicContentBlock,
  AnthropicMessageResponse,
  AnthropicStreamEvent,
  AnthropicUsage,
} from './anthropic-messages-types.js';
import { formatSse } from './format-sse.js';
import type { WireResponse, WireUsage } from './wire-types.js';
import { splitText } from './wire-values.js';

/** Options of {@link writeAnthropicMessage} and {@link writeAnthropicMessageStream}. */
export interface AnthropicWriteOptions {
  /** `msg_…` id. */
  readonly id: string;
  /** Pieces the text is streamed in. @default 3 */
  readonly textPieces?: number;
  /** Pieces each call's input JSON is streamed in. @default 2 */
  readonly argumentPieces?: number;
}

/** The input side of our usage in Anthropic terms: cache reads and writes are taken out of `input_tokens`. */
function inputUsage(usage: WireUsage) {
  return {
    input_tokens: usage.promptTokens - usage.cachedPromptTokens - usage.cacheWritePromptTokens,
    cache_creation_input_tokens: usage.cacheWritePromptTokens,
    cache_read_input_tokens: usage.cachedPromptTokens,
  };
}

/** Our usage in Anthropic terms. */
export function writeAnthropicUsage(usage: WireUsage): AnthropicUsage {
  return { ...inputUsage(usage), output_tokens: usage.completionTokens };
}

function inputOf(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    // Anthropic's `input` is always an object; arguments that are not JSON cannot be sent as one.
    return {};
  }
}

function blocksOf(response: WireResponse): AnthropicContentBlock[] {
  const blocks: AnthropicContentBlock[] = [];
  if (response.text) blocks.push({ type: 'text', text: response.text });
  for (const call of response.toolCalls)
    blocks.push({ type: 'tool_use', id: call.id, name: call.name, input: inputOf(call.arguments) });
  return blocks;
}

function stopReasonOf(response: WireResponse): string {
  return response.finishReason ?? (response.toolCalls.length > 0 ? 'tool_use' : 'end_turn');
}

/** A `message` body saying what `response` says (the scripted server's plain answer). */
export function writeAnthropicMessage(
  response: WireResponse,
  options: AnthropicWriteOptions,
): AnthropicMessageResponse {
  return {
    id: options.id,
    type: 'message',
    role: 'assistant',
    model: response.model ?? '',
    content: blocksOf(response),
    stop_reason: stopReasonOf(response),
    stop_sequence: null,
    usage: response.usage ? writeAnthropicUsage(response.usage) : { input_tokens: 0, output_tokens: 0 },
  };
}

/**
 * The SSE frames of a streamed message saying what `response` says, in Anthropic's order: `message_start`
 * with the input usage, per block a start, deltas and a stop, `message_delta` with the output tokens, and
 * `message_stop`.
 */
export function writeAnthropicMessageStream(
  response: WireResponse,
  options: AnthropicWriteOptions,
): string[] {
  const frame = (event: AnthropicStreamEvent) =>
    formatSse({ event: event.type, data: JSON.stringify(event) });
  const usage = response.usage;
  const frames = [
    frame({
      type: 'message_start',
      message: {
        id: options.id,
        type: 'message',
        role: 'assistant',
        model: response.model ?? '',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: usage ? { ...inputUsage(usage), output_tokens: 1 } : { input_tokens: 0, output_tokens: 1 },
      },
    }),
  ];
  let index = 0;
  if (response.text) {
    frames.push(frame({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } }));
    for (const text of splitText(response.text, options.textPieces ?? 3))
      frames.push(frame({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } }));
    frames.push(frame({ type: 'content_block_stop', index }));
    index++;
  }
  for (const call of response.toolCalls) {
    frames.push(
      frame({
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
      }),
    );
    for (const partial_json of splitText(call.arguments, options.argumentPieces ?? 2))
      frames.push(
        frame({ type: 'content_block_delta', index, delta: { type: 'input_json_delta', partial_json } }),
      );
    frames.push(frame({ type: 'content_block_stop', index }));
    index++;
  }
  frames.push(
    frame({
      type: 'message_delta',
      delta: { stop_reason: stopReasonOf(response), stop_sequence: null },
      usage: { output_tokens: usage?.completionTokens ?? 0 },
    }),
  );
  frames.push(frame({ type: 'message_stop' }));
  return frames;
}

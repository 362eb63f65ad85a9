import { formatSse, SSE_DONE_FRAME } from './format-sse.js';
import type { OpenAIChatChunk, OpenAIChatCompletion, OpenAIChatUsage } from './openai-chat-types.js';
import type { WireResponse, WireUsage } from './wire-types.js';
import { splitText } from './wire-values.js';

/** Identity of a written completion. */
export interface OpenAIChatWriteOptions {
  /** `chatcmpl-…` id, the same on every chunk of a stream. */
  readonly id: string;
  /** Unix seconds. */
  readonly created: number;
}

/** Options of {@link writeOpenAIChatStream}. */
export interface OpenAIChatStreamWriteOptions extends OpenAIChatWriteOptions {
  /** Send the final usage chunk (the request's `stream_options.include_usage`). @default false */
  readonly includeUsage?: boolean;
  /** Pieces the text is sent in. @default 3 */
  readonly textPieces?: number;
  /** Pieces each call's arguments are sent in. @default 2 */
  readonly argumentPieces?: number;
}

/** Our usage in OpenAI terms. */
export function writeOpenAIChatUsage(usage: WireUsage): OpenAIChatUsage {
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
    prompt_tokens_details: { cached_tokens: usage.cachedPromptTokens },
  };
}

function finishReasonOf(response: WireResponse): string {
  return response.finishReason ?? (response.toolCalls.length > 0 ? 'tool_calls' : 'stop');
}

/** A `chat.completion` body saying what `response` says (the scripted server's plain answer). */
export function writeOpenAIChatCompletion(
  response: WireResponse,
  options: OpenAIChatWriteOptions,
): OpenAIChatCompletion {
  const calls = response.toolCalls;
  return {
    id: options.id,
    object: 'chat.completion',
    created: options.created,
    model: response.model ?? '',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: response.text,
          refusal: null,
          ...(calls.length > 0
            ? {
                tool_calls: calls.map((call) => ({
                  id: call.id,
                  type: 'function',
                  function: { name: call.name, arguments: call.arguments },
                })),
              }
            : {}),
        },
        logprobs: null,
        finish_reason: finishReasonOf(response),
      },
    ],
    ...(response.usage ? { usage: writeOpenAIChatUsage(response.usage) } : {}),
  };
}

/**
 * The SSE frames of a `chat.completion.chunk` stream saying what `response` says: a role chunk, text in
 * pieces, each tool call's id and name then its arguments in pieces, the finish chunk, the usage chunk when
 * asked for, and `[DONE]`, in the order OpenAI sends them.
 */
export function writeOpenAIChatStream(
  response: WireResponse,
  options: OpenAIChatStreamWriteOptions,
): string[] {
  const base = {
    id: options.id,
    object: 'chat.completion.chunk' as const,
    created: options.created,
    model: response.model ?? '',
  };
  const frame = (delta: OpenAIChatChunk['choices'][number]['delta'], finishReason: string | null = null) => {
    const chunk: OpenAIChatChunk = {
      ...base,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    };
    return formatSse({ data: JSON.stringify(chunk) });
  };
  const frames = [frame({ role: 'assistant', content: '' })];
  for (const piece of splitText(response.text ?? '', options.textPieces ?? 3))
    frames.push(frame({ content: piece }));
  response.toolCalls.forEach((call, index) => {
    frames.push(
      frame({
        tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
      }),
    );
    for (const piece of splitText(call.arguments, options.argumentPieces ?? 2))
      frames.push(frame({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  frames.push(frame({}, finishReasonOf(response)));
  if (options.includeUsage && response.usage) {
    const chunk: OpenAIChatChunk = { ...base, choices: [], usage: writeOpenAIChatUsage(response.usage) };
    frames.push(formatSse({ data: JSON.stringify(chunk) }));
  }
  frames.push(SSE_DONE_FRAME);
  return frames;
}

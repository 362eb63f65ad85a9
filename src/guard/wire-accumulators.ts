import {
  type AnthropicMessagesStreamState,
  type AnthropicStreamEvent,
  accumulateAnthropicEvent,
  accumulateOpenAIChatChunk,
  accumulateOpenAIResponsesEvent,
  createAnthropicMessagesStreamState,
  createOpenAIChatStreamState,
  createOpenAIResponsesStreamState,
  finishAnthropicMessagesStream,
  finishOpenAIChatStream,
  finishOpenAIResponsesStream,
  type OpenAIChatChunk,
  type OpenAIChatStreamState,
  type OpenAIResponsesStreamEvent,
  type OpenAIResponsesStreamState,
} from '../wire/index.js';
import type { StreamAccumulator } from './guarded-call.js';

/** OpenAI chat-completion chunks added up into the call's response. */
export const openAIChatAccumulator: StreamAccumulator<OpenAIChatChunk, OpenAIChatStreamState> = {
  create: createOpenAIChatStreamState,
  add: accumulateOpenAIChatChunk,
  finish: finishOpenAIChatStream,
  text: (chunk) => {
    const choice = chunk.choices?.find((candidate) => candidate.index === 0) ?? chunk.choices?.[0];
    const content = choice?.delta?.content;
    return typeof content === 'string' ? content : undefined;
  },
};

/** Anthropic stream events added up into the call's response. */
export const anthropicMessagesAccumulator: StreamAccumulator<
  AnthropicStreamEvent,
  AnthropicMessagesStreamState
> = {
  create: createAnthropicMessagesStreamState,
  add: accumulateAnthropicEvent,
  finish: finishAnthropicMessagesStream,
  text: (event) =>
    event.type === 'content_block_delta' &&
    event.delta.type === 'text_delta' &&
    typeof event.delta.text === 'string'
      ? event.delta.text
      : undefined,
};

/** OpenAI Responses API stream events added up into the call's response. */
export const openAIResponsesAccumulator: StreamAccumulator<
  OpenAIResponsesStreamEvent,
  OpenAIResponsesStreamState
> = {
  create: createOpenAIResponsesStreamState,
  add: accumulateOpenAIResponsesEvent,
  finish: finishOpenAIResponsesStream,
  text: (event) =>
    event.type === 'response.output_text.delta' && typeof event.delta === 'string' ? event.delta : undefined,
};

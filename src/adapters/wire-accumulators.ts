import type { StreamAccumulator } from '../guard/guarded-call.js';
import {
  type AnthropicMessagesStreamState,
  type AnthropicStreamEvent,
  accumulateAnthropicEvent,
  accumulateOpenAIChatChunk,
  createAnthropicMessagesStreamState,
  createOpenAIChatStreamState,
  finishAnthropicMessagesStream,
  finishOpenAIChatStream,
  type OpenAIChatChunk,
  type OpenAIChatStreamState,
} from '../wire/index.js';

/** OpenAI chat-completion chunks added up into the call's response. */
export const openAIChatAccumulator: StreamAccumulator<OpenAIChatChunk, OpenAIChatStreamState> = {
  create: createOpenAIChatStreamState,
  add: accumulateOpenAIChatChunk,
  finish: finishOpenAIChatStream,
};

/** Anthropic stream events added up into the call's response. */
export const anthropicMessagesAccumulator: StreamAccumulator<
  AnthropicStreamEvent,
  AnthropicMessagesStreamState
> = {
  create: createAnthropicMessagesStreamState,
  add: accumulateAnthropicEvent,
  finish: finishAnthropicMessagesStream,
};

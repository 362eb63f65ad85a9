import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
import type { ResponseCreateParams } from 'openai/resources/responses/responses';
import { openAIChatAccumulator, openAIResponsesAccumulator } from '../../guard/wire-accumulators.js';
import {
  type HistoryMessage,
  type OpenAIChatCompletion,
  type OpenAIChatRequest,
  type OpenAIResponse,
  type OpenAIResponsesRequest,
  readOpenAIChatCompletion,
  readOpenAIChatRequest,
  readOpenAIResponse,
  readOpenAIResponsesRequest,
  responsesHistory,
} from '../../wire/index.js';
import type { OpenAICreateCodec } from './guarded-create.js';

/** `chat.completions.create`: the conversation is `messages`; streams ask for usage. */
export const openAIChatCodec: OpenAICreateCodec<ChatCompletionCreateParams> = {
  readRequest: (params) => readOpenAIChatRequest(params as unknown as OpenAIChatRequest),
  history: (params) => params.messages as readonly HistoryMessage[],
  body: (params) =>
    params.stream ? { ...params, stream_options: { ...params.stream_options, include_usage: true } } : params,
  readResponse: (data) => readOpenAIChatCompletion(data as OpenAIChatCompletion),
  accumulator: openAIChatAccumulator as OpenAICreateCodec<unknown>['accumulator'],
};

/** `responses.create`: the conversation is `input` read as chat messages; usage always comes (in `response.completed`). */
export const openAIResponsesCodec: OpenAICreateCodec<ResponseCreateParams> = {
  readRequest: (params) => readOpenAIResponsesRequest(params as unknown as OpenAIResponsesRequest),
  history: (params) => responsesHistory(params.input),
  body: (params) => params,
  readResponse: (data) => readOpenAIResponse(data as OpenAIResponse),
  accumulator: openAIResponsesAccumulator as OpenAICreateCodec<unknown>['accumulator'],
};

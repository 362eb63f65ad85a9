import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
import type { ResponseCreateParams } from 'openai/resources/responses/responses';
import { openAIChatAccumulator, openAIResponsesAccumulator } from '../../guard/wire-accumulators.js';
import {
  type HistoryMessage,
  latestResponsesToolResults,
  latestToolResults,
  type OpenAIChatCompletion,
  type OpenAIChatRequest,
  type OpenAIResponse,
  type OpenAIResponsesItem,
  type OpenAIResponsesRequest,
  readOpenAIChatCompletion,
  readOpenAIChatRequest,
  readOpenAIResponse,
  readOpenAIResponsesRequest,
} from '../../wire/index.js';
import type { OpenAICreateCodec } from './guarded-create.js';

/** `chat.completions.create`: tool results from `tool` messages; streams ask for usage. */
export const openAIChatCodec: OpenAICreateCodec<ChatCompletionCreateParams> = {
  readRequest: (params) => readOpenAIChatRequest(params as unknown as OpenAIChatRequest),
  toolResults: (params) => latestToolResults(params.messages as readonly HistoryMessage[]),
  body: (params) =>
    params.stream ? { ...params, stream_options: { ...params.stream_options, include_usage: true } } : params,
  readResponse: (data) => readOpenAIChatCompletion(data as OpenAIChatCompletion),
  accumulator: openAIChatAccumulator as OpenAICreateCodec<unknown>['accumulator'],
};

/** `responses.create`: tool results from `function_call_output` items; usage always comes (in `response.completed`). */
export const openAIResponsesCodec: OpenAICreateCodec<ResponseCreateParams> = {
  readRequest: (params) => readOpenAIResponsesRequest(params as unknown as OpenAIResponsesRequest),
  toolResults: (params) =>
    latestResponsesToolResults(params.input as string | readonly OpenAIResponsesItem[] | undefined),
  body: (params) => params,
  readResponse: (data) => readOpenAIResponse(data as OpenAIResponse),
  accumulator: openAIResponsesAccumulator as OpenAICreateCodec<unknown>['accumulator'],
};

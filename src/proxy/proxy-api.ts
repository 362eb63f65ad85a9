import type { StreamAccumulator } from '../guard/guarded-call.js';
import {
  anthropicMessagesAccumulator,
  openAIChatAccumulator,
  openAIResponsesAccumulator,
} from '../guard/wire-accumulators.js';
import {
  type AnthropicMessagesRequest,
  anthropicTripErrorFrame,
  formatSse,
  type HistoryMessage,
  latestResponsesToolResults,
  latestToolResults,
  type OpenAIChatRequest,
  type OpenAIResponsesItem,
  type OpenAIResponsesRequest,
  openAIResponsesTripErrorFrame,
  openAITripErrorFrame,
  readAnthropicMessage,
  readAnthropicMessagesRequest,
  readOpenAIChatCompletion,
  readOpenAIChatRequest,
  readOpenAIResponse,
  readOpenAIResponsesRequest,
  type TripError,
  type WireRequestFacts,
  type WireResponse,
  type WireToolResult,
} from '../wire/index.js';
import { responsesHistory } from './history-messages.js';
import { type ErrorFormat, errorBody } from './proxy-error-reply.js';
import type { ProxyApi } from './proxy-metrics.js';
import type { ConversationStart } from './run-labels.js';

type Body = Record<string, unknown>;

function firstOfRole(list: unknown, roles: readonly string[]): unknown {
  if (!Array.isArray(list)) return undefined;
  for (const message of list) {
    if (typeof message === 'object' && message !== null && roles.includes((message as Body).role as string))
      return (message as Body).content;
  }
  return undefined;
}

function chatStart(body: Body): ConversationStart {
  return {
    system: firstOfRole(body.messages, ['system', 'developer']),
    firstUser: firstOfRole(body.messages, ['user']),
    tools: body.tools,
  };
}

/** How the proxy reads, forwards and answers one guarded API. */
export interface ProxyApiCodec {
  readonly api: ProxyApi;
  readonly path: string;
  readonly format: ErrorFormat;
  /** Which upstream base URL and key the route uses. */
  readonly provider: 'openai' | 'anthropic';
  readRequest(body: Body): WireRequestFacts;
  /** What a run id is derived from when no header names the run. */
  conversationStart(body: Body): ConversationStart;
  /** The whole history as chat messages, for replaying a run this instance has not seen. */
  history(body: Body): readonly HistoryMessage[];
  /** Tool results since the model's last turn (read from the tail only). */
  latestToolResults(body: Body): WireToolResult[];
  /** The output cap's field, to lower it. */
  readonly maxTokensField: string;
  /** Every field that caps the output, checked at the edge. */
  readonly outputCapFields: readonly string[];
  readResponse(data: unknown): WireResponse;
  readonly accumulator: StreamAccumulator<never, unknown>;
  /** The final error event that ends a stream cut by a trip. */
  tripFrame(error: TripError, sequenceNumber: number): string;
  /**
   * The final error event that ends a stream the upstream broke off (in the API's own error shape, as the
   * SDKs read an error inside a stream), so the client sees why instead of a connection that just stops.
   */
  failureFrame(type: string, message: string, code: string | null, sequenceNumber: number): string;
  /** A chunk the client did not ask for: the usage chunk the proxy asked for on its own. */
  isInjectedUsage?(chunk: Body): boolean;
  /**
   * The option a streamed request gets so that the stream reports its usage (the proxy settles from it): chat
   * streams ask with `stream_options.include_usage`. Merged into the client's own value of the field.
   */
  readonly streamUsageOption?: { readonly field: string; readonly value: Body } | undefined;
}

const chat: ProxyApiCodec = {
  api: 'openai-chat',
  path: '/v1/chat/completions',
  format: 'openai',
  provider: 'openai',
  readRequest: (body) => readOpenAIChatRequest(body as OpenAIChatRequest),
  conversationStart: chatStart,
  history: (body) => (Array.isArray(body.messages) ? (body.messages as HistoryMessage[]) : []),
  latestToolResults: (body) =>
    Array.isArray(body.messages) ? latestToolResults(body.messages as HistoryMessage[]) : [],
  maxTokensField: 'max_tokens',
  outputCapFields: ['max_tokens', 'max_completion_tokens'],
  readResponse: (data) => readOpenAIChatCompletion(data as never),
  accumulator: openAIChatAccumulator as StreamAccumulator<never, unknown>,
  tripFrame: (error) => openAITripErrorFrame(error),
  failureFrame: (type, message, code) =>
    formatSse({ data: JSON.stringify(errorBody('openai', type, message, code)) }),
  isInjectedUsage: (chunk) =>
    chunk.usage != null && Array.isArray(chunk.choices) && chunk.choices.length === 0,
  streamUsageOption: { field: 'stream_options', value: { include_usage: true } },
};

const responses: ProxyApiCodec = {
  api: 'openai-responses',
  path: '/v1/responses',
  format: 'openai',
  provider: 'openai',
  readRequest: (body) => readOpenAIResponsesRequest(body as OpenAIResponsesRequest),
  conversationStart: (body) => ({
    system: body.instructions,
    firstUser: typeof body.input === 'string' ? body.input : firstOfRole(body.input, ['user']),
    tools: body.tools,
  }),
  history: (body) => responsesHistory(body.input),
  latestToolResults: (body) =>
    latestResponsesToolResults(body.input as string | readonly OpenAIResponsesItem[] | undefined),
  maxTokensField: 'max_output_tokens',
  outputCapFields: ['max_output_tokens'],
  readResponse: (data) => readOpenAIResponse(data as never),
  accumulator: openAIResponsesAccumulator as StreamAccumulator<never, unknown>,
  tripFrame: (error, sequenceNumber) => openAIResponsesTripErrorFrame(error, sequenceNumber),
  // As a trip's: `code` and `message` at the top, the OpenAI error under `error` (what makes the SDKs throw).
  failureFrame: (type, message, code, sequenceNumber) =>
    formatSse({
      event: 'error',
      data: JSON.stringify({
        type: 'error',
        code,
        message,
        param: null,
        sequence_number: sequenceNumber,
        ...errorBody('openai', type, message, code),
      }),
    }),
};

const messages: ProxyApiCodec = {
  api: 'anthropic-messages',
  path: '/v1/messages',
  format: 'anthropic',
  provider: 'anthropic',
  readRequest: (body) => readAnthropicMessagesRequest(body as AnthropicMessagesRequest),
  conversationStart: (body) => ({
    system: body.system,
    firstUser: firstOfRole(body.messages, ['user']),
    tools: body.tools,
  }),
  history: (body) => (Array.isArray(body.messages) ? (body.messages as HistoryMessage[]) : []),
  latestToolResults: (body) =>
    Array.isArray(body.messages) ? latestToolResults(body.messages as HistoryMessage[]) : [],
  maxTokensField: 'max_tokens',
  outputCapFields: ['max_tokens'],
  readResponse: (data) => readAnthropicMessage(data as never),
  accumulator: anthropicMessagesAccumulator as StreamAccumulator<never, unknown>,
  tripFrame: (error) => anthropicTripErrorFrame(error),
  failureFrame: (type, message, code) =>
    formatSse({ event: 'error', data: JSON.stringify(errorBody('anthropic', type, message, code)) }),
};

/** The guarded routes by path. */
export const proxyApis: ReadonlyMap<string, ProxyApiCodec> = new Map(
  [chat, responses, messages].map((codec) => [codec.path, codec]),
);

export { readAnthropicMessagesRequest } from './anthropic-messages-request.js';
export { readAnthropicMessage, readAnthropicUsage } from './anthropic-messages-response.js';
export {
  type AnthropicMessagesStreamState,
  accumulateAnthropicEvent,
  createAnthropicMessagesStreamState,
  finishAnthropicMessagesStream,
  readAnthropicMessagesStream,
} from './anthropic-messages-stream.js';
export type {
  AnthropicContentBlock,
  AnthropicError,
  AnthropicImageBlock,
  AnthropicMessage,
  AnthropicMessageResponse,
  AnthropicMessagesRequest,
  AnthropicSource,
  AnthropicStreamEvent,
  AnthropicTextBlock,
  AnthropicTool,
  AnthropicToolResultBlock,
  AnthropicToolUseBlock,
  AnthropicUsage,
} from './anthropic-messages-types.js';
export {
  type AnthropicWriteOptions,
  writeAnthropicMessage,
  writeAnthropicMessageStream,
  writeAnthropicUsage,
} from './anthropic-messages-writer.js';
export { contentDigest } from './content-digest.js';
export { contentText, messageText, shownText } from './content-text.js';
export {
  ConversationReader,
  type ConversationRecorder,
  type ConversationStep,
  conversationSteps,
  latestConversationSteps,
  modelTurnText,
  recordConversationStep,
  recordConversationTail,
  recordConversationTailSliced,
  type StepPause,
} from './conversation-steps.js';
export { formatSse, SSE_DONE_FRAME } from './format-sse.js';
export { type McpToolResult, readMcpToolResult } from './mcp-tool-result.js';
export { readOpenAIChatRequest } from './openai-chat-request.js';
export { readOpenAIChatCompletion, readOpenAIChatUsage } from './openai-chat-response.js';
export {
  accumulateOpenAIChatChunk,
  createOpenAIChatStreamState,
  finishOpenAIChatStream,
  type OpenAIChatStreamState,
  readOpenAIChatStream,
} from './openai-chat-stream.js';
export type {
  OpenAIChatChunk,
  OpenAIChatCompletion,
  OpenAIChatContentPart,
  OpenAIChatMessage,
  OpenAIChatRequest,
  OpenAIChatTool,
  OpenAIChatToolCall,
  OpenAIChatToolCallDelta,
  OpenAIChatUsage,
} from './openai-chat-types.js';
export {
  type OpenAIChatStreamWriteOptions,
  type OpenAIChatWriteOptions,
  writeOpenAIChatCompletion,
  writeOpenAIChatStream,
  writeOpenAIChatUsage,
} from './openai-chat-writer.js';
export { readOpenAIResponsesRequest } from './openai-responses-request.js';
export {
  readOpenAIResponse,
  readOpenAIResponsesUsage,
  responsesFinishReason,
  responsesMessageText,
  responsesToolCall,
} from './openai-responses-response.js';
export {
  accumulateOpenAIResponsesEvent,
  createOpenAIResponsesStreamState,
  finishOpenAIResponsesStream,
  type OpenAIResponsesStreamState,
  readOpenAIResponsesStream,
} from './openai-responses-stream.js';
export { latestResponsesToolResults } from './openai-responses-tool-results.js';
export type {
  OpenAIResponse,
  OpenAIResponsesContentPart,
  OpenAIResponsesItem,
  OpenAIResponsesRequest,
  OpenAIResponsesStreamEvent,
  OpenAIResponsesTool,
  OpenAIResponsesUsage,
} from './openai-responses-types.js';
export {
  type OpenAIResponsesStreamWriteOptions,
  type OpenAIResponsesWriteOptions,
  writeOpenAIResponse,
  writeOpenAIResponsesStream,
  writeOpenAIResponsesUsage,
} from './openai-responses-writer.js';
export { type ReadSseOptions, readSse, readSseBatches, type SseBatch, type SseSource } from './read-sse.js';
export { responsesHistory } from './responses-history.js';
export { SSE_DONE, type SseMessage } from './sse-message.js';
export { toolResultText } from './tool-result-text.js';
export {
  type HistoryMessage,
  type HistoryToolCall,
  latestToolResults,
  type ToolHistoryEntry,
  toolCallsOfMessage,
  toolHistory,
  toolResultsOfMessage,
  type WireToolResult,
} from './tool-results.js';
export {
  type AnthropicTripErrorBody,
  anthropicTripErrorBody,
  anthropicTripErrorFrame,
  type OpenAIResponsesTripErrorEvent,
  type OpenAITripErrorBody,
  openAIResponsesTripErrorFrame,
  openAITripErrorBody,
  openAITripErrorFrame,
  TRIP_ERROR_TYPE,
  type TripError,
} from './trip-error-body.js';
export { WireStreamError } from './wire-stream-error.js';
export type {
  WireCountableMessage,
  WireRequestFacts,
  WireResponse,
  WireToolCall,
  WireUsage,
} from './wire-types.js';
export { splitText } from './wire-values.js';

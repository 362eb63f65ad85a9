import type { LlmRequest, LlmResponse } from '../../guard/call-ticket.js';
import type { HistoryToolResult } from '../../guard/guarded-call.js';
import { toolResultText } from '../../wire/index.js';

/** The fields of a LangChain message the guard reads (BaseMessage, AIMessage, ToolMessage, chunks). */
export interface MessageLike {
  readonly content?: unknown;
  readonly tool_call_id?: string;
  readonly status?: string;
  readonly tool_calls?: readonly { id?: string; name: string; args?: unknown }[];
  readonly usage_metadata?: {
    readonly input_tokens: number;
    readonly output_tokens: number;
    readonly input_token_details?: { readonly cache_read?: number; readonly cache_creation?: number };
  };
  readonly response_metadata?: { readonly model_name?: string; readonly model?: string };
  getType?(): string;
  _getType?(): string;
}

/** `human`, `ai`, `tool`, `system`, … */
export function messageType(message: MessageLike): string | undefined {
  return message.getType?.() ?? message._getType?.();
}

/** The guard's view of a chat-model request: the prompt as role/content pairs, tools and output cap. */
export function langchainRequest(
  messages: readonly MessageLike[],
  model: string | undefined,
  tools: unknown,
  maxTokens: unknown,
): LlmRequest {
  return {
    model,
    messages: messages.map((message) => ({
      role: messageType(message),
      content: message.content,
      tool_calls: message.tool_calls,
      tool_call_id: message.tool_call_id,
    })),
    tools,
    maxOutputTokens: typeof maxTokens === 'number' ? maxTokens : undefined,
  };
}

/** The `ToolMessage`s of a prompt: results of earlier tool calls, recorded once each. */
export function langchainToolResults(messages: readonly MessageLike[]): HistoryToolResult[] {
  return messages
    .filter((message) => messageType(message) === 'tool' && message.tool_call_id)
    .map((message) => ({
      toolCallId: message.tool_call_id,
      text: toolResultText(message.content),
      isError: message.status === 'error',
    }));
}

/** What the model answered, from its AIMessage (usage from `usage_metadata`, tool calls parsed). */
export function langchainResponse(message: MessageLike | undefined, text?: string): LlmResponse {
  const usage = message?.usage_metadata;
  return {
    model: message?.response_metadata?.model_name ?? message?.response_metadata?.model,
    usage: usage
      ? {
          promptTokens: usage.input_tokens,
          completionTokens: usage.output_tokens,
          cachedPromptTokens: usage.input_token_details?.cache_read ?? 0,
        }
      : undefined,
    text: typeof message?.content === 'string' ? message.content : (text ?? null),
    toolCalls: (message?.tool_calls ?? []).map((toolCall) => ({
      id: toolCall.id,
      name: toolCall.name,
      arguments: toolCall.args ?? {},
    })),
  };
}

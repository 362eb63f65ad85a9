import type { LlmRequest, LlmResponse } from '../../guard/call-ticket.js';
import type { HistoryMessage } from '../../wire/index.js';

/** The fields of a LangChain message the guard reads (BaseMessage, AIMessage, ToolMessage, chunks). */
export interface MessageLike {
  readonly content?: unknown;
  /** Who spoke: another agent or user, on a human or AI message. */
  readonly name?: string | undefined;
  /** A `ChatMessage`'s own role. */
  readonly role?: string;
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

/** LangChain's message types as the chat roles the conversation reader knows; others are their own role. */
const roles: Readonly<Record<string, string>> = { human: 'user', ai: 'assistant' };

/**
 * A LangChain prompt as the chat history the shared conversation reader takes: human and AI messages as
 * user and assistant turns (their `name` the speaker), `tool_calls` as the turn's calls, `ToolMessage`s as
 * results of the calls they answer. A `ToolMessage` is an error when its `status` says so; `success` is
 * LangChain's default for every tool that did not throw, so it leaves the result's text to tell, as replay
 * reads a result that carries no flag.
 */
export function langchainHistory(messages: readonly MessageLike[]): HistoryMessage[] {
  return messages.map((message) => {
    const type = messageType(message);
    return {
      role: type === 'generic' ? message.role : (roles[type ?? ''] ?? type),
      content: message.content,
      name: message.name,
      ...(message.tool_calls?.length
        ? {
            tool_calls: message.tool_calls.map((call) => ({
              id: call.id,
              type: 'function',
              function: { name: call.name, arguments: call.args ?? {} },
            })),
          }
        : {}),
      tool_call_id: message.tool_call_id,
      ...(message.status === 'error' ? { is_error: true } : {}),
    };
  });
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

import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Serialized } from '@langchain/core/load/serializable';
import type { BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { Guard } from '../../guard/guard.js';
import { beginGuardedCall, type GuardedCall } from '../../guard/guarded-call.js';
import { toolResultText } from '../../wire/index.js';

interface MessageLike {
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

function typeOf(message: MessageLike): string | undefined {
  return message.getType?.() ?? message._getType?.();
}

function modelOf(llm: Serialized, extraParams: Record<string, unknown> | undefined): string | undefined {
  const invocation = extraParams?.invocation_params as Record<string, unknown> | undefined;
  const kwargs = (llm as { kwargs?: Record<string, unknown> }).kwargs;
  const name = invocation?.model ?? invocation?.model_name ?? kwargs?.model ?? kwargs?.model_name;
  return typeof name === 'string' ? name : undefined;
}

/**
 * A LangChain callback handler that guards every chat-model call of a chain, agent or LangGraph graph.
 * It is constructed with `raiseError: true`, so a trip thrown in `handleChatModelStart` really stops the
 * run before the call is sent. Usage comes from `usage_metadata`; tool results from the `ToolMessage`s of
 * the next call.
 * @example await agent.invoke({ messages }, { callbacks: [new GuardCallbackHandler(guard)], recursionLimit: 50 });
 */
export class GuardCallbackHandler extends BaseCallbackHandler {
  override name = 'loopguard';
  private readonly calls = new Map<string, GuardedCall>();

  constructor(readonly guard: Guard) {
    super({ raiseError: true });
    this.awaitHandlers = true;
  }

  override handleChatModelStart(
    llm: Serialized,
    messages: BaseMessage[][],
    runId: string,
    _parentRunId?: string,
    extraParams?: Record<string, unknown>,
  ): void {
    const prompt = (messages[0] ?? []) as unknown as MessageLike[];
    const invocation = extraParams?.invocation_params as Record<string, unknown> | undefined;
    const maxTokens = invocation?.max_tokens ?? invocation?.max_completion_tokens;
    const call = beginGuardedCall(this.guard, {
      request: {
        model: modelOf(llm, extraParams),
        messages: prompt.map((message) => ({
          role: typeOf(message),
          content: message.content,
          tool_calls: message.tool_calls,
        })),
        tools: invocation?.tools,
        maxOutputTokens: typeof maxTokens === 'number' ? maxTokens : undefined,
      },
      toolResults: prompt
        .filter((message) => typeOf(message) === 'tool' && message.tool_call_id)
        .map((message) => ({
          toolCallId: message.tool_call_id,
          text: toolResultText(message.content),
          isError: message.status === 'error',
        })),
    });
    this.calls.set(runId, call);
  }

  /**
   * LangChain may end a stream quietly when its signal aborts (the guard's run signal at the deadline), so
   * the trip is raised from the next token: with `raiseError` it reaches the caller as the GuardError.
   */
  override handleLLMNewToken(
    _token: string,
    _index: { prompt: number; completion: number },
    runId: string,
  ): void {
    const failure = this.guard.error;
    const call = this.calls.get(runId);
    if (!call || !failure) return;
    this.calls.delete(runId);
    throw call.fail(failure);
  }

  override handleLLMEnd(output: LLMResult, runId: string): void {
    const call = this.calls.get(runId);
    if (!call) return;
    this.calls.delete(runId);
    // The run failed while this call ran (its deadline cut it): what came back is not an answer.
    const failure = this.guard.error;
    if (failure?.code === 'GUARD_TIME_LIMIT') throw call.fail(failure);
    const generation = output.generations[0]?.[0] as { message?: MessageLike; text?: string } | undefined;
    const message = generation?.message;
    const usage = message?.usage_metadata;
    const toolCalls = (message?.tool_calls ?? []).map((toolCall) => ({
      id: toolCall.id,
      name: toolCall.name,
      arguments: toolCall.args ?? {},
    }));
    call.settle({
      model: message?.response_metadata?.model_name ?? message?.response_metadata?.model,
      usage: usage
        ? {
            promptTokens: usage.input_tokens,
            completionTokens: usage.output_tokens,
            cachedPromptTokens: usage.input_token_details?.cache_read ?? 0,
          }
        : undefined,
      text: typeof message?.content === 'string' ? message.content : (generation?.text ?? null),
      toolCalls,
    });
  }

  override handleLLMError(error: Error, runId: string): void {
    const call = this.calls.get(runId);
    if (!call) return;
    this.calls.delete(runId);
    call.fail(error);
  }
}

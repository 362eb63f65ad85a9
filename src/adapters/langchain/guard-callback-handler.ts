import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Serialized } from '@langchain/core/load/serializable';
import type { BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { Guard } from '../../guard/guard.js';
import { GuardBinding, type GuardSource } from '../../guard/guard-scope.js';
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

/** Options of {@link GuardCallbackHandler}. */
export interface GuardCallbackHandlerOptions {
  /**
   * A chat-model call made outside any chain (a bare `model.invoke`) whose reply asks for no tool completes
   * the run. Calls inside a chain or graph never do: the run completes when the outermost chain ends.
   * @default true
   */
  readonly endRunOnAnswer?: boolean;
}

/**
 * A LangChain callback handler that guards every chat-model call of a chain, agent or LangGraph graph.
 * It is constructed with `raiseError: true`, so a trip thrown in `handleChatModelStart` really stops the
 * run before the call is sent. Usage comes from `usage_metadata`; tool results from the `ToolMessage`s of
 * the next call. The run completes when the outermost chain (the graph's `invoke`) ends, and fails when it
 * throws. `guard` is one run's guard, or a factory: each outermost `invoke` then begins a new run; a guard
 * set by `withGuard` comes first.
 * @example await agent.invoke({ messages }, { callbacks: [new GuardCallbackHandler(guard)], recursionLimit: 50 });
 */
export class GuardCallbackHandler extends BaseCallbackHandler {
  override name = 'loopguard';
  private readonly calls = new Map<string, GuardedCall>();
  /** The guard of each chain or model run in progress, so nested runs keep the guard their root began with. */
  private readonly runGuards = new Map<string, Guard>();
  private readonly binding: GuardBinding;
  private readonly endRunOnAnswer: boolean;

  constructor(guard: GuardSource, options: GuardCallbackHandlerOptions = {}) {
    super({ raiseError: true });
    this.awaitHandlers = true;
    this.binding = new GuardBinding(guard);
    this.endRunOnAnswer = options.endRunOnAnswer ?? true;
  }

  /** The guard of the run in progress (or of the next one, with a factory). */
  get guard(): Guard {
    return this.binding.guard();
  }

  private guardOf(parentRunId: string | undefined): Guard {
    return (parentRunId === undefined ? undefined : this.runGuards.get(parentRunId)) ?? this.binding.guard();
  }

  override handleChainStart(
    _chain: Serialized,
    _inputs: unknown,
    runId: string,
    _runType?: string,
    _tags?: string[],
    _metadata?: Record<string, unknown>,
    _runName?: string,
    parentRunId?: string,
  ): void {
    this.runGuards.set(runId, this.guardOf(parentRunId));
  }

  override handleChainEnd(_outputs: unknown, runId: string, parentRunId?: string): void {
    const guard = this.runGuards.get(runId);
    this.runGuards.delete(runId);
    if (guard && parentRunId === undefined) guard.complete('the outermost chain ended');
  }

  override handleChainError(error: unknown, runId: string, parentRunId?: string): void {
    const guard = this.runGuards.get(runId);
    this.runGuards.delete(runId);
    if (guard && parentRunId === undefined) guard.fail(error);
  }

  override handleChatModelStart(
    llm: Serialized,
    messages: BaseMessage[][],
    runId: string,
    parentRunId?: string,
    extraParams?: Record<string, unknown>,
  ): void {
    const guard = this.guardOf(parentRunId);
    const prompt = (messages[0] ?? []) as unknown as MessageLike[];
    const invocation = extraParams?.invocation_params as Record<string, unknown> | undefined;
    const maxTokens = invocation?.max_tokens ?? invocation?.max_completion_tokens;
    const call = beginGuardedCall(guard, {
      endRunOnAnswer: this.endRunOnAnswer && parentRunId === undefined,
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
    this.runGuards.set(runId, guard);
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
    const failure = this.runGuards.get(runId)?.error;
    const call = this.calls.get(runId);
    if (!call || !failure) return;
    this.calls.delete(runId);
    throw call.fail(failure);
  }

  override handleLLMEnd(output: LLMResult, runId: string): void {
    const call = this.calls.get(runId);
    const guard = this.runGuards.get(runId);
    this.runGuards.delete(runId);
    if (!call) return;
    this.calls.delete(runId);
    // The run failed while this call ran (its deadline cut it): what came back is not an answer.
    const failure = guard?.error;
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
    this.runGuards.delete(runId);
    const call = this.calls.get(runId);
    if (!call) return;
    this.calls.delete(runId);
    call.fail(error);
  }
}

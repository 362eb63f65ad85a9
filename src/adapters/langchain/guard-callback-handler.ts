import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { Serialized } from '@langchain/core/load/serializable';
import type { BaseMessage } from '@langchain/core/messages';
import type { LLMResult } from '@langchain/core/outputs';
import type { Guard } from '../../guard/guard.js';
import { GuardBinding, type GuardSource } from '../../guard/guard-scope.js';
import { beginGuardedCall, type GuardedCall } from '../../guard/guarded-call.js';
import { recordConversationTail } from '../../wire/index.js';
import { GUARDED_CHAT_MODEL } from './guard-chat-model.js';
import {
  langchainHistory,
  langchainRequest,
  langchainResponse,
  type MessageLike,
} from './langchain-messages.js';

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
    // A model wrapped by guardChatModel guards its own calls; this handler keeps only the run's lifecycle.
    if (GUARDED_CHAT_MODEL in llm) return;
    const prompt = (messages[0] ?? []) as unknown as MessageLike[];
    const invocation = extraParams?.invocation_params as Record<string, unknown> | undefined;
    const maxTokens = invocation?.max_tokens ?? invocation?.max_completion_tokens;
    recordConversationTail(guard, langchainHistory(prompt));
    const call = beginGuardedCall(guard, {
      endRunOnAnswer: this.endRunOnAnswer && parentRunId === undefined,
      request: langchainRequest(prompt, modelOf(llm, extraParams), invocation?.tools, maxTokens),
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
    call.settle(langchainResponse(generation?.message, generation?.text));
  }

  override handleLLMError(error: Error, runId: string): void {
    this.runGuards.delete(runId);
    const call = this.calls.get(runId);
    if (!call) return;
    this.calls.delete(runId);
    call.fail(error);
  }
}

import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatGenerationChunk } from '@langchain/core/outputs';
import { GuardBinding, type GuardSource } from '../../guard/guard-scope.js';
import { beginGuardedCall, type GuardedCall, type StreamAccumulator } from '../../guard/guarded-call.js';
import { recordConversationTail } from '../../wire/index.js';
import {
  langchainHistory,
  langchainRequest,
  langchainResponse,
  type MessageLike,
} from './langchain-messages.js';

/**
 * Marks the serialized form (`toJSON()`) of a guarded model, so a {@link GuardCallbackHandler} on the same
 * run leaves its calls to the model's own guard instead of counting them twice. A symbol: tracers that
 * print the serialized model never see it.
 */
export const GUARDED_CHAT_MODEL = Symbol.for('loopguard.guardedChatModel');

/** Options of {@link guardChatModel}. */
export interface GuardChatModelOptions {
  /**
   * A reply that asks for no tool completes the run (its `run_end` goes out); with a guard factory the next
   * call begins a new run. Off for agents that act in plain text.
   * @default true
   */
  readonly endRunOnAnswer?: boolean;
}

type CallOptions = BaseChatModel['ParsedCallOptions'] & {
  readonly tools?: unknown;
  readonly max_tokens?: unknown;
};

interface ModelFields {
  readonly model?: unknown;
  readonly modelName?: unknown;
  readonly maxTokens?: unknown;
  readonly maxCompletionTokens?: unknown;
  /** Where ChatOpenAI keeps what `bindTools`/`withConfig` bound. */
  readonly defaultOptions?: { readonly tools?: unknown };
}

/** Adds the streamed chunks up with LangChain's own `concat`, so tool calls and usage merge as LangChain merges them. */
const chunkAccumulator: StreamAccumulator<ChatGenerationChunk, { sum?: ChatGenerationChunk }> = {
  create: () => ({}),
  add(state, chunk) {
    state.sum = state.sum ? state.sum.concat(chunk) : chunk;
  },
  finish: (state) => langchainResponse(state.sum?.message as MessageLike | undefined, state.sum?.text),
  text: (chunk) => chunk.text,
};

/**
 * A guarded view of a LangChain chat model: every call (`invoke`, `stream`, `batch`, inside a chain, an
 * agent or a LangGraph graph, tools bound or not) is checked before it is sent, and counted from the
 * model's own `usage_metadata`. A trip rejects the call with the GuardError itself, quietly: unlike a
 * callback handler's throw, which LangChain's callback manager also prints as "Error in handler …", it is
 * thrown by the model call as any provider error would be. `guard` is one run's guard or a factory (each
 * run after the last one ended gets a new guard); a guard set by `withGuard` comes first. The model is not
 * changed: the view inherits from it.
 * @example const llm = guardChatModel(new ChatOpenAI({ model: 'gpt-4o-mini' }), () => createGuard(policy));
 */
export function guardChatModel<Model extends BaseChatModel>(
  model: Model,
  guard: GuardSource,
  options: GuardChatModelOptions = {},
): Model {
  return guardedView(model, new GuardBinding(guard), options.endRunOnAnswer ?? true);
}

function guardedView<Model extends BaseChatModel>(
  model: Model,
  binding: GuardBinding,
  endRunOnAnswer: boolean,
): Model {
  const view = Object.create(model) as Model;
  const begin = (messages: BaseMessage[], callOptions: CallOptions): GuardedCall => {
    const fields = view as unknown as ModelFields;
    const name = fields.model ?? fields.modelName;
    const prompt = messages as unknown as MessageLike[];
    const guard = binding.guard();
    // The prompt is read as replay reads a conversation: the tool results and other speakers' messages
    // since the model's last turn, or the task before its first.
    recordConversationTail(guard, langchainHistory(prompt));
    return beginGuardedCall(guard, {
      endRunOnAnswer,
      signal: callOptions.signal,
      request: langchainRequest(
        prompt,
        typeof name === 'string' ? name : undefined,
        callOptions.tools ?? fields.defaultOptions?.tools,
        callOptions.max_tokens ?? fields.maxTokens ?? fields.maxCompletionTokens,
      ),
    });
  };
  const overrides: Partial<BaseChatModel> = {
    async _generate(messages, callOptions, runManager) {
      const call = begin(messages, callOptions);
      try {
        const result = await model._generate.call(
          view,
          messages,
          { ...callOptions, signal: call.signal },
          runManager,
        );
        const generation = result.generations[0];
        call.settle(langchainResponse(generation?.message as MessageLike | undefined, generation?.text));
        return result;
      } catch (error) {
        throw call.fail(error);
      }
    },
    async *_streamResponseChunks(messages, callOptions, runManager) {
      const call = begin(messages, callOptions);
      const source = model._streamResponseChunks.call(
        view,
        messages,
        { ...callOptions, signal: call.signal },
        runManager,
      );
      yield* call.observe(source, chunkAccumulator);
    },
    // Some models (ChatOpenAI) answer `withConfig`, and so `bindTools` and `withStructuredOutput`, with a new
    // instance rather than a binding to this one: that instance is guarded too, by the same guard.
    withConfig(config) {
      const next = model.withConfig.call(view, config);
      return next instanceof BaseChatModel && next !== view
        ? guardedView(next as BaseChatModel, binding, endRunOnAnswer)
        : next;
    },
    toJSON() {
      const serialized = model.toJSON.call(view);
      Object.defineProperty(serialized, GUARDED_CHAT_MODEL, { value: true });
      return serialized;
    },
  };
  // A model's own event stream may not pass through `_streamResponseChunks`; the base one does, so every
  // streamed call takes the guarded path.
  if ('_streamChatModelEvents' in BaseChatModel.prototype) {
    Object.defineProperty(view, '_streamChatModelEvents', {
      value: (BaseChatModel.prototype as unknown as Record<string, unknown>)._streamChatModelEvents,
      writable: true,
      configurable: true,
    });
  }
  for (const [key, value] of Object.entries(overrides)) {
    Object.defineProperty(view, key, { value, writable: true, configurable: true });
  }
  return view;
}

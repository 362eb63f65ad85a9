import type OpenAI from 'openai';
import { GuardBinding, type GuardSource } from '../../guard/guard-scope.js';
import { WireStreamError } from '../../wire/index.js';
import { sdkTripError } from '../sdk-trip-error.js';
import { type GuardedCreateContext, guardedCreate, type OpenAICreateCodec } from './guarded-create.js';
import { openAIChatCodec, openAIResponsesCodec } from './openai-codecs.js';
import { openAIMethodPolicy, refusedOpenAIReason } from './openai-method-policy.js';
import { proxyResourceTree } from './proxy-resource-tree.js';
import { UnguardedMethodError } from './unguarded-method-error.js';

interface OpenAIErrorClasses {
  readonly OpenAIError: new (message: string) => Error;
  readonly APIError: new (
    status: number | undefined,
    error: object | undefined,
    message: string | undefined,
    headers: Headers | undefined,
  ) => Error;
}

const codecs: Readonly<Record<string, OpenAICreateCodec<never>>> = {
  'chat.completions.create': openAIChatCodec as OpenAICreateCodec<never>,
  'responses.create': openAIResponsesCodec as OpenAICreateCodec<never>,
  'beta.responses.create': openAIResponsesCodec as OpenAICreateCodec<never>,
};

/**
 * What the caller sees. The SDK's helpers rewrap any error that is not an OpenAIError into a plain one, so a
 * trip travels as the client's own OpenAIError class carrying the GuardError's brand, code, evidence and
 * advice (`isGuardError` is true; the GuardError is its `cause`). A Responses stream that ends in
 * `response.failed` is thrown as the APIError the SDK throws for a stream's `error` event.
 */
function sdkErrorFor(errors: OpenAIErrorClasses) {
  return (error: unknown): unknown => {
    if (error instanceof WireStreamError)
      return new errors.APIError(
        undefined,
        { ...(error.body as object), type: error.type },
        error.message,
        undefined,
      );
    return sdkTripError(errors.OpenAIError, error);
  };
}

/** Options of {@link guardOpenAI}. */
export interface GuardOpenAIOptions {
  /**
   * A reply that asks for no tool is the model's final answer: it completes the run (`run_end`), and with a
   * guard factory the next call begins a new run. Turn off for agents that act in plain text or go on after
   * an answer.
   * @default true
   */
  readonly endRunOnAnswer?: boolean;
}

/**
 * Wraps an OpenAI client so every model call goes through the guard: `chat.completions.create` and
 * `responses.create` (plain and `stream: true`), and through them the SDK's helpers
 * (`chat.completions.stream()`, `.runTools()`, `.parse()`, `responses.stream()`, `responses.parse()`). Each
 * call is checked before it is sent (a trip is thrown before the SDK sends anything, so its retry logic never
 * sees it), cut by the guard's deadline, its usage and tool calls recorded, and the tool results of the next
 * request (`tool` messages, `function_call_output` items) read; a streamed reply that loops is cut with
 * GUARD_LOOP_DETECTED. Return types are the SDK's own (`.withResponse()` works); chat streams get
 * `stream_options.include_usage`. A trip thrown anywhere, helpers included, is an OpenAIError for which
 * `isGuardError` is true. Paid methods the guard cannot count (embeddings, images, audio, batches,
 * fine-tuning, Assistants runs, realtime sessions, legacy completions, …) throw an
 * {@link UnguardedMethodError} instead of running uncounted; methods that run no model (`models.list`,
 * `files.*`, …) pass. `withOptions()` returns a client guarded the same way. A reply without tool calls
 * completes the run. `guard` is one run's guard, or a factory for a client that serves many runs (a new run
 * begins once the last has ended); a guard set by `withGuard` comes first.
 * @example const client = guardOpenAI(new OpenAI(), () => createGuard({ maxRounds: 10 }));
 */
export function guardOpenAI<Client extends OpenAI>(
  client: Client,
  guard: GuardSource,
  options: GuardOpenAIOptions = {},
): Client {
  return guardClient(client, new GuardBinding(guard), options);
}

function guardClient<Client extends OpenAI>(
  client: Client,
  binding: GuardBinding,
  options: GuardOpenAIOptions,
): Client {
  const context: GuardedCreateContext = {
    currentGuard: () => binding.guard(),
    endRunOnAnswer: options.endRunOnAnswer ?? true,
    sdkError: sdkErrorFor(client.constructor as unknown as OpenAIErrorClasses),
  };
  const replace = (path: string, method: (...args: never[]) => unknown, owner: object): unknown => {
    const policy = openAIMethodPolicy(path);
    if (policy === 'free') return undefined;
    if (policy === 'refused')
      return () => {
        throw new UnguardedMethodError(path, refusedOpenAIReason(path));
      };
    const codec = codecs[path];
    return codec ? guardedCreate(codec, method.bind(owner) as never, context) : undefined;
  };
  // A client made from this one must not escape the guard.
  const guardOptions = options;
  const withOptions = (options: Parameters<OpenAI['withOptions']>[0]) =>
    guardClient(client.withOptions(options) as Client, binding, guardOptions);
  return proxyResourceTree(client, replace, { withOptions }, new Set(['webhooks']));
}

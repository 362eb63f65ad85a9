/**
 * The parts of the AI SDK's language-model specification that the middleware reads, written out
 * structurally: `v3` (ai 6, @ai-sdk/provider 3) and `v4` (ai 7, @ai-sdk/provider 4) agree on every one of
 * them, so one middleware type fits both majors' `wrapLanguageModel` and loopguard's declarations import
 * nothing from whichever @ai-sdk/provider the user has installed.
 */

/** Token usage of one model call. */
export interface LanguageModelUsage {
  readonly inputTokens: {
    readonly total: number | undefined;
    readonly noCache: number | undefined;
    readonly cacheRead: number | undefined;
    readonly cacheWrite: number | undefined;
  };
  readonly outputTokens: {
    readonly total: number | undefined;
    readonly text: number | undefined;
    readonly reasoning: number | undefined;
  };
}

/** One part of a prompt message: text, a file, a tool call, a tool result, … */
export interface LanguageModelPromptPart {
  readonly type: string;
  readonly text?: string;
  readonly toolCallId?: string;
  readonly toolName?: string;
  /** A `tool-call` part's arguments. */
  readonly input?: unknown;
  readonly output?: { readonly type: string; readonly value?: unknown };
}

/** The options of one model call, as the middleware sees them. */
export interface LanguageModelCallOptions {
  readonly prompt: readonly {
    readonly role: string;
    readonly content: string | readonly LanguageModelPromptPart[];
  }[];
  readonly tools?: readonly unknown[] | undefined;
  readonly maxOutputTokens?: number | undefined;
  readonly abortSignal?: AbortSignal | undefined;
}

/** One part of a model's reply (generate) or stream. */
export interface LanguageModelPart {
  readonly type: string;
  readonly text?: string;
  readonly delta?: string;
  readonly toolCallId?: string;
  readonly toolName?: string;
  readonly input?: string;
  readonly usage?: LanguageModelUsage;
  readonly modelId?: string | undefined;
  readonly error?: unknown;
}

/** What `doGenerate` answers. */
export interface LanguageModelGenerateResult {
  readonly content: readonly LanguageModelPart[];
  readonly usage: LanguageModelUsage;
  readonly response?: { readonly modelId?: string | undefined } | undefined;
}

/** What `doStream` answers. */
export interface LanguageModelStreamResult {
  readonly stream: ReadableStream<unknown>;
}

/** The model a middleware wraps, for a call whose options are `Params`. */
export interface WrappedLanguageModel<Params, Generated, Streamed> {
  readonly modelId: string;
  doGenerate(options: Params): PromiseLike<Generated>;
  doStream(options: Params): PromiseLike<Streamed>;
}

/**
 * A language-model middleware for `wrapLanguageModel` of ai 6 (specification `v3`) and ai 7 (`v4`): the
 * call's options, results and stream parts are the installed SDK's own, passed through.
 */
export interface GuardLanguageModelMiddleware {
  readonly specificationVersion: 'v3';
  wrapGenerate<
    Params extends LanguageModelCallOptions,
    Generated extends LanguageModelGenerateResult,
    Streamed extends LanguageModelStreamResult,
  >(options: {
    params: Params;
    model: WrappedLanguageModel<Params, Generated, Streamed>;
  }): PromiseLike<Generated>;
  wrapStream<
    Params extends LanguageModelCallOptions,
    Generated extends LanguageModelGenerateResult,
    Streamed extends LanguageModelStreamResult,
  >(options: {
    params: Params;
    model: WrappedLanguageModel<Params, Generated, Streamed>;
  }): PromiseLike<Streamed>;
}

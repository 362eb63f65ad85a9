/** A tool call in OpenAI chat-completions shape. */
export interface ChatToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

/** A chat message in OpenAI chat-completions shape. */
export interface ChatMessage {
  readonly role: 'system' | 'user' | 'assistant' | 'tool';
  readonly content: string | null;
  readonly tool_calls?: readonly ChatToolCall[] | undefined;
  readonly tool_call_id?: string | undefined;
  readonly name?: string | undefined;
}

/** A tool as the model is told about it. */
export interface ChatToolSpec {
  readonly type: 'function';
  readonly function: { readonly name: string; readonly description: string; readonly parameters: unknown };
}

/** One request to the model function of {@link runAgent}. */
export interface ModelRequest {
  readonly messages: readonly ChatMessage[];
  readonly tools: readonly ChatToolSpec[];
  /** Pass it to your HTTP client: it aborts at the call timeout or the run deadline. */
  readonly signal: AbortSignal;
  readonly round: number;
  readonly maxOutputTokens: number | undefined;
  /**
   * For a streaming model: call it with each piece of the reply's text as it arrives. Once the reply loops
   * (one block again and again), it throws the GuardError GUARD_LOOP_DETECTED and `signal` aborts with it,
   * so the stream stops early; what was streamed is recorded. `runAgent` always passes it.
   */
  readonly onText?: ((delta: string) => void) | undefined;
}

/** The model's answer: the assistant message plus usage (OpenAI, Anthropic or loopguard shape). */
export interface ModelReply {
  readonly message: {
    readonly content: string | null;
    readonly tool_calls?: readonly ChatToolCall[] | undefined;
  };
  readonly usage?: unknown;
  readonly model?: string | undefined;
}

/** Any chat-completions-style model: a function from request to reply. */
export type ModelFunction = (request: ModelRequest) => Promise<ModelReply>;

/**
 * Token usage read from a provider response. `promptTokens` counts every input token, cached or not
 * (OpenAI's `prompt_tokens` already do; Anthropic's `input_tokens` exclude cache reads and writes, which are
 * added), so a price book can bill the uncached part as `promptTokens - cachedPromptTokens - cacheWritePromptTokens`.
 */
export interface WireUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  /** Input tokens read from the provider's prompt cache. */
  readonly cachedPromptTokens: number;
  /** Input tokens written to the prompt cache (Anthropic `cache_creation_input_tokens`; 0 for OpenAI). */
  readonly cacheWritePromptTokens: number;
}

/** A tool call the model made, as the guard records it. */
export interface WireToolCall {
  readonly id: string;
  readonly name: string;
  /** The arguments as JSON text: OpenAI's string as sent, Anthropic's `input` object serialised. */
  readonly arguments: string;
}

/** The guard-relevant facts of one model answer, the same for every wire format and for plain and streamed calls. */
export interface WireResponse {
  /** The model that answered (the dated name providers report), `undefined` when the answer names none. */
  readonly model: string | undefined;
  /** Text of the answer, `null` when it has none. */
  readonly text: string | null;
  readonly toolCalls: readonly WireToolCall[];
  /** `undefined` when the provider reported no usage (an OpenAI stream without `include_usage`). */
  readonly usage: WireUsage | undefined;
  /** The provider's own word: OpenAI `finish_reason`, Anthropic `stop_reason`. */
  readonly finishReason: string | null;
  /** The provider's id of the answer (Responses: what a later request names as `previous_response_id`). */
  readonly id?: string | undefined;
}

/** A message as far as the guard's token counter reads it (OpenAI or Anthropic shape). */
export interface WireCountableMessage {
  readonly role?: string | undefined;
  readonly content?: unknown;
  readonly tool_calls?: unknown;
  readonly name?: string | undefined;
  /** The call a tool result answers (OpenAI chat `tool` messages, Responses `function_call_output` items). */
  readonly tool_call_id?: string | undefined;
}

/** What the guard needs from a request before it is sent. */
export interface WireRequestFacts {
  readonly model: string | undefined;
  /** The prompt in order, system prompt first; the request's own objects, not copies. */
  readonly messages: readonly WireCountableMessage[];
  /** Tool definitions as sent (they count as prompt tokens). */
  readonly tools: readonly unknown[] | undefined;
  /** The request's output cap, which the money gate reserves. */
  readonly maxOutputTokens: number | undefined;
  readonly stream: boolean;
  /** Whether the answer will report usage: always for a plain call and an Anthropic stream, for an OpenAI stream only with `stream_options.include_usage`. */
  readonly includeUsage: boolean;
  /** Responses: the stored answer the request continues (its conversation is billed, not sent). */
  readonly previousResponseId?: string | undefined;
}

/** A content part of an OpenAI chat message (text, image, audio, file, refusal). */
export interface OpenAIChatContentPart {
  readonly type: string;
  readonly text?: string;
  readonly image_url?: { readonly url: string; readonly detail?: string };
  readonly input_audio?: { readonly data: string; readonly format: string };
  readonly file?: { readonly file_id?: string; readonly file_data?: string; readonly filename?: string };
  readonly refusal?: string;
}

/** A tool call in an assistant message or a completion. */
export interface OpenAIChatToolCall {
  readonly id: string;
  readonly type?: string;
  readonly function: { readonly name: string; readonly arguments: string };
}

/** One message of a chat-completions request. */
export interface OpenAIChatMessage {
  readonly role: 'system' | 'developer' | 'user' | 'assistant' | 'tool' | 'function';
  readonly content?: string | readonly OpenAIChatContentPart[] | null;
  readonly name?: string;
  readonly tool_calls?: readonly OpenAIChatToolCall[];
  readonly tool_call_id?: string;
  /** Legacy single function call of an assistant message. */
  readonly function_call?: { readonly name: string; readonly arguments: string } | null;
  readonly refusal?: string | null;
}

/** A tool the model may call. */
export interface OpenAIChatTool {
  readonly type: string;
  readonly function?: {
    readonly name: string;
    readonly description?: string;
    readonly parameters?: unknown;
    readonly strict?: boolean | null;
  };
}

/** A `POST /v1/chat/completions` body. Other fields pass through untouched. */
export interface OpenAIChatRequest {
  readonly model?: string;
  readonly messages?: readonly OpenAIChatMessage[];
  readonly tools?: readonly OpenAIChatTool[];
  /** Deprecated by OpenAI in favour of `max_completion_tokens`, still sent by many clients. */
  readonly max_tokens?: number | null;
  readonly max_completion_tokens?: number | null;
  readonly stream?: boolean | null;
  readonly stream_options?: { readonly include_usage?: boolean } | null;
  readonly [field: string]: unknown;
}

/** Usage of a completion; `prompt_tokens` include `prompt_tokens_details.cached_tokens`. */
export interface OpenAIChatUsage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
  readonly total_tokens?: number;
  readonly prompt_tokens_details?: { readonly cached_tokens?: number; readonly audio_tokens?: number } | null;
  readonly completion_tokens_details?: Readonly<Record<string, number>> | null;
}

/** A `chat.completion` response. */
export interface OpenAIChatCompletion {
  readonly id: string;
  readonly object: 'chat.completion';
  readonly created: number;
  readonly model: string;
  readonly choices: readonly {
    readonly index: number;
    readonly message: {
      readonly role: 'assistant';
      readonly content: string | null;
      readonly refusal?: string | null;
      readonly tool_calls?: readonly OpenAIChatToolCall[];
      readonly function_call?: { readonly name: string; readonly arguments: string } | null;
    };
    readonly logprobs?: unknown;
    readonly finish_reason: string | null;
  }[];
  readonly usage?: OpenAIChatUsage | null;
  readonly system_fingerprint?: string | null;
}

/** A tool call fragment in a stream chunk: `id` and `name` come once, `arguments` in pieces, keyed by `index`. */
export interface OpenAIChatToolCallDelta {
  readonly index: number;
  readonly id?: string;
  readonly type?: string;
  readonly function?: { readonly name?: string; readonly arguments?: string };
}

/** A `chat.completion.chunk` of a stream. The last one has no choices and the usage, when asked for. */
export interface OpenAIChatChunk {
  readonly id: string;
  readonly object: 'chat.completion.chunk';
  readonly created: number;
  readonly model: string;
  readonly choices: readonly {
    readonly index: number;
    readonly delta: {
      readonly role?: string;
      readonly content?: string | null;
      readonly refusal?: string | null;
      readonly tool_calls?: readonly OpenAIChatToolCallDelta[];
    };
    readonly logprobs?: unknown;
    readonly finish_reason: string | null;
  }[];
  readonly usage?: OpenAIChatUsage | null;
}

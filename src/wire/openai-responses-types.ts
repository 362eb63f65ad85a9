/** A content part of a Responses API message: `input_text`, `output_text`, `input_image`, `input_file`, `refusal`, … */
export interface OpenAIResponsesContentPart {
  readonly type: string;
  readonly text?: string;
  readonly refusal?: string;
  readonly image_url?: string | null;
  readonly file_id?: string | null;
  readonly file_data?: string;
  readonly filename?: string;
  readonly [field: string]: unknown;
}

/**
 * An item of a Responses request's `input` or a response's `output`: a `message` (the `type` may be left out
 * in input), a `function_call` the model made, the `function_call_output` answering it, `reasoning`, or a
 * hosted tool's item. Fields not listed pass through untouched.
 */
export interface OpenAIResponsesItem {
  readonly type?: string;
  readonly id?: string;
  readonly status?: string;
  /** `message`: who speaks. */
  readonly role?: string;
  /** `message`: text or content parts. */
  readonly content?: string | readonly OpenAIResponsesContentPart[];
  /** `function_call` and `function_call_output`: the id that links a call to its output. */
  readonly call_id?: string;
  /** `function_call`: the tool's name. */
  readonly name?: string;
  /** `function_call`: the arguments as JSON text. */
  readonly arguments?: string;
  /** `function_call_output`: the tool's result, text or content parts. */
  readonly output?: string | readonly OpenAIResponsesContentPart[];
  readonly [field: string]: unknown;
}

/** A tool the model may call: `function` (name and parameters at the top level, unlike chat) or a hosted tool. */
export interface OpenAIResponsesTool {
  readonly type: string;
  readonly name?: string;
  readonly description?: string | null;
  readonly parameters?: unknown;
  readonly strict?: boolean | null;
  readonly [field: string]: unknown;
}

/** A `POST /v1/responses` body. Other fields pass through untouched. */
export interface OpenAIResponsesRequest {
  readonly model?: string;
  /** One user message as text, or the conversation as items. */
  readonly input?: string | readonly OpenAIResponsesItem[];
  /** The system prompt. */
  readonly instructions?: string | null;
  readonly tools?: readonly OpenAIResponsesTool[];
  readonly max_output_tokens?: number | null;
  readonly stream?: boolean | null;
  /** Continues a stored response: the earlier turns are on OpenAI's side, not in `input`. */
  readonly previous_response_id?: string | null;
  readonly [field: string]: unknown;
}

/** Usage of a response; `input_tokens` include `input_tokens_details.cached_tokens`. */
export interface OpenAIResponsesUsage {
  readonly input_tokens: number;
  readonly output_tokens: number;
  readonly total_tokens?: number;
  readonly input_tokens_details?: {
    readonly cached_tokens?: number;
    readonly cache_write_tokens?: number;
  } | null;
  readonly output_tokens_details?: { readonly reasoning_tokens?: number } | null;
}

/** A `response` object: the answer of a plain call, and the payload of a stream's lifecycle events. */
export interface OpenAIResponse {
  readonly id: string;
  readonly object: 'response';
  readonly created_at: number;
  /** `completed`, `incomplete`, `failed`, `in_progress`, … */
  readonly status?: string;
  readonly model: string;
  readonly output: readonly OpenAIResponsesItem[];
  readonly usage?: OpenAIResponsesUsage | null;
  readonly error?: { readonly code?: string | null; readonly message?: string } | null;
  readonly incomplete_details?: { readonly reason?: string } | null;
  readonly [field: string]: unknown;
}

/**
 * One event of a Responses stream. `type` names it (`response.created`, `response.output_text.delta`,
 * `response.function_call_arguments.delta`, `response.output_item.added`, `response.completed`,
 * `response.failed`, `error`, …); the other fields depend on it.
 */
export interface OpenAIResponsesStreamEvent {
  readonly type: string;
  readonly sequence_number?: number;
  /** Lifecycle events: the response so far (`response.completed`: the whole answer with usage). */
  readonly response?: OpenAIResponse;
  /** `response.output_item.added` / `.done`: the item. */
  readonly item?: OpenAIResponsesItem;
  readonly output_index?: number;
  readonly content_index?: number;
  readonly item_id?: string;
  /** Text and argument deltas. */
  readonly delta?: string;
  /** `response.function_call_arguments.done`: the whole arguments. */
  readonly arguments?: string;
  /** `response.output_text.done`: the whole text. */
  readonly text?: string;
  /** `error`: as recorded streams send it, nested; OpenAI's reference shows `code` and `message` at the top. */
  readonly error?: {
    readonly type?: string;
    readonly code?: string | null;
    readonly message?: string;
  } | null;
  readonly code?: string | null;
  readonly message?: string;
  readonly [field: string]: unknown;
}

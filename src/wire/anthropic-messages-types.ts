/** Where an image or document block's bytes are. */
export interface AnthropicSource {
  readonly type: 'base64' | 'url' | 'file' | 'text' | 'content' | (string & {});
  readonly media_type?: string;
  readonly data?: string;
  readonly url?: string;
  readonly file_id?: string;
  readonly content?: unknown;
}

/** Text block. */
export interface AnthropicTextBlock {
  readonly type: 'text';
  readonly text: string;
  readonly cache_control?: unknown;
}

/** Image block (in user content or inside a tool result). */
export interface AnthropicImageBlock {
  readonly type: 'image';
  readonly source: AnthropicSource;
}

/** A tool call the model made. */
export interface AnthropicToolUseBlock {
  readonly type: 'tool_use';
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

/** A tool's answer, sent back in a user message. */
export interface AnthropicToolResultBlock {
  readonly type: 'tool_result';
  readonly tool_use_id: string;
  readonly content?:
    | string
    | readonly (AnthropicTextBlock | AnthropicImageBlock | { readonly type: string })[];
  readonly is_error?: boolean;
}

/** Any content block; kinds this layer does not read (thinking, server tools, documents) pass through. */
export type AnthropicContentBlock =
  | AnthropicTextBlock
  | AnthropicImageBlock
  | AnthropicToolUseBlock
  | AnthropicToolResultBlock
  | { readonly type: string; readonly [field: string]: unknown };

/** One message of a messages request. */
export interface AnthropicMessage {
  readonly role: 'user' | 'assistant';
  readonly content: string | readonly AnthropicContentBlock[];
}

/** A tool the model may call. */
export interface AnthropicTool {
  readonly name: string;
  readonly type?: string;
  readonly description?: string;
  readonly input_schema?: unknown;
}

/** A `POST /v1/messages` body. Other fields pass through untouched. */
export interface AnthropicMessagesRequest {
  readonly model?: string;
  readonly system?: string | readonly AnthropicTextBlock[];
  readonly messages?: readonly AnthropicMessage[];
  readonly tools?: readonly AnthropicTool[];
  readonly max_tokens?: number;
  readonly stream?: boolean;
  readonly [field: string]: unknown;
}

/** Usage of a message; `input_tokens` exclude cache reads and cache writes. */
export interface AnthropicUsage {
  readonly input_tokens?: number | null;
  readonly output_tokens?: number | null;
  readonly cache_read_input_tokens?: number | null;
  readonly cache_creation_input_tokens?: number | null;
  readonly [field: string]: unknown;
}

/** A `message` response. */
export interface AnthropicMessageResponse {
  readonly id: string;
  readonly type: 'message';
  readonly role: 'assistant';
  readonly model: string;
  readonly content: readonly AnthropicContentBlock[];
  readonly stop_reason: string | null;
  readonly stop_sequence?: string | null;
  readonly usage: AnthropicUsage;
}

/** The error object of an error body or an `error` stream event. */
export interface AnthropicError {
  readonly type: string;
  readonly message: string;
}

/** One event of a streamed message. */
export type AnthropicStreamEvent =
  | { readonly type: 'message_start'; readonly message: AnthropicMessageResponse }
  | {
      readonly type: 'content_block_start';
      readonly index: number;
      readonly content_block: AnthropicContentBlock;
    }
  | {
      readonly type: 'content_block_delta';
      readonly index: number;
      readonly delta:
        | { readonly type: 'text_delta'; readonly text: string }
        | { readonly type: 'input_json_delta'; readonly partial_json: string }
        | { readonly type: string; readonly [field: string]: unknown };
    }
  | { readonly type: 'content_block_stop'; readonly index: number }
  | {
      readonly type: 'message_delta';
      readonly delta: { readonly stop_reason?: string | null; readonly stop_sequence?: string | null };
      readonly usage?: AnthropicUsage;
    }
  | { readonly type: 'message_stop' }
  | { readonly type: 'ping' }
  | { readonly type: 'error'; readonly error: AnthropicError };

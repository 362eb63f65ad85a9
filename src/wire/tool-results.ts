import { toolResultText } from './tool-result-text.js';
import { isRecord, stringOf } from './wire-values.js';

/** A message of a chat history in OpenAI or Anthropic shape, as far as tool calls and results go. */
export interface HistoryMessage {
  readonly role?: string | undefined;
  readonly content?: unknown;
  readonly name?: string | undefined;
  readonly tool_calls?: readonly unknown[] | undefined;
  readonly tool_call_id?: string | undefined;
  /** Not part of the OpenAI API; recorded transcripts carry it on `tool` messages. */
  readonly is_error?: boolean | undefined;
}

/** A tool call found in a history message. */
export interface HistoryToolCall {
  /** `undefined` for a legacy OpenAI `function_call`, which has no id. */
  readonly id: string | undefined;
  readonly name: string;
  /** As the message holds them: a JSON string (OpenAI) or an object (Anthropic `input`). */
  readonly arguments: unknown;
}

/** A tool result found in a history message. */
export interface WireToolResult {
  /** OpenAI `tool_call_id` or Anthropic `tool_use_id`; `undefined` for a legacy `function` message. */
  readonly toolCallId: string | undefined;
  /** The tool's name when the call it answers is in the history (or the message names it). */
  readonly name: string | undefined;
  /** The result as {@link toolResultText} reads it. */
  readonly text: string;
  /** Anthropic `is_error` (or a transcript's); `undefined` when the format does not say. */
  readonly isError: boolean | undefined;
}

/** One step of a history's tool traffic, in message order. */
export type ToolHistoryEntry =
  | { readonly type: 'call'; readonly messageIndex: number; readonly call: HistoryToolCall }
  | { readonly type: 'result'; readonly messageIndex: number; readonly result: WireToolResult };

/** Tool calls of one assistant message: OpenAI `tool_calls`, a legacy `function_call`, or Anthropic `tool_use` blocks. */
export function toolCallsOfMessage(message: HistoryMessage): HistoryToolCall[] {
  const calls: HistoryToolCall[] = [];
  for (const call of message.tool_calls ?? []) {
    if (!isRecord(call) || !isRecord(call.function)) continue;
    const name = stringOf(call.function.name);
    if (name !== undefined) calls.push({ id: stringOf(call.id), name, arguments: call.function.arguments });
  }
  const legacy = (message as { readonly function_call?: unknown }).function_call;
  if (isRecord(legacy) && typeof legacy.name === 'string')
    calls.push({ id: undefined, name: legacy.name, arguments: legacy.arguments });
  if (Array.isArray(message.content)) {
    for (const block of message.content) {
      if (isRecord(block) && block.type === 'tool_use' && typeof block.name === 'string')
        calls.push({ id: stringOf(block.id), name: block.name, arguments: block.input });
    }
  }
  return calls;
}

/**
 * Tool results held by one message: a `tool` message (OpenAI), a legacy `function` message, or the
 * `tool_result` blocks of a user message (Anthropic). `names` maps call ids to tool names.
 */
export function toolResultsOfMessage(
  message: HistoryMessage,
  names: ReadonlyMap<string, string> = new Map(),
): WireToolResult[] {
  if (message.role === 'tool') {
    const id = message.tool_call_id;
    return [
      {
        toolCallId: id,
        name: (id === undefined ? undefined : names.get(id)) ?? message.name,
        text: toolResultText(message.content),
        isError: message.is_error,
      },
    ];
  }
  if (message.role === 'function')
    return [
      {
        toolCallId: undefined,
        name: message.name,
        text: toolResultText(message.content),
        isError: undefined,
      },
    ];
  if (message.role !== 'user' || !Array.isArray(message.content)) return [];
  const results: WireToolResult[] = [];
  for (const block of message.content) {
    if (!isRecord(block) || block.type !== 'tool_result') continue;
    const id = stringOf(block.tool_use_id);
    results.push({
      toolCallId: id,
      name: id === undefined ? undefined : names.get(id),
      text: toolResultText(block.content),
      isError: typeof block.is_error === 'boolean' ? block.is_error : undefined,
    });
  }
  return results;
}

function namesOf(calls: readonly HistoryToolCall[], names: Map<string, string>): void {
  for (const call of calls) if (call.id !== undefined) names.set(call.id, call.name);
}

/**
 * The tool results that follow the last assistant turn: what the agent learned since the model's last call,
 * which is what a guard records before the next one. Empty when the history has no assistant turn.
 * Reads only the tail of the history, so its cost does not grow with the run.
 */
export function latestToolResults(messages: readonly HistoryMessage[]): WireToolResult[] {
  let last = messages.length - 1;
  while (last >= 0 && messages[last]?.role !== 'assistant') last--;
  if (last < 0) return [];
  const names = new Map<string, string>();
  namesOf(toolCallsOfMessage(messages[last] as HistoryMessage), names);
  const results: WireToolResult[] = [];
  for (let index = last + 1; index < messages.length; index++)
    results.push(...toolResultsOfMessage(messages[index] as HistoryMessage, names));
  return results;
}

/** Every tool call and result of a history in order, results named after the calls they answer (replay's input). */
export function toolHistory(messages: readonly HistoryMessage[]): ToolHistoryEntry[] {
  const names = new Map<string, string>();
  const entries: ToolHistoryEntry[] = [];
  messages.forEach((message, messageIndex) => {
    if (message.role === 'assistant') {
      const calls = toolCallsOfMessage(message);
      namesOf(calls, names);
      for (const call of calls) entries.push({ type: 'call', messageIndex, call });
      return;
    }
    for (const result of toolResultsOfMessage(message, names))
      entries.push({ type: 'result', messageIndex, result });
  });
  return entries;
}

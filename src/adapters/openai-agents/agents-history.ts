import { type HistoryMessage, responsesHistory } from '../../wire/index.js';

/** The fields of an Agents SDK input item the history reads (messages, function calls and their results). */
export interface AgentsInputItem {
  readonly type?: string;
  readonly role?: string;
  readonly content?: unknown;
  readonly callId?: string;
  readonly name?: string;
  readonly arguments?: string;
  readonly output?: unknown;
}

/**
 * A function result's output as the tool gave it: the SDK wraps a tool's text in `{ type: 'text', text }`,
 * which is read as that text, as replay reads a result; content parts and other outputs stay as they are.
 */
function outputContent(output: unknown): unknown {
  if (typeof output === 'object' && output !== null && !Array.isArray(output)) {
    const { type, text } = output as { type?: unknown; text?: unknown };
    if (type === 'text' && typeof text === 'string') return text;
  }
  return output;
}

/**
 * What the SDK's default tool error function writes for a tool that threw: up to 0.14 this text, then
 * ` Error: ` and the error; from 0.20 this text alone (the error is not shown to the model).
 */
const TOOL_ERROR = 'An error occurred while running the tool. Please try again.';
const DETAILS = ' Error: ';

/** A result the SDK wrote for a tool that threw: an error, read as the error's own words where it gives them. */
function failedResult(message: HistoryMessage): HistoryMessage {
  if (
    message.role !== 'tool' ||
    typeof message.content !== 'string' ||
    !message.content.startsWith(TOOL_ERROR)
  )
    return message;
  const rest = message.content.slice(TOOL_ERROR.length);
  if (rest === '') return { ...message, is_error: true };
  if (!rest.startsWith(DETAILS)) return message;
  return { ...message, content: rest.slice(DETAILS.length), is_error: true };
}

/**
 * An Agents SDK model input's items as the chat history the shared conversation reader takes: they are the
 * Responses API's items in camelCase (`function_call`, `function_call_result` with `callId`), so they are
 * read as a Responses `input` is ({@link responsesHistory}). The SDK's results carry no error flag: a tool
 * that threw is known by the text the SDK's default error function writes for it.
 */
export function agentsHistory(items: readonly AgentsInputItem[]): HistoryMessage[] {
  return responsesHistory(
    items.map((item) => {
      if (item.type === 'function_call')
        return { type: 'function_call', call_id: item.callId, name: item.name, arguments: item.arguments };
      if (item.type === 'function_call_result')
        return { type: 'function_call_output', call_id: item.callId, output: outputContent(item.output) };
      return item;
    }),
  ).map(failedResult);
}

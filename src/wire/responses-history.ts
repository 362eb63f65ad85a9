import type { OpenAIResponsesItem } from './openai-responses-types.js';
import type { HistoryMessage } from './tool-results.js';
import { isRecord } from './wire-values.js';

/**
 * A Responses API `input` as a chat history, for the history replay: consecutive `function_call` items
 * become one assistant turn with `tool_calls`, `function_call_output` items become `tool` messages, and
 * message items keep their role and content (a string `input` is one user message). Other items (reasoning, hosted tools) carry nothing the
 * detectors read.
 */
export function responsesHistory(input: unknown): HistoryMessage[] {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  if (!Array.isArray(input)) return [];
  const messages: HistoryMessage[] = [];
  let turn: { role: 'assistant'; tool_calls: unknown[] } | undefined;
  for (const item of input as readonly OpenAIResponsesItem[]) {
    if (!isRecord(item)) continue;
    if (item.type === 'function_call') {
      if (!turn) {
        turn = { role: 'assistant', tool_calls: [] };
        messages.push(turn);
      }
      turn.tool_calls.push({ id: item.call_id, function: { name: item.name, arguments: item.arguments } });
      continue;
    }
    turn = undefined;
    if (item.type === 'function_call_output')
      messages.push({ role: 'tool', tool_call_id: item.call_id, content: item.output });
    else if ((item.type === undefined || item.type === 'message') && typeof item.role === 'string')
      messages.push({ role: item.role, content: item.content });
  }
  return messages;
}

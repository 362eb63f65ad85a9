import type { OpenAIResponsesItem } from './openai-responses-types.js';
import { toolResultText } from './tool-result-text.js';
import type { WireToolResult } from './tool-results.js';
import { isRecord, stringOf } from './wire-values.js';

/** Items the model produced: they end the tail of tool outputs a request carries. */
function isModelItem(item: OpenAIResponsesItem): boolean {
  if (item.type === 'function_call' || item.type === 'reasoning') return true;
  return (item.type === undefined || item.type === 'message') && item.role === 'assistant';
}

/**
 * The `function_call_output` items that follow the model's last turn in a Responses request's `input`:
 * what the agent learned since the model's last call, which the guard records before the next one. Each
 * output is named after the `function_call` with its `call_id` when that call is in the same turn; with
 * `previous_response_id` the input may hold only the outputs, which are still returned (unnamed). Text by
 * {@link toolResultText}, the rule every adapter and replay hash. Reads only the tail of the input.
 * @example latestResponsesToolResults(body.input) // [{ toolCallId: 'call_1', name: 'get_weather', text: '{"temp":21}', isError: undefined }]
 */
export function latestResponsesToolResults(
  input: string | readonly OpenAIResponsesItem[] | null | undefined,
): WireToolResult[] {
  if (!Array.isArray(input)) return [];
  const items = input as readonly OpenAIResponsesItem[];
  const outputs: OpenAIResponsesItem[] = [];
  let index = items.length - 1;
  for (; index >= 0; index--) {
    const item = items[index];
    if (!isRecord(item)) continue;
    if (isModelItem(item)) break;
    if (item.type === 'function_call_output') outputs.push(item);
  }
  if (outputs.length === 0) return [];
  const names = new Map<string, string>();
  for (; index >= 0; index--) {
    const item = items[index];
    if (!isRecord(item) || !isModelItem(item)) break;
    const id = stringOf(item.call_id);
    const name = stringOf(item.name);
    if (item.type === 'function_call' && id !== undefined && name !== undefined) names.set(id, name);
  }
  return outputs.reverse().map((item) => {
    const id = stringOf(item.call_id);
    return {
      toolCallId: id,
      name: id === undefined ? undefined : names.get(id),
      text: toolResultText(item.output),
      isError: undefined,
    };
  });
}

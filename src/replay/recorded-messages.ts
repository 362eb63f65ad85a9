/**
 * The messages a recorded run is written as: the prompt's turns, each response as an assistant message with
 * its usage in the wire's form, each tool result as a tool message; each stamped with the guard's clock.
 */

import type { LlmResponse } from '../guard/call-ticket.js';
import type { Guard } from '../guard/guard.js';
import type { ToolResultInput } from '../guard/observe-result.js';
import type { CountableMessage } from '../pricing/count-tokens.js';
import type { TokenUsage } from '../pricing/price-book.js';
import { contentText } from '../wire/index.js';
import type { RecordedMessage, TranscriptRun } from './transcript-run.js';

const promptRoles = new Set(['system', 'developer', 'user']);

/** Usage as `replay` reads it: OpenAI's form, or Anthropic's when cache writes must be kept apart. */
function wireUsage(usage: TokenUsage): Record<string, unknown> {
  const cached = usage.cachedPromptTokens ?? 0;
  const written = usage.cacheWritePromptTokens ?? 0;
  if (written > 0) {
    return {
      input_tokens: Math.max(0, usage.promptTokens - cached - written),
      output_tokens: usage.completionTokens,
      cache_read_input_tokens: cached,
      cache_creation_input_tokens: written,
    };
  }
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    ...(cached > 0 ? { prompt_tokens_details: { cached_tokens: cached } } : {}),
  };
}

/** Adds `message` to the run, stamped with the guard's clock. */
export function addRecorded(inner: Guard, run: TranscriptRun, message: RecordedMessage): void {
  run.add({ ...message, timestamp: inner.options.now() });
}

/**
 * The first call's prompt (system, developer and user messages), then each new user message a later call's
 * history adds (the next turn of a conversation); tool results and the model's own answers come through
 * `recordToolResult` and the ticket, and a history that shrank (trimmed) is not looked at again.
 */
export function recordPrompt(inner: Guard, run: TranscriptRun, messages: readonly CountableMessage[]): void {
  const first = run.seen === 0 && run.length === 0;
  if (messages.length < run.seen) run.seen = messages.length;
  for (const message of messages.slice(run.seen)) {
    const role = String(message.role);
    if (first ? !promptRoles.has(role) : role !== 'user') continue;
    const content = message.content;
    if (typeof content === 'string' && run.nudges.has(content)) continue;
    // An Anthropic user turn that carries tool results is a tool turn, recorded from the results.
    if (
      Array.isArray(content) &&
      content.some((part) => (part as { type?: unknown })?.type === 'tool_result')
    )
      continue;
    addRecorded(inner, run, {
      role,
      content: typeof content === 'string' ? run.text(content) : (content ?? null),
      ...(message.name ? { name: message.name } : {}),
    });
  }
  run.seen = messages.length;
}

/** Records a response as an assistant message: text, tool calls (now open), model, usage. */
export function recordResponse(
  inner: Guard,
  run: TranscriptRun,
  response: LlmResponse,
  requested: string | undefined,
): void {
  const calls = (response.toolCalls ?? []).map((call) => {
    const id = call.id ?? `call-${++run.calls}`;
    run.open.push({ id, name: call.name });
    const text = contentText(call.arguments) ?? '{}';
    return { id, type: 'function', function: { name: call.name, arguments: run.text(text, true) } };
  });
  const text = response.text ?? null;
  const model = response.model ?? requested;
  addRecorded(inner, run, {
    role: 'assistant',
    content: text === null ? null : run.text(text),
    ...(response.speaker && response.speaker !== 'assistant' ? { name: response.speaker } : {}),
    ...(model ? { model } : {}),
    ...(response.usage ? { usage: wireUsage(response.usage) } : {}),
    ...(calls.length > 0 ? { tool_calls: calls } : {}),
  });
}

/** Records a tool result as a tool message answering the open call it matches; nothing when none does. */
export function recordResult(inner: Guard, run: TranscriptRun, input: ToolResultInput): void {
  const index = run.open.findIndex((call) =>
    input.toolCallId !== undefined
      ? call.id === input.toolCallId
      : input.name === undefined || call.name === input.name,
  );
  if (index < 0) return;
  const [call] = run.open.splice(index, 1);
  if (!call) return;
  const text = contentText(input.result) ?? '';
  addRecorded(inner, run, {
    role: 'tool',
    tool_call_id: call.id,
    content: run.text(text, typeof input.result !== 'string'),
    ...(input.isError === undefined ? {} : { is_error: input.isError }),
  });
}

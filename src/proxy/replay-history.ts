import type { Guard } from '../guard/guard.js';
import { SliceClock } from '../utils/time-slices.js';
import {
  type HistoryMessage,
  type HistoryToolCall,
  toolCallsOfMessage,
  toolResultsOfMessage,
} from '../wire/index.js';

function argumentsText(call: HistoryToolCall): string {
  return typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {});
}

function textOf(content: unknown): string | null {
  if (typeof content === 'string') return content === '' ? null : content;
  if (!Array.isArray(content)) return null;
  const texts: string[] = [];
  for (const part of content) {
    const text = (part as { text?: unknown } | null)?.text;
    if (typeof text === 'string') texts.push(text);
  }
  return texts.length === 0 ? null : texts.join('');
}

/**
 * Feeds a run this instance has never seen the turns its history already holds, so a loop the agent was in
 * before (under another instance, before a restart, before the proxy) counts from the first request: each
 * earlier assistant turn is recorded as a round of the run (no tokens, no money: those calls were paid
 * elsewhere) with its tool calls and text, and each tool result is recorded once. The gates are checked
 * before each turn, so a loop or a round limit already reached in the history trips here (the GuardError
 * is thrown). Runs once per run: later requests add only their tail, read by the guarded call. A long
 * history is fed in slices of a few milliseconds with the event loop turning between them, so other clients'
 * requests are not held while one client's twenty thousand messages are read (the run's other requests wait
 * for it: the run access serialises a run's start).
 */
export async function replayHistory(
  guard: Guard,
  messages: readonly HistoryMessage[],
  model: string | undefined,
): Promise<void> {
  const names = new Map<string, string>();
  const clock = new SliceClock();
  for (let index = 0; index < messages.length; index++) {
    if ((index & 31) === 31 && clock.due()) await clock.pause();
    const message = messages[index] as HistoryMessage;
    if (message.role === 'assistant') {
      const calls = toolCallsOfMessage(message);
      for (const call of calls) if (call.id !== undefined) names.set(call.id, call.name);
      const ticket = guard.beforeCall({ model, promptTokens: 0, maxOutputTokens: 0 });
      ticket.end({
        model,
        text: textOf(message.content),
        toolCalls: calls.map((call) => ({ id: call.id, name: call.name, arguments: argumentsText(call) })),
        usage: { promptTokens: 0, completionTokens: 0 },
      });
      continue;
    }
    for (const result of toolResultsOfMessage(message, names)) {
      if (result.toolCallId === undefined) continue;
      guard.recordToolResultOnce({
        toolCallId: result.toolCallId,
        name: result.name,
        result: result.text,
        isError: result.isError,
      });
    }
  }
}

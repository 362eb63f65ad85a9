import { describe, expect, it } from 'vitest';
import { loopTurns } from '../../test/helpers/loop-turns.js';
import { requestProblem, SLICED_CHECK_ITEMS } from './request-check.js';

const limits = { maxHistoryItems: 200_000, maxToolCallsPerTurn: 1_024 };

/** A chat history of `items` messages: turns of `perTurn` parallel calls, each answered. */
function chatHistory(items: number, perTurn = 8): Record<string, unknown>[] {
  const messages: Record<string, unknown>[] = [{ role: 'user', content: 'reconcile every export file' }];
  while (messages.length < items) {
    const ids = Array.from({ length: perTurn }, (_, index) => `call_${messages.length}_${index}`);
    messages.push({
      role: 'assistant',
      content: null,
      tool_calls: ids.map((id) => ({ id, type: 'function', function: { name: 'read', arguments: '{}' } })),
    });
    for (const id of ids) messages.push({ role: 'tool', tool_call_id: id, content: 'rows: 12' });
  }
  return messages.slice(0, items);
}

describe('requestProblem on a long history', () => {
  it('names the item at fault wherever it falls, in a history checked in slices', async () => {
    for (const at of [SLICED_CHECK_ITEMS + 1, 5 * 256 - 1, 5 * 256, 9_999]) {
      const messages = chatHistory(10_000);
      messages[at] = { role: 'tool', content: [null] };
      expect(await requestProblem('openai-chat', { model: 'm', messages }, limits)).toEqual({
        status: 400,
        message: `messages[${at}].content[0] must be an object, got null`,
      });
    }
    const calls = chatHistory(10_000);
    calls[7_000] = { role: 'assistant', tool_calls: [{ id: 'a' }, 'b'] };
    expect((await requestProblem('openai-chat', { messages: calls }, limits))?.message).toBe(
      'messages[7000].tool_calls[1] must be an object, got string',
    );
    expect(await requestProblem('openai-chat', { messages: chatHistory(10_000) }, limits)).toBeUndefined();
  });

  it("counts a Responses turn's calls across the slices' edges", async () => {
    const input = [
      { role: 'user', content: 'go' },
      ...Array.from({ length: 1_100 }, () => ({ role: 'user', content: 'x' })),
      ...Array.from({ length: 1_025 }, (_, index) => ({ type: 'function_call', call_id: `c${index}` })),
    ];
    expect(await requestProblem('openai-responses', { input }, limits)).toEqual({
      status: 413,
      message: `input[${input.length - 1}] holds 1025 tool calls in one turn, more than the gateway's maxToolCallsPerTurn 1024`,
    });
  });

  it('lets the event loop turn while it checks a long history', async () => {
    const messages = chatHistory(150_000);
    const ticker = loopTurns();
    const problem = await requestProblem('openai-chat', { messages }, limits);
    ticker.running = false;
    expect(problem).toBeUndefined();
    expect(ticker.turns).toBeGreaterThan(0);
  });
});

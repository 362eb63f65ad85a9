import { describe, expect, it } from 'vitest';
import type { HistoryMessage } from '../wire/index.js';
import { answerKey, printConversation } from './conversation-index.js';

const call = (page: number): HistoryMessage =>
  ({
    role: 'assistant',
    content: null,
    tool_calls: [{ id: `call_${page}`, type: 'function', function: { name: 'read', arguments: `${page}` } }],
  }) as HistoryMessage;
const result = (page: number): HistoryMessage =>
  ({ role: 'tool', tool_call_id: `call_${page}`, content: `page ${page} é 🙂` }) as HistoryMessage;
const opening = (): HistoryMessage[] => [
  { role: 'system', content: 'You read pages.' } as HistoryMessage,
  { role: 'user', content: 'Read them all.' } as HistoryMessage,
];

/** The print's keys: the turn it continues, and the history's own digest (what the answer is added to). */
function keysOf(history: readonly HistoryMessage[]): [string | undefined, string] {
  const print = printConversation(history);
  return [print.continues, print.history.copy().digest('base64url')];
}

/** The keys as a history of objects never printed before gets them: each message rebuilt. */
const freshKeys = (history: readonly HistoryMessage[]) => keysOf(structuredClone(history));

describe('printConversation', () => {
  it('prints a growing conversation that resends its messages as it prints them rebuilt', () => {
    let history = opening();
    for (let page = 1; page <= 30; page++) {
      // The next request: the same objects in the same places, then the model's turn and its result.
      history = [...history, call(page), result(page)];
      expect(keysOf(history)).toEqual(freshKeys(history));
    }
    // A request sent again, and one with a second user message after the last result.
    expect(keysOf(history)).toEqual(freshKeys(history));
    const spoken = [...history, { role: 'user', content: 'and the totals?' } as HistoryMessage];
    expect(keysOf(spoken)).toEqual(freshKeys(spoken));
  });

  it('continues from the answer the last print left, as the index remembers it', () => {
    const history = [...opening(), call(1), result(1)];
    const print = printConversation(history);
    const answer = { text: null, toolCalls: [{ id: 'call_2' }] };
    const next = [...history, call(2), result(2)];
    expect(printConversation(next).continues).toBe(answerKey(print, answer));
    expect(freshKeys(next)[0]).toBe(answerKey(print, answer));
  });

  it('prints an edited, reordered or forked history as it prints it rebuilt', () => {
    const base = [...opening(), call(1), result(1), call(2), result(2)];
    keysOf(base);
    // An earlier message replaced by an edited one, the last ones kept as objects.
    const edited = [base[0], { role: 'user', content: 'Read page 1.' }, ...base.slice(2), call(3), result(3)];
    expect(keysOf(edited as HistoryMessage[])).toEqual(freshKeys(edited as HistoryMessage[]));
    // A kept message in another place than the one it was printed in.
    const moved = [...base.slice(0, 2), ...base.slice(4), ...base.slice(2, 4), call(3), result(3)];
    expect(keysOf(moved)).toEqual(freshKeys(moved));
    // Two conversations going on from one history, each its own way; then the shorter history alone.
    const left = [...base, call(3), result(3)];
    const right = [...base, call(4), result(4), call(5), result(5)];
    expect(keysOf(left)).toEqual(freshKeys(left));
    expect(keysOf(right)).toEqual(freshKeys(right));
    expect(keysOf(base.slice(0, 3))).toEqual(freshKeys(base.slice(0, 3)));
    expect(keysOf(opening())).toEqual(freshKeys(opening()));
  });
});

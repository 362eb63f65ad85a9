import { describe, expect, it } from 'vitest';
import { createGuard } from '../guard/guard.js';
import type { GuardOptions } from '../guard/options.js';
import {
  type CountableMessage,
  countMessageTokens,
  rememberedMessageTokens,
} from '../pricing/count-tokens.js';
import { countsPrompts, warmPromptCounts } from './warm-prompt-counts.js';

/** The history of a conversation after `rounds` tool rounds, rebuilt as fresh objects (as fresh JSON is). */
function history(rounds: number): CountableMessage[] {
  const messages: CountableMessage[] = [
    { role: 'system', content: 'You read pages.' },
    { role: 'user', content: 'Read every page.' },
  ];
  for (let page = 1; page <= rounds; page++)
    messages.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: `call_${page}`, type: 'function', function: { name: 'read', arguments: `{"page":${page}}` } },
        ],
      },
      { role: 'tool', tool_call_id: `call_${page}`, content: `page ${page}: ${'row,'.repeat(200)}` },
    );
  return messages;
}

describe('warmPromptCounts', () => {
  it('counts every message of a request it has not seen the run send', async () => {
    const messages = history(3);
    await warmPromptCounts(messages, {});
    for (const message of messages)
      expect(rememberedMessageTokens(message)).toBe(countMessageTokens(message));
  });

  it('counts only what a run request adds after the messages its last request sent', async () => {
    const run = {};
    await warmPromptCounts(history(3), run);
    const next = history(4);
    await warmPromptCounts(next, run);
    expect(next.slice(0, 8).map(rememberedMessageTokens)).toEqual(new Array(8).fill(undefined));
    for (const message of next.slice(8))
      expect(rememberedMessageTokens(message)).toBe(countMessageTokens({ ...message }));
  });

  it('counts again from the first message that differs from the last request', async () => {
    const run = {};
    await warmPromptCounts(history(3), run);
    const edited = history(4);
    edited[3] = { ...edited[3], content: 'page 1 was replaced by a summary' } as CountableMessage;
    await warmPromptCounts(edited, run);
    expect(edited.slice(0, 3).map(rememberedMessageTokens)).toEqual([undefined, undefined, undefined]);
    for (const message of edited.slice(3)) expect(rememberedMessageTokens(message)).toBeGreaterThan(0);
  });

  it('reads the same message objects resent as the ones sent, and the list it kept is its own', async () => {
    const run = {};
    const first = history(3);
    await warmPromptCounts(first, run);
    // The next request resends the very objects (a run's history parsed once), then adds a round.
    const next = [...first, ...history(4).slice(8)];
    // The caller's list changing afterwards changes nothing the next request is compared with.
    first[5] = { role: 'tool', tool_call_id: 'call_2', content: 'written over' };
    const counted = next.slice(8).map((message) => ({ ...message }));
    await warmPromptCounts(next, run);
    for (const [index, message] of next.slice(8).entries())
      expect(rememberedMessageTokens(message)).toBe(countMessageTokens(counted[index] as CountableMessage));
    // A message moved to another place is not the one sent there: counting starts at it.
    const moved = [...next.slice(0, 4), next[5], next[4], ...history(5).slice(10)] as CountableMessage[];
    const fresh = moved.slice(4).map((message) => ({ ...message }));
    await warmPromptCounts(moved, run);
    expect(rememberedMessageTokens(moved[moved.length - 1] as CountableMessage)).toBe(
      countMessageTokens(fresh[fresh.length - 1] as CountableMessage),
    );
  });

  it('counts every message of each request when no run is named', async () => {
    await warmPromptCounts(history(3));
    const again = history(3);
    await warmPromptCounts(again);
    for (const message of again) expect(rememberedMessageTokens(message)).toBeGreaterThan(0);
  });
});

describe('countsPrompts', () => {
  const gateless: GuardOptions = { maxTokens: null, maxPromptTokens: null, maxCost: null };
  const cases: { readonly name: string; readonly options: GuardOptions }[] = [
    { name: 'no token or money gate', options: gateless },
    { name: 'maxTokens', options: { ...gateless, maxTokens: 1_000_000 } },
    { name: 'maxPromptTokens', options: { ...gateless, maxPromptTokens: 1_000_000 } },
    { name: 'maxCost', options: { ...gateless, maxCost: 1_000 } },
  ];

  it.each(cases)('says the guard counts its prompts exactly when it does ($name)', ({ options }) => {
    for (const priced of [false, true]) {
      const guard = createGuard(options);
      const ticket = guard.beforeCall(
        { model: 'gpt-4o-mini', messages: history(2), maxOutputTokens: 100 },
        { priced },
      );
      const counted = ticket.reservation.promptTokens > 0;
      expect(countsPrompts(guard.options, priced)).toBe(counted);
      ticket.end({ usage: { promptTokens: 10, completionTokens: 1 } });
    }
  });
});

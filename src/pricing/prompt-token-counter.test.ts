import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { type CountableMessage, countPromptTokens } from './count-tokens.js';
import { PromptTokenCounter } from './prompt-token-counter.js';
import { TOKEN_MEMO_MAX_ENTRIES } from './token-memo.js';

function csvPage(page: number): string {
  let text = `page ${page} of the sales export\ndate,region,amount,currency\n`;
  for (let row = 0; text.length < 1_024; row++)
    text += `2026-11-${String((row % 28) + 1).padStart(2, '0')},region-${(page * 7 + row) % 53},${(page * 31 + row * 17) % 9_973}.${row % 100},EUR\n`;
  return text;
}

/** An OpenAI-shape conversation of `pairs` tool calls and their 1 KB results. */
function conversation(pairs: number): CountableMessage[] {
  const messages: CountableMessage[] = [
    { role: 'system', content: 'You total sales exports.' },
    { role: 'user', content: 'Read every page and total the amounts by region.' },
  ];
  for (let page = 0; page < pairs; page++) {
    const id = `call_${page}`;
    messages.push(
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id, type: 'function', function: { name: 'read_page', arguments: `{"page":${page}}` } },
        ],
      },
      { role: 'tool', content: csvPage(page) } as CountableMessage,
    );
  }
  return messages;
}

const tools = [{ type: 'function', function: { name: 'read_page', parameters: { type: 'object' } } }];
const fresh = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * 300 prompts of a sliding window: the opening request stays, the oldest call and result go once 20 pairs
 * are held (past the point where the dropped front is compacted, more than once); every third counted
 * exactly, the others bounded. Returns the counter, the window and references to every message (and tool
 * call) that left it.
 */
function slideWindow(rebuild: boolean): {
  counter: PromptTokenCounter;
  window: CountableMessage[];
  left: WeakRef<object>[];
} {
  const counter = new PromptTokenCounter();
  const window: CountableMessage[] = conversation(0);
  const left: WeakRef<object>[] = [];
  for (let page = 0; page < 300; page++) {
    window.push(...conversation(page + 1).slice(-2));
    while (window.length > 42) {
      const [call, result] = window.splice(2, 2);
      const calls = (call as { tool_calls: object[] }).tool_calls;
      left.push(new WeakRef(call as object), new WeakRef(result as object));
      left.push(new WeakRef(calls), new WeakRef(calls[0] as object));
    }
    const sent = rebuild ? fresh(window) : window;
    const expected = countPromptTokens(fresh(window));
    if (page % 3 === 0) expect(counter.count(sent)).toBe(expected);
    else expect(counter.bound(sent).tokens).toBeGreaterThanOrEqual(expected);
  }
  return { counter, window, left };
}

describe('PromptTokenCounter', () => {
  it('counts what countPromptTokens counts, for the same objects and for rebuilt ones', () => {
    const counter = new PromptTokenCounter();
    const messages = conversation(30);
    const expected = countPromptTokens(fresh(messages), fresh(tools));
    expect(counter.count(messages, tools)).toBe(expected);
    expect(counter.count(messages, tools)).toBe(expected);
    expect(counter.count(fresh(messages), fresh(tools))).toBe(expected);
    expect(new PromptTokenCounter().count(fresh(messages), fresh(tools))).toBe(expected);
  });

  it('finds a rebuilt message by its content and counts only the new ones', () => {
    const counter = new PromptTokenCounter();
    const messages = conversation(20);
    counter.count(fresh(messages));
    const distinct = counter.size;
    // Distinct contents: two openers, and each page's call and result.
    expect(distinct).toBe(2 + 20 * 2);
    counter.count(fresh(messages));
    expect(counter.size).toBe(distinct);
    const longer = conversation(21);
    expect(counter.count(fresh(longer))).toBe(countPromptTokens(fresh(longer)));
    expect(counter.size).toBe(distinct + 2);
  });

  it('names a tool result by its call id, length and ends, OpenAI and Anthropic shapes, and stays exact', () => {
    const withIds = conversation(12).map((message, index) =>
      message.role === 'tool' ? { ...message, tool_call_id: `call_${(index - 3) / 2}` } : message,
    );
    const anthropic: CountableMessage[] = [
      { role: 'user', content: 'Read every page.' },
      ...Array.from({ length: 6 }, (_unused, page) => ({
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: `toolu_${page}`, content: csvPage(page) }],
      })),
    ];
    for (const messages of [withIds, anthropic]) {
      const counter = new PromptTokenCounter();
      const expected = countPromptTokens(fresh(messages));
      expect(counter.count(fresh(messages))).toBe(expected);
      expect(counter.count(fresh(messages))).toBe(expected);
    }
    // A result whose length or ends differ under the same id is counted again.
    const counter = new PromptTokenCounter();
    counter.count(fresh(withIds));
    const edited = fresh(withIds).map((message) =>
      message.role === 'tool' ? { ...message, content: `${String(message.content)} (corrected)` } : message,
    );
    expect(counter.count(edited)).toBe(countPromptTokens(fresh(edited)));
  });

  it('counts a message again when its content, tool calls or name change in place', () => {
    const counter = new PromptTokenCounter();
    const message: {
      role: string;
      content: unknown;
      name?: string;
      tool_calls?: unknown[];
      tool_call_id?: string;
    } = {
      role: 'user',
      content: 'short',
    };
    const messages = [message as CountableMessage];
    const count = () => counter.count(messages);
    expect(count()).toBe(countPromptTokens([{ ...message }]));
    message.content = csvPage(3);
    expect(count()).toBe(countPromptTokens([{ ...message }]));
    message.name = 'reader';
    expect(count()).toBe(countPromptTokens([{ ...message }]));
    message.content = [{ type: 'text', text: 'one part' }];
    expect(count()).toBe(countPromptTokens([fresh(message)]));
    (message.content as unknown[]).push({ type: 'text', text: csvPage(4) });
    expect(count()).toBe(countPromptTokens([fresh(message)]));
    message.tool_calls = [{ id: 'a', type: 'function', function: { name: 'f', arguments: '{}' } }];
    expect(count()).toBe(countPromptTokens([fresh(message)]));
    message.tool_calls[0] = { id: 'a', type: 'function', function: { name: 'f', arguments: csvPage(5) } };
    expect(count()).toBe(countPromptTokens([fresh(message)]));
    // Arrays edited in place: an element taken off the end, one put in the middle, one replaced.
    (message.content as unknown[]).pop();
    expect(count()).toBe(countPromptTokens([fresh(message)]));
    message.tool_calls.push({ id: 'b', type: 'function', function: { name: 'g', arguments: csvPage(6) } });
    expect(count()).toBe(countPromptTokens([fresh(message)]));
    (message.content as unknown[]).splice(0, 1, { type: 'text', text: csvPage(7) });
    expect(count()).toBe(countPromptTokens([fresh(message)]));
    message.tool_call_id = 'call_9';
    expect(count()).toBe(countPromptTokens([fresh(message)]));
  });

  it('tells a string from an array that writes out as the same text, and a tool list from its edits', () => {
    const counter = new PromptTokenCounter();
    const text = '[{"type":"image","source":"x"}]';
    const asString = counter.count([{ role: 'user', content: text }]);
    const asParts = counter.count([{ role: 'user', content: JSON.parse(text) as unknown }]);
    expect(asString).toBe(countPromptTokens([{ role: 'user', content: text }]));
    expect(asParts).toBe(countPromptTokens([{ role: 'user', content: JSON.parse(text) as unknown }]));
    expect(asParts).not.toBe(asString);
    const list = [...tools];
    const before = counter.count([], list);
    list.push({ type: 'function', function: { name: 'write_page', parameters: { type: 'object' } } });
    expect(counter.count([], list)).toBe(countPromptTokens([], fresh(list)));
    expect(counter.count([], list)).toBeGreaterThan(before);
  });

  it('counts messages it cannot write out (circular parts) without the memo', () => {
    const part: Record<string, unknown> = { type: 'text', text: 'hello there' };
    part.self = part;
    const counter = new PromptTokenCounter();
    expect(counter.count([{ role: 'user', content: [part] }])).toBe(
      countPromptTokens([{ role: 'user', content: [part] }]),
    );
  });

  it('holds at most its bound of counts over a very long run, and stays exact', () => {
    const counter = new PromptTokenCounter();
    for (let index = 0; index < TOKEN_MEMO_MAX_ENTRIES * 3; index++) {
      const messages = [{ role: 'tool', content: `result ${index}: ${'ok '.repeat(index % 50)}` }];
      expect(counter.count(fresh(messages))).toBe(countPromptTokens(fresh(messages)));
      expect(counter.size).toBeLessThanOrEqual(TOKEN_MEMO_MAX_ENTRIES);
    }
  });

  it('stays exact over a history that slides, grows, shrinks and is edited, kept or rebuilt', () => {
    // A seeded walk of the edits real histories see; after each, the exact count must equal a fresh count
    // and the bound must not be below it.
    let seed = 7;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed % below;
    };
    for (const rebuild of [false, true]) {
      const counter = new PromptTokenCounter();
      const messages = conversation(6);
      for (let step = 0; step < 150; step++) {
        const kind = random(8);
        const at = 1 + random(Math.max(1, messages.length - 1));
        if (kind <= 2) messages.push(...conversation(step + 7).slice(-2));
        else if (kind === 3 && messages.length > 4) messages.splice(1, 2);
        else if (kind === 4) messages.splice(at, 0, { role: 'user', content: `note ${step}` });
        else if (kind === 5 && messages.length > 3) messages.splice(at, 1);
        else if (kind === 6 && messages[at]) {
          const message = messages[at] as { content?: unknown };
          message.content = `${typeof message.content === 'string' ? message.content : ''} edited ${step}`;
        } else if (messages[at]) messages[at] = { ...(messages[at] as CountableMessage), name: `n${step}` };
        const sent = rebuild ? fresh(messages) : messages;
        const expected = countPromptTokens(fresh(messages));
        const bound = counter.bound(sent);
        expect(bound.tokens).toBeGreaterThanOrEqual(expected);
        if (bound.exact) expect(bound.tokens).toBe(expected);
        expect(counter.count(rebuild ? fresh(messages) : messages)).toBe(expected);
      }
    }
  });

  it('counts a rebuilt message in full when an exact count is asked, though its print is the same', () => {
    const counter = new PromptTokenCounter();
    const before = conversation(3).map((message, index) =>
      message.role === 'tool' ? { ...message, tool_call_id: `call_${(index - 3) / 2}` } : message,
    );
    counter.count(fresh(before));
    // Same length, same ends: only the middle of the first result differs.
    const after = fresh(before);
    const result = after[3] as { content: string };
    const middle = Math.floor(result.content.length / 2);
    result.content = `${result.content.slice(0, middle)}${'Z'.repeat(20)}${result.content.slice(middle + 20)}`;
    expect(counter.count(fresh(after))).toBe(countPromptTokens(fresh(after)));
  });

  it('finds rebuilt Anthropic content blocks in their place', () => {
    const blocks = (page: number): CountableMessage[] => [
      {
        role: 'assistant',
        content: [{ type: 'tool_use', id: `toolu_${page}`, name: 'read_page', input: { page } }],
      },
      {
        role: 'user',
        content: [{ type: 'tool_result', tool_use_id: `toolu_${page}`, content: csvPage(page) }],
      },
    ];
    const counter = new PromptTokenCounter();
    const messages: CountableMessage[] = [{ role: 'user', content: 'Read every page.' }];
    for (let page = 0; page < 30; page++) {
      messages.push(...blocks(page));
      if (messages.length > 21) messages.splice(1, 2);
      expect(counter.count(fresh(messages))).toBe(countPromptTokens(fresh(messages)));
      const size = counter.size;
      // Sent again rebuilt, nothing is counted anew.
      expect(counter.count(fresh(messages))).toBe(countPromptTokens(fresh(messages)));
      expect(counter.size).toBe(size);
    }
  });

  it('holds no rebuilt message it named by its print, so a rebuilt history is free once sent', async () => {
    // vitest runs without --expose-gc: reach the collector the way node's own tests do.
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const counter = new PromptTokenCounter();
    const messages = conversation(10);
    counter.bound(fresh(messages));
    let second: CountableMessage[] = fresh(messages);
    const sent = second.map((message) => new WeakRef(message));
    const bounded = counter.bound(second);
    expect(bounded.tokens).toBeGreaterThanOrEqual(countPromptTokens(fresh(messages)));
    // Another prompt writes over the spare columns; the caller then lets go of its copy.
    counter.bound(fresh(messages));
    second = [];
    // A WeakRef holds its target until the job that made it ends.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(second).toHaveLength(0);
    expect(sent.filter((reference) => reference.deref() !== undefined)).toHaveLength(0);
    // Counting exactly still compares rebuilt messages in full and stays exact.
    expect(counter.count(fresh(messages))).toBe(countPromptTokens(fresh(messages)));
  });

  it('stays exact over a long sliding window, kept or rebuilt, and holds no message that left it', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    for (const rebuild of [false, true]) {
      // Run apart from this async function: a suspended frame may keep the last values its registers held.
      const { counter, window, left } = slideWindow(rebuild);
      await new Promise((resolve) => setImmediate(resolve));
      collect();
      expect(left.length).toBeGreaterThan(1_000);
      expect(left.filter((reference) => reference.deref() !== undefined)).toHaveLength(0);
      // The counter is alive and still knows the window.
      expect(counter.count(rebuild ? fresh(window) : window)).toBe(countPromptTokens(fresh(window)));
    }
  });

  it('stays exact when a prompt is shorter than the last, then grows again', () => {
    for (const rebuild of [false, true]) {
      const counter = new PromptTokenCounter();
      const messages = conversation(12);
      for (const length of [25, 25, 11, 11, 5, 25, 1, 0, 25]) {
        const sent = messages.slice(0, length);
        const expected = countPromptTokens(fresh(sent));
        expect(counter.bound(rebuild ? fresh(sent) : sent).tokens).toBeGreaterThanOrEqual(expected);
        expect(counter.count(rebuild ? fresh(sent) : sent)).toBe(expected);
      }
    }
  });
});

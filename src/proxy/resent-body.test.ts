import { describe, expect, it } from 'vitest';
import { openingKey } from './opening-key.js';
import { parseBody } from './request-body.js';
import { parseResentBody } from './resent-body.js';

const bytes = (text: string): Uint8Array => Buffer.from(text, 'utf8');
let runs = 0;
const newRun = () => `run-${++runs}`;

// Texts that a byte scanner could misread: brackets and quotes in strings, escapes, non-ASCII.
const tricky = ['plain', 'a ] b } c [ {', 'quote " and \\ backslash', 'é ü 中文 🙂', 'tab\there', '\u2028'];

function message(index: number): object {
  const text = tricky[index % tricky.length] as string;
  return index % 2 === 0
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: `c${index}`, type: 'function', function: { name: 'f', arguments: `{"i":${index}}` } },
        ],
      }
    : { role: 'tool', tool_call_id: `c${index - 1}`, content: `${text} [${index}]` };
}

function chatBody(rounds: number, after = ',"tools":[{"type":"function"}],"max_tokens":50'): string {
  const messages = [{ role: 'user', content: 'go' }, ...Array.from({ length: rounds }, (_, i) => message(i))];
  return `{"model":"gpt-4o-mini","messages":${JSON.stringify(messages)}${after}}`;
}

/** Parses as the gateway does and checks the result against JSON.parse of the whole body. */
function parsedAlike(text: string, run: string, api: 'openai-chat' | 'openai-responses' = 'openai-chat') {
  const parsed = parseResentBody(bytes(text), api, run);
  const whole = parseBody(bytes(text));
  expect(JSON.stringify(parsed)).toBe(JSON.stringify(whole));
  return parsed;
}

describe('parseResentBody', () => {
  it('reads a growing conversation as JSON.parse does, reusing the messages it read before', () => {
    const run = newRun();
    let before: unknown[] = [];
    let tools: unknown;
    for (let rounds = 0; rounds <= 24; rounds++) {
      const parsed = parsedAlike(chatBody(rounds), run) as { messages: unknown[]; tools: unknown };
      // Every message the last body sent is the object read then: only the new ones were parsed.
      for (let index = 0; index < before.length; index++) expect(parsed.messages[index]).toBe(before[index]);
      // The same fields after the list: the values read then.
      if (rounds > 0) expect(parsed.tools).toBe(tools);
      before = parsed.messages;
      tools = parsed.tools;
    }
    expect(before).toHaveLength(25);
  });

  it('reads a body that resends the same messages, or changed ones, as JSON.parse does', () => {
    const run = newRun();
    parsedAlike(chatBody(6), run);
    const same = parsedAlike(chatBody(6, ',"max_tokens":99'), run) as { max_tokens: number };
    expect(same.max_tokens).toBe(99);
    // An earlier message edited: nothing is reused.
    const edited = chatBody(8).replace('"go"', '"stop"');
    const parsed = parsedAlike(edited, run) as { messages: { content: string }[] };
    expect(parsed.messages[0]?.content).toBe('stop');
    // Fewer messages than before.
    parsedAlike(chatBody(3), run);
  });

  it("reads a body as JSON.parse does after the last body's buffer was written over", () => {
    const run = newRun();
    const first = Buffer.from(chatBody(4));
    parseResentBody(first, 'openai-chat', run);
    // A server that uses the buffer again for the next request: the same length, one letter changed.
    Buffer.from(chatBody(4).replace('"go"', '"gx"')).copy(first);
    const next = bytes(chatBody(6).replace('"go"', '"gx"'));
    const parsed = parseResentBody(next, 'openai-chat', run) as { messages: { content: string }[] };
    expect(parsed.messages[0]?.content).toBe('gx');
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(parseBody(next)));
  });

  it("reuses a long run's messages while every earlier buffer is written over, and sees an early edit", () => {
    const run = newRun();
    let before: unknown[] = [];
    for (let rounds = 0; rounds <= 40; rounds++) {
      const buffer = Buffer.from(chatBody(rounds));
      const parsed = parseResentBody(buffer, 'openai-chat', run) as { messages: unknown[] };
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(parseBody(bytes(chatBody(rounds)))));
      for (let index = 0; index < before.length; index++) expect(parsed.messages[index]).toBe(before[index]);
      before = parsed.messages;
      // The server reads its next request into the same memory.
      buffer.fill(0x20);
    }
    // One byte changed in the first message, the rest of the body as the run's long history had it.
    const edited = parsedAlike(chatBody(41).replace('"go"', '"gp"'), run) as { messages: unknown[] };
    expect(edited.messages[1]).not.toBe(before[1]);
    // The fields after the list changed, at the same length: read again, not taken from the last body.
    const capped = parsedAlike(
      chatBody(42, ',"tools":[{"type":"function"}],"max_tokens":51').replace('"go"', '"gp"'),
      run,
    ) as { messages: unknown[]; max_tokens: number };
    expect(capped.messages[1]).toBe(edited.messages[1]);
    expect(capped.max_tokens).toBe(51);
  });

  it('keeps conversations without a run header by how they open, each reusing its own messages', () => {
    // Three agents' conversations that open alike, interleaved, as a gateway without run headers sees them.
    const opening = (agent: number, rounds: number) =>
      chatBody(rounds).replace('"go"', `"go"},{"role":"user","content":"${'x'.repeat(300)} agent ${agent}"`);
    const key = (text: string) => `client-a\n${openingKey(bytes(text))}`;
    const last: unknown[][] = [[], [], []];
    for (let rounds = 0; rounds <= 12; rounds++)
      for (let agent = 0; agent < 3; agent++) {
        const text = opening(agent, rounds);
        const parsed = parsedAlike(text, key(text)) as { messages: unknown[] };
        const before = last[agent] as unknown[];
        for (let index = 0; index < before.length; index++)
          expect(parsed.messages[index]).toBe(before[index]);
        last[agent] = parsed.messages;
      }
    expect(key(opening(0, 1))).toBe(key(opening(1, 1)));
  });

  it('reads a body without a run header as JSON.parse does whatever kept body it resembles', () => {
    const key = (text: string) => `client-b\n${openingKey(bytes(text))}`;
    const kept = chatBody(10);
    const first = parsedAlike(kept, key(kept)) as { messages: unknown[] };
    // Another conversation that opens alike comes in between: the first still goes on from its own body.
    parsedAlike(chatBody(10).replace('[3]', '[5]'), key(kept));
    const next = parsedAlike(chatBody(11), key(kept)) as { messages: unknown[] };
    expect(next.messages[5]).toBe(first.messages[5]);
    const variants = [
      // An earlier message changed, the new ones after it as a continuation would have them.
      chatBody(12).replace('[3]', '[4]'),
      // The same messages with other white space, or another key order, before the new ones.
      chatBody(12).replace('"role":"tool"', '"role" : "tool"'),
      chatBody(12).replace('{"role":"assistant","content":null', '{"content":null,"role":"assistant"'),
      // Escapes and text outside ASCII in the new messages; an escaped spelling of an earlier text.
      chatBody(11, ',"tools":[],"x":"\\u00e9 \\" ] } 🙂"'),
      chatBody(12).replace('plain [1]', 'pl\\u0061in [1]'),
      // No extension at all: fewer messages, another list, a body cut short, not JSON.
      chatBody(4),
      '{"model":"gpt-4o-mini","messages":{"role":"user"}}',
      chatBody(12).slice(0, 400),
      'not json',
    ];
    for (const text of variants) {
      const parsed = parseResentBody(bytes(text), 'openai-chat', key(kept));
      const whole = parseBody(bytes(text));
      expect(typeof parsed === 'string' ? parsed : JSON.stringify(parsed)).toBe(
        typeof whole === 'string' ? whole : JSON.stringify(whole),
      );
    }
  });

  it('keeps a body parsed whole once the reply is out, and without a run only a conversation under way', () => {
    const later: (() => void)[] = [];
    const options = { later: (work: () => void) => later.push(work), conversationsOnly: true };
    const read = (text: string, key: string) => {
      const parsed = parseResentBody(bytes(text), 'openai-chat', key, options) as { messages: unknown[] };
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(parseBody(bytes(text))));
      return parsed;
    };
    // A task sent once, with no model turn: nothing is kept, and nothing is left to do after the reply.
    const task = '{"model":"m","messages":[{"role":"user","content":"once"}]}';
    read(task, 'single');
    expect(later).toHaveLength(0);
    // A conversation under way: kept after the reply, not before.
    const first = read(chatBody(4), 'talk');
    const second = read(chatBody(5), 'talk');
    expect(second.messages[1]).not.toBe(first.messages[1]);
    for (const work of later.splice(0)) work();
    expect(read(chatBody(6), 'talk').messages[1]).toBe(second.messages[1]);
  });

  it('takes the last of two history fields, as JSON.parse does', () => {
    const run = newRun();
    parsedAlike(chatBody(4), run);
    const parsed = parsedAlike(chatBody(6, ',"messages":[]'), run) as { messages: unknown[] };
    expect(parsed.messages).toEqual([]);
    const escaped = parsedAlike(chatBody(8, ',"mess\\u0061ges":[1]'), run) as { messages: unknown[] };
    expect(escaped.messages).toEqual([1]);
  });

  it('answers a malformed body with the whole-body error', () => {
    const run = newRun();
    parsedAlike(chatBody(4), run);
    for (const broken of [
      chatBody(6).replace('}],"tools"', '},],"tools"'),
      `${chatBody(6).slice(0, -1)}`,
      chatBody(6).replace(/,"tools"/, ' "tools"'),
      chatBody(6).replace(/\[\d+\]"\}\]/, '$&]'),
    ]) {
      const parsed = parseResentBody(bytes(broken), 'openai-chat', run);
      expect(parsed).toBe(parseBody(bytes(broken)));
      expect(typeof parsed).toBe('string');
    }
  });

  it('refuses a new element after an empty list, and a byte-order mark inside, as JSON.parse does', () => {
    const run = newRun();
    parsedAlike('{"model":"m","messages":[]}', run);
    expect(
      typeof parseResentBody(bytes('{"model":"m","messages":[,{"role":"user"}]}'), 'openai-chat', run),
    ).toBe('string');
    const second = newRun();
    parsedAlike(chatBody(2), second);
    const marked = Buffer.concat([
      bytes(chatBody(4).slice(0, -1)),
      Buffer.from([0xef, 0xbb, 0xbf]),
      bytes('}'),
    ]);
    expect(parseResentBody(marked, 'openai-chat', second)).toBe(parseBody(marked));
  });

  it('reads a leading byte-order mark, own __proto__ keys and the Responses input list as JSON.parse does', () => {
    const run = newRun();
    const bom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes(text)]);
    for (const rounds of [2, 4]) {
      const text = chatBody(rounds);
      const parsed = parseResentBody(bom(text), 'openai-chat', run);
      expect(JSON.stringify(parsed)).toBe(JSON.stringify(parseBody(bom(text))));
    }
    const proto = chatBody(6).replace('"go"', '"go","__proto__":{"polluted":true}');
    const protoRun = newRun();
    parsedAlike(chatBody(4).replace('"go"', '"go","__proto__":{"polluted":true}'), protoRun);
    const parsed = parsedAlike(proto, protoRun) as { messages: Record<string, unknown>[] };
    expect(Object.hasOwn(parsed.messages[0] ?? {}, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const responses = newRun();
    for (const rounds of [1, 3, 5])
      parsedAlike(
        `{"model":"m","input":${JSON.stringify(Array.from({ length: rounds }, (_, i) => message(i)))}}`,
        responses,
        'openai-responses',
      );
  });
});

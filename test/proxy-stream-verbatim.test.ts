import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { createProxy } from '../src/proxy/create-proxy.js';
import { type ServedProxy, serveProxy } from '../src/proxy/server/serve-proxy.js';
import { createUndiciUpstream } from '../src/proxy/server/undici-upstream.js';

// A real stream recorded from Azure OpenAI (see test/fixtures/wire/README.md): a prompt-filter chunk, text,
// the finish chunk, the usage chunk, [DONE]. Sent after a comment line, as some providers send keep-alives.
const recorded = readFileSync(new URL('./fixtures/wire/openai-chat-stream-azure-usage.sse', import.meta.url));
const sent = Buffer.concat([Buffer.from(': keep-alive\n\n'), recorded]);
const usageEvent = sent
  .toString('utf8')
  .split('\n\n')
  .find((event) => event.includes('"choices":[]') && event.includes('"usage":{'));

let upstreamServer: Server;
let cuts: readonly number[] = [];
// Set by a test: the upstream sends only a keep-alive comment, then waits for this before the recording.
let held: Promise<void> | undefined;
// Set by a test: the upstream sends this instead of the recording, in one write.
let whole: string | undefined;
let proxy: ServedProxy;
let core: ReturnType<typeof createProxy>;
const events: GuardEvent[] = [];
let runs = 0;

beforeAll(async () => {
  // The upstream writes the recording in pieces cut where the test says, each piece its own socket write.
  upstreamServer = createServer((request, response) => {
    request.resume();
    request.on('end', async () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (whole !== undefined) {
        response.end(whole);
        return;
      }
      if (held) {
        response.write(': keep-alive\n\n');
        await held;
        response.end(recorded);
        return;
      }
      let start = 0;
      for (const cut of [...cuts, sent.length]) {
        response.write(sent.subarray(start, cut));
        start = cut;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => upstreamServer.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstreamServer.address() as AddressInfo).port}`;
  core = createProxy({
    upstream: createUndiciUpstream(),
    openAIBaseUrl: upstreamUrl,
    onEvent: (event) => events.push(event),
  });
  proxy = await serveProxy(core.exchange, { port: 0 });
});

afterAll(async () => {
  await proxy.close();
  await core.close();
  await new Promise((resolve) => upstreamServer.close(resolve));
});

/** One chat chunk of the stream the upstream writes, framed. */
function chunk(delta: object, extra: object = {}): string {
  const body = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'gpt-4o-mini' };
  return `data: ${JSON.stringify({ ...body, choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
}

/** The data of each event of an SSE text, in order. */
const dataOf = (text: string) =>
  text
    .split('\n\n')
    .filter((event) => event.startsWith('data: '))
    .map((event) => event.slice(6));

async function post(body: object): Promise<string> {
  const response = await fetch(`${proxy.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-loopguard-run-id': `verbatim-${++runs}` },
    body: JSON.stringify(body),
  });
  return response.text();
}

async function streamThrough(includeUsage: boolean): Promise<string> {
  const runId = `verbatim-${++runs}`;
  const response = await fetch(`${proxy.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-loopguard-run-id': runId },
    body: JSON.stringify({
      model: 'gpt-5-nano',
      stream: true,
      ...(includeUsage ? { stream_options: { include_usage: true } } : {}),
      messages: [{ role: 'user', content: 'What is the capital of France?' }],
    }),
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  // The call is settled from the recorded usage either way, whether the client saw it or not.
  await expect
    .poll(() => events.find((event) => event.run_id === runId && event.event === 'llm_response')?.token_usage)
    .toMatchObject({ prompt: 15, completion: 78 });
  return text;
}

describe('a stream relayed through the gateway', () => {
  it('reaches a client that asked for usage byte for byte, comment included, however the upstream cut it', async () => {
    for (const at of [[], [7], [100, 101, 900], [sent.length - 3]]) {
      cuts = at;
      expect(await streamThrough(true), `cut at ${at}`).toBe(sent.toString('utf8'));
    }
  });

  it("leaves out only the usage chunk the proxy asked for on the client's behalf", async () => {
    expect(usageEvent).toBeDefined();
    for (const at of [[], [50, 1200]]) {
      cuts = at;
      const received = await streamThrough(false);
      expect(received).not.toContain('"usage":{');
      const dataOf = (text: string) => text.split('\n\n').filter((event) => event.startsWith('data: '));
      expect(dataOf(received)).toEqual(dataOf(sent.toString('utf8')).filter((event) => event !== usageEvent));
    }
  });

  it('passes a keep-alive comment on at once, while the upstream still holds the answer', async () => {
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    try {
      const response = await fetch(`${proxy.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': `verbatim-${++runs}` },
        body: JSON.stringify({
          model: 'gpt-5-nano',
          stream: true,
          messages: [{ role: 'user', content: 'Hi' }],
        }),
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toBe(': keep-alive\n\n');
      release();
      let rest = '';
      for (let next = await reader.read(); !next.done; next = await reader.read())
        rest += new TextDecoder().decode(next.value);
      expect(rest).toContain('"content":"Capital"');
      expect(rest).toContain('data: [DONE]');
    } finally {
      release();
      held = undefined;
    }
  });

  it('cuts a loop found in the middle of one read after the events before it, each passed once', async () => {
    const sentence = 'I will check the configuration file again to be sure. ';
    const events = [chunk({ role: 'assistant', content: '' }), chunk({ content: 'Let me look. ' })];
    for (let copy = 0; copy < 60; copy++) events.push(chunk({ content: sentence }));
    whole = `${events.join('')}data: [DONE]\n\n`;
    try {
      const received = dataOf(
        await post({ model: 'gpt-4o-mini', stream: true, max_tokens: 4000, messages: [] }),
      );
      const trip = JSON.parse(received.at(-1) ?? '{}') as { error?: { code?: string } };
      expect(trip.error?.code).toBe('GUARD_LOOP_DETECTED');
      const passed = received.slice(0, -1);
      // The events before the cut, in order, none twice: the upstream's own, written anew.
      expect(passed.length).toBeGreaterThan(2);
      expect(passed.length).toBeLessThan(events.length);
      expect(passed).toEqual(dataOf(events.join('')).slice(0, passed.length));
    } finally {
      whole = undefined;
    }
  });

  it('passes an error event the provider sends in the middle of one read after the events before it', async () => {
    const failure = `data: ${JSON.stringify({ error: { message: 'The server is overloaded', type: 'server_error' } })}\n\n`;
    const before = [
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: 'Half an ' }),
      chunk({ content: 'answer' }),
    ];
    whole = `${before.join('')}${failure}`;
    try {
      const received = await post({ model: 'gpt-4o-mini', stream: true, messages: [] });
      expect(dataOf(received)).toEqual(dataOf(whole));
    } finally {
      whole = undefined;
    }
  });
});

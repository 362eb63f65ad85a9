import { getEventListeners } from 'node:events';
import { Agent, request as httpRequest } from 'node:http';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { createProxy } from '../src/proxy/create-proxy.js';
import { type ServedProxy, serveProxy } from '../src/proxy/server/serve-proxy.js';
import { createUndiciUpstream } from '../src/proxy/server/undici-upstream.js';
import { startScriptedServer } from '../src/testing/scripted-server.js';
import { startGatedScriptedServer } from './helpers/gated-scripted-server.js';

type Gated = Awaited<ReturnType<typeof startGatedScriptedServer>>;

let scripted: Gated;
let proxy: ServedProxy;
let core: ReturnType<typeof createProxy>;
// Each request its own run, so the guard's gates and detectors never see one request repeated.
let runs = 0;
const upstream = createUndiciUpstream();

beforeAll(async () => {
  scripted = await startGatedScriptedServer({
    script: () => ({ content: 'one two three four five six seven eight' }),
    streamPieces: 8,
  });
  // The real gateway core, guarding every chat call, behind the lean server and the undici pool.
  core = createProxy({ upstream, openAIBaseUrl: scripted.url, anthropicBaseUrl: scripted.url });
  proxy = await serveProxy(core.exchange, { port: 0 });
});

afterAll(async () => {
  scripted.release(Number.POSITIVE_INFINITY);
  await proxy.close();
  await core.close();
  await scripted.close();
});

const chat = (stream: boolean) =>
  JSON.stringify({ model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content: 'count' }] });

describe('serveProxy streaming', () => {
  it('passes each streamed chunk to the client as the upstream sends it', async () => {
    // One chunk released upstream (the scripted server sends its headers with it): the client sees it while
    // the rest is still held back.
    scripted.release(1);
    const response = await fetch(`${proxy.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-loopguard-run-id': `run-${++runs}` },
      body: chat(true),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toMatch(/^data: \{/);
    expect(scripted.finished).not.toContain(scripted.requests.length);
    scripted.release(Number.POSITIVE_INFINITY);
    let text = decoder.decode(first.value);
    for (let next = await reader.read(); !next.done; next = await reader.read())
      text += decoder.decode(next.value);
    expect(text).toContain('data: [DONE]');
    expect(text.match(/^data: /gm)?.length).toBeGreaterThan(8);
    scripted.hold();
  });

  it('serves the official OpenAI client, plain and streamed', async () => {
    scripted.release(Number.POSITIVE_INFINITY);
    const client = new OpenAI({
      baseURL: `${proxy.url}/v1`,
      apiKey: 'sk-test',
      maxRetries: 0,
      defaultHeaders: { 'x-loopguard-run-id': `run-${++runs}` },
    });
    const plain = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'count' }],
    });
    expect(plain.choices[0]?.message.content).toBe('one two three four five six seven eight');
    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      stream: true,
      messages: [{ role: 'user', content: 'count' }],
    });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(text).toBe('one two three four five six seven eight');
    scripted.hold();
  });

  it('ends a stream the upstream cuts with an error event the official clients throw, naming why', async () => {
    const cutting = await startScriptedServer({
      script: () => ({ content: 'one two three four five six seven eight' }),
      streamPieces: 8,
      faults: () => ({ cutAfterChunks: 3 }),
    });
    // Its own upstream pool: closing a core closes the pool it was given.
    const cutCore = createProxy({
      upstream: createUndiciUpstream(),
      openAIBaseUrl: cutting.url,
      anthropicBaseUrl: cutting.url,
    });
    const cutProxy = await serveProxy(cutCore.exchange, { port: 0 });
    try {
      const headers = { 'x-loopguard-run-id': `run-${++runs}` };
      const openai = new OpenAI({
        baseURL: `${cutProxy.url}/v1`,
        apiKey: 'sk-test',
        maxRetries: 0,
        defaultHeaders: headers,
      });
      let text = '';
      const failure = await (async () => {
        const stream = await openai.chat.completions.create({
          model: 'gpt-4o-mini',
          stream: true,
          messages: [{ role: 'user', content: 'count' }],
        });
        for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
      })().catch((error: unknown) => error);
      expect(text.length).toBeGreaterThan(0);
      expect(failure).toBeInstanceOf(OpenAI.APIError);
      expect(failure).toMatchObject({ code: 'LOOPGUARD_UPSTREAM_CONNECTION_LOST', type: 'upstream_broken' });
      expect((failure as Error).message).toBe(
        `the model API's stream broke off: upstream ${cutting.url} closed the connection part-way (UND_ERR_SOCKET)`,
      );
      const anthropic = new Anthropic({
        baseURL: cutProxy.url,
        apiKey: 'sk-ant-test',
        maxRetries: 0,
        defaultHeaders: { 'x-loopguard-run-id': `run-${++runs}` },
      });
      const broken = await (async () => {
        const stream = await anthropic.messages.create({
          model: 'claude-sonnet-4-5',
          max_tokens: 100,
          stream: true,
          messages: [{ role: 'user', content: 'count' }],
        });
        for await (const _event of stream) {
          // read to the end
        }
      })().catch((error: unknown) => error);
      expect(broken).toBeInstanceOf(Anthropic.APIError);
      expect((broken as Error).message).toContain("the model API's stream broke off: upstream");
    } finally {
      await cutProxy.close();
      await cutCore.close();
      await cutting.close();
    }
  });

  it('aborts the upstream call when the client goes away mid-stream', async () => {
    const controller = new AbortController();
    scripted.release(1);
    const response = await fetch(`${proxy.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-loopguard-run-id': `run-${++runs}` },
      body: chat(true),
      signal: controller.signal,
    });
    const round = scripted.requests.length;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    controller.abort();
    // The scripted server sees its answer cancelled: the proxy dropped the upstream request, not just the client.
    await vi.waitFor(() => expect(scripted.cancelled).toContain(round));
    expect(scripted.finished).not.toContain(round);
    await vi.waitFor(() => expect(proxy.inFlight()).toBe(0));
  });

  it('gives the requests of one connection one signal, with no listener left on it between requests', async () => {
    scripted.release(Number.POSITIVE_INFINITY);
    const signals: AbortSignal[] = [];
    const served = await serveProxy(
      (request) => {
        signals.push(request.signal);
        return core.exchange(request);
      },
      { port: 0 },
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number | undefined; text: string }>((resolve, reject) => {
        const outgoing = httpRequest(
          `${served.url}${path}`,
          {
            method,
            agent,
            headers: { 'content-type': 'application/json', 'x-loopguard-run-id': `run-${++runs}` },
          },
          (incoming) => {
            let text = '';
            incoming.setEncoding('utf8');
            incoming.on('data', (piece: string) => {
              text += piece;
            });
            incoming.on('end', () => resolve({ status: incoming.statusCode, text }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    try {
      // A plain and a streamed guarded call, an unguarded route passed through, and a body the proxy refuses.
      const answers = [
        await send('POST', '/v1/chat/completions', chat(false)),
        await send('POST', '/v1/chat/completions', chat(true)),
        await send('GET', '/v1/models'),
        await send('POST', '/v1/chat/completions', '{not json'),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, expect.any(Number), 400]);
      expect(answers[1]?.text).toContain('data: [DONE]');
      expect(new Set(signals).size).toBe(1);
      const [signal] = signals;
      if (!signal) throw new Error('no request reached the exchange');
      // Every listener the guard, the upstream pool and the relay added is gone with its request.
      expect(getEventListeners(signal, 'abort')).toHaveLength(0);
      agent.destroy();
      // A connection that closes between requests aborts nothing: no reply was unfinished.
      await vi.waitFor(() => expect(served.inFlight()).toBe(0));
      expect(signal.aborted).toBe(false);
    } finally {
      agent.destroy();
      await served.close();
      scripted.hold();
    }
  });

  it("settles each call once its reply is out, before the run's next request: a loop trips as in process", async () => {
    const looping = await startScriptedServer({
      script: () => ({ toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] }),
    });
    const events: GuardEvent[] = [];
    // Its own upstream pool: closing a core closes the pool it was given.
    const guarded = createProxy({
      upstream: createUndiciUpstream(),
      openAIBaseUrl: looping.url,
      onEvent: (event) => events.push(event),
    });
    const served = await serveProxy(guarded.exchange, { port: 0 });
    try {
      for (const stream of [false, true]) {
        const runId = `served-loop-${stream}`;
        const messages: unknown[] = [{ role: 'user', content: 'Summarise notes.txt' }];
        const statuses: number[] = [];
        for (let round = 1; round <= 5; round++) {
          const response = await fetch(`${served.url}/v1/chat/completions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-loopguard-run-id': runId },
            body: JSON.stringify({ model: 'gpt-4o-mini', stream, messages }),
          });
          statuses.push(response.status);
          const text = await response.text();
          if (response.status !== 200) {
            expect(JSON.parse(text).error.code).toBe('GUARD_LOOP_DETECTED');
            break;
          }
          // The answer is whole at the client: its call is settled (the response event is out, with its cost).
          const settled = events.filter((event) => event.run_id === runId && event.event === 'llm_response');
          expect(settled).toHaveLength(round);
          expect(settled.at(-1)?.cost).toBeGreaterThan(0);
          const id = stream
            ? (/"id":"(call_[^"]+)"/.exec(text)?.[1] ?? '')
            : JSON.parse(text).choices[0].message.tool_calls[0].id;
          const call = {
            id,
            type: 'function',
            function: { name: 'read_file', arguments: '{"path":"notes.txt"}' },
          };
          messages.push(
            { role: 'assistant', content: null, tool_calls: [call] },
            { role: 'tool', tool_call_id: id, content: 'the same page' },
          );
        }
        // Three calls go through, the fourth repeats them with nothing new: refused before forwarding.
        expect(statuses).toEqual([200, 200, 200, 400]);
      }
    } finally {
      await served.close();
      await guarded.close();
      await looping.close();
    }
  });

  it('keeps client connections alive between requests', async () => {
    scripted.release(Number.POSITIVE_INFINITY);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = () =>
      new Promise<{ reused: boolean; status: number | undefined }>((resolve, reject) => {
        const outgoing = httpRequest(
          `${proxy.url}/v1/chat/completions`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'x-loopguard-run-id': `run-${++runs}` },
          },
          (incoming) => {
            incoming.resume();
            incoming.on('end', () => resolve({ reused: outgoing.reusedSocket, status: incoming.statusCode }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(chat(false));
      });
    expect(await send()).toEqual({ reused: false, status: 200 });
    expect(await send()).toEqual({ reused: true, status: 200 });
    agent.destroy();
    scripted.hold();
  });
});

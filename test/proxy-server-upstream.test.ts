import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../src/proxy/read-all.js';
import { createUndiciUpstream } from '../src/proxy/server/undici-upstream.js';
import { UpstreamError } from '../src/proxy/server/upstream-error.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';

let scripted: ScriptedServer;
let other: ScriptedServer;
const upstream = createUndiciUpstream();
const secret = `sk-${'proj-'}${'Zq7'.repeat(16)}`;

beforeAll(async () => {
  scripted = await startScriptedServer({
    script: () => ({ content: 'alpha beta gamma delta epsilon' }),
    streamPieces: 5,
    faults: (round) => (round === 3 ? { cutAfterChunks: 2 } : undefined),
  });
  other = await startScriptedServer({ script: () => ({ content: 'other' }) });
});

afterAll(async () => {
  await upstream.close();
  await scripted.close();
  await other.close();
});

/** A port nothing listens on: bound, then released. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const chat = (stream: boolean) =>
  JSON.stringify({ model: 'gpt-4o-mini', stream, messages: [{ role: 'user', content: 'go' }] });

async function text(body: AsyncIterable<Uint8Array>): Promise<string> {
  let all = '';
  for await (const chunk of body) all += Buffer.from(chunk).toString();
  return all;
}

const send = (url: string, body: string) => ({
  url,
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
  body,
});

describe('createUndiciUpstream', () => {
  it('sends to each origin over its own keep-alive pool', async () => {
    const signal = new AbortController().signal;
    const first = await upstream.send({
      ...send(`${scripted.url}/v1/chat/completions`, chat(false)),
      signal,
    });
    expect(first.status).toBe(200);
    expect(JSON.parse(await text(first.body)).choices[0].message.content).toBe(
      'alpha beta gamma delta epsilon',
    );
    const second = await upstream.send({ ...send(`${other.url}/v1/chat/completions`, chat(false)), signal });
    expect(JSON.parse(await text(second.body)).choices[0].message.content).toBe('other');
    expect([...upstream.origins()].sort()).toEqual([scripted.url, other.url].sort());
    // The key reached the API; the hop's own compression was declined so the proxy can read usage.
    expect(scripted.requests.at(-1)?.headers.authorization).toBe(`Bearer ${secret}`);
    expect(scripted.requests.at(-1)?.headers['accept-encoding']).toBe('identity');
  });

  it('maps a refused connection to LOOPGUARD_UPSTREAM_UNREACHABLE naming the origin, not the key', async () => {
    const origin = `http://127.0.0.1:${await deadPort()}`;
    const failure = await upstream
      .send({
        ...send(`${origin}/v1/chat/completions?key=${secret}`, chat(false)),
        signal: new AbortController().signal,
      })
      .catch((error: unknown) => error);
    expect(UpstreamError.isInstance(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'LOOPGUARD_UPSTREAM_UNREACHABLE', origin });
    expect((failure as Error).message).toBe(`upstream ${origin} cannot be reached (ECONNREFUSED)`);
    expect(JSON.stringify(failure)).not.toContain(secret);
  });

  it('maps a stream cut part-way to LOOPGUARD_UPSTREAM_CONNECTION_LOST while the body is read', async () => {
    const signal = new AbortController().signal;
    // Round 3 of the scripted server is cut after two chunks.
    await text(
      (await upstream.send({ ...send(`${scripted.url}/v1/chat/completions`, chat(false)), signal })).body,
    );
    const cut = await upstream.send({ ...send(`${scripted.url}/v1/chat/completions`, chat(true)), signal });
    expect(cut.status).toBe(200);
    const failure = await text(cut.body).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'LOOPGUARD_UPSTREAM_CONNECTION_LOST', origin: scripted.url });
  });

  it('maps an aborted call to LOOPGUARD_UPSTREAM_ABORTED', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await upstream
      .send({ ...send(`${scripted.url}/v1/chat/completions`, chat(false)), signal: controller.signal })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'LOOPGUARD_UPSTREAM_ABORTED' });
  });

  it("reads an answer whole from the stream's own events, with its errors and a size limit", async () => {
    const cutting = await startScriptedServer({
      script: () => ({ content: 'alpha beta gamma delta' }),
      streamPieces: 4,
      faults: (round) => (round === 2 ? { cutAfterChunks: 1 } : undefined),
    });
    const signal = new AbortController().signal;
    const url = `${cutting.url}/v1/chat/completions`;
    try {
      const whole = await upstream.send({ ...send(url, chat(false)), signal });
      const bytes = await readAll(whole.body, 1 << 20);
      expect(JSON.parse(Buffer.from(bytes).toString()).choices[0].message.content).toBe(
        'alpha beta gamma delta',
      );
      const cut = await upstream.send({ ...send(url, chat(true)), signal });
      await expect(readAll(cut.body, 1 << 20)).rejects.toMatchObject({
        code: 'LOOPGUARD_UPSTREAM_CONNECTION_LOST',
        origin: cutting.url,
      });
      const large = await upstream.send({ ...send(url, chat(false)), signal });
      await expect(readAll(large.body, 16)).rejects.toThrow('the upstream answer is larger than 16 bytes');
      const controller = new AbortController();
      const aborted = await upstream.send({ ...send(url, chat(true)), signal: controller.signal });
      const reading = readAll(aborted.body, 1 << 20);
      controller.abort();
      await expect(reading).rejects.toMatchObject({ code: 'LOOPGUARD_UPSTREAM_ABORTED' });
    } finally {
      await cutting.close();
    }
  });

  it('refuses calls once closed', async () => {
    const pool = createUndiciUpstream();
    await pool.close();
    await expect(
      pool.send({
        ...send(`${scripted.url}/v1/chat/completions`, chat(false)),
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({
      code: 'LOOPGUARD_UPSTREAM_ABORTED',
      message: expect.stringContaining('shutting down'),
    });
  });
});

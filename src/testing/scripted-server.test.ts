import { afterEach, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from './scripted-server.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('startScriptedServer', () => {
  it('answers a scripted fault with its status in each API error shape', async () => {
    server = await startScriptedServer({
      script: [{ content: 'a' }, { content: 'b' }],
      faults: { 1: { status: 429 }, 2: { status: 500 } },
    });
    const openai = await post(`${server.openAIBaseURL}/chat/completions`, { model: 'm', messages: [] });
    expect(openai.status).toBe(429);
    expect(await openai.json()).toMatchObject({ error: { type: 'rate_limit_error' } });
    const anthropic = await post(`${server.url}/v1/messages`, { model: 'm', messages: [] });
    expect(anthropic.status).toBe(500);
    expect(await anthropic.json()).toMatchObject({ type: 'error', error: { type: 'api_error' } });
    expect(server.requests.map((request) => request.api)).toEqual(['openai', 'anthropic']);
  });

  it('cuts a stream after the given number of chunks', async () => {
    server = await startScriptedServer({
      script: [{ content: 'many words in this answer' }],
      faults: { 1: { cutAfterChunks: 2 } },
    });
    const response = await post(`${server.openAIBaseURL}/chat/completions`, {
      model: 'm',
      messages: [],
      stream: true,
    });
    const error = await response.text().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
  });

  it('rejects a body that is not JSON and unknown routes, recording nothing', async () => {
    server = await startScriptedServer({ script: [] });
    const bad = await fetch(`${server.openAIBaseURL}/chat/completions`, { method: 'POST', body: '{oops' });
    expect(bad.status).toBe(400);
    expect((await fetch(`${server.url}/v1/embeddings`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect(server.requests).toHaveLength(0);
  });

  it('says so when the script has no more turns', async () => {
    server = await startScriptedServer({ script: [] });
    const response = await post(`${server.openAIBaseURL}/chat/completions`, {
      model: 'm',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(
      ((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message
        .content,
    ).toBe('(the scripted model has no turn 1)');
  });
});

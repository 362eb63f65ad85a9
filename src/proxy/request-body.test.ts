import { describe, expect, it } from 'vitest';
import { proxyApis } from './proxy-api.js';
import { bodyToSend, parseBody } from './request-body.js';

const chat = proxyApis.get('/v1/chat/completions');
const responses = proxyApis.get('/v1/responses');
const notLowered: { lowered: boolean; maxOutputTokens: number | undefined } = {
  lowered: false,
  maxOutputTokens: undefined,
};

function send(text: string, started = notLowered, codec = chat) {
  if (!codec) throw new Error('no codec');
  const raw = new TextEncoder().encode(text);
  const body = parseBody(raw);
  if (typeof body === 'string') throw new Error(body);
  const sent = bodyToSend(codec, body, codec.readRequest(body), started, raw);
  return { raw, sent, text: typeof sent === 'string' ? sent : new TextDecoder().decode(sent) };
}

describe('bodyToSend', () => {
  it("sends the client's own bytes when nothing changes", () => {
    const plain = send('{"model":"gpt-4o-mini","messages":[]}');
    expect(plain.sent).toBe(plain.raw);
    const asked = send('{"model":"m","stream":true,"stream_options":{"include_usage":true},"messages":[]}');
    expect(asked.sent).toBe(asked.raw);
  });

  it("asks a chat stream for its usage in front of the client's bytes, which stay as they were", () => {
    const client =
      ' {"model" : "gpt-4o-mini",\n "stream": true, "messages": [{"role":"user","content":"ünïcödé \\u00e9"}]}';
    const { text } = send(client);
    expect(text).toBe(
      ` {"stream_options":{"include_usage":true},"model" : "gpt-4o-mini",\n "stream": true, "messages": [{"role":"user","content":"ünïcödé \\u00e9"}]}`,
    );
    expect(JSON.parse(text)).toEqual({ ...JSON.parse(client), stream_options: { include_usage: true } });
  });

  it('drops a byte-order mark in front of a body it adds the field to', () => {
    const { sent, text } = send('\uFEFF{"model":"m","stream":true,"messages":[]}');
    expect((sent as Uint8Array)[0]).toBe(0x7b);
    expect(JSON.parse(text)).toEqual({
      model: 'm',
      stream: true,
      messages: [],
      stream_options: { include_usage: true },
    });
  });

  it("merges the request into the client's own stream options, never a second key", () => {
    for (const options of ['{}', 'null', '{"include_usage":false}', '{"include_obfuscation":false}']) {
      const { text } = send(`{"model":"m","stream":true,"stream_options":${options},"messages":[]}`);
      expect(text.match(/stream_options/g)).toHaveLength(1);
      expect(JSON.parse(text).stream_options).toEqual({
        ...(JSON.parse(options) ?? {}),
        include_usage: true,
      });
    }
  });

  it('writes the body anew with a lowered cap, and asks for usage in the same body', () => {
    const { text } = send('{"model":"m","stream":true,"max_tokens":4096,"messages":[]}', {
      lowered: true,
      maxOutputTokens: 300,
    });
    expect(JSON.parse(text)).toEqual({
      model: 'm',
      stream: true,
      max_tokens: 300,
      messages: [],
      stream_options: { include_usage: true },
    });
  });

  it('leaves a Responses stream as the client wrote it (it reports its usage anyway)', () => {
    const streamed = send('{"model":"m","stream":true,"input":"hi"}', notLowered, responses);
    expect(streamed.sent).toBe(streamed.raw);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerBenchQueries } from './gateway-child.js';

/**
 * The model API every contender of the gateway bench reaches: a minimal Node `http` server on 127.0.0.1 that
 * answers `POST /v1/chat/completions` with a fixed completion, or a fixed SSE stream when the body asks for
 * one, over keep-alive. It reads the body only as far as a substring test, so it costs every contender the
 * same few microseconds and the proxies' own work stands out.
 *
 * Two headers choose another fixed answer, for the runs a final answer would end: `x-bench-reply: tool` (a
 * tool call, so the run stays open) and `x-bench-round: N` (the tool call `read_page({"page": N})`, id
 * `call_N`, for the 50-round conversation).
 */

const created = 1_764_633_600;
const usage = { prompt_tokens: 42, completion_tokens: 12, total_tokens: 54 };
const answerText = 'The sales CSV has 980 rows after cleaning; 20 duplicates were dropped.';

function toolCall(round: string | undefined) {
  const page = round ?? '1';
  return {
    id: `call_${page}`,
    type: 'function',
    function: { name: 'read_page', arguments: `{"page":${Number(page)}}` },
  };
}

function completion(round: string | undefined, tool: boolean): string {
  const message =
    tool || round !== undefined
      ? { role: 'assistant', content: null, tool_calls: [toolCall(round)] }
      : { role: 'assistant', content: answerText };
  return JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion',
    created,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message, logprobs: null, finish_reason: tool ? 'tool_calls' : 'stop' }],
    usage,
  });
}

function chunk(delta: object, finishReason: string | null): string {
  const body = {
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** The text streamed in 8 pieces, then the finish chunk; the usage chunk only when asked, as OpenAI does. */
const streamPieces = answerText.match(/.{1,9}/g) ?? [answerText];
const streamBody = [
  chunk({ role: 'assistant', content: '' }, null),
  ...streamPieces.map((piece) => chunk({ content: piece }, null)),
  chunk({}, 'stop'),
].join('');
const usageChunk = `data: ${JSON.stringify({
  id: 'chatcmpl-bench',
  object: 'chat.completion.chunk',
  created,
  model: 'gpt-4o-mini',
  choices: [],
  usage,
})}\n\n`;
const done = 'data: [DONE]\n\n';
const plainAnswer = completion(undefined, false);
const toolAnswer = completion(undefined, true);

/** The fixed answer to a request body: the substring tests below are enough for bodies the bench writes. */
export function fixedAnswer(
  body: string,
  round: string | undefined,
  reply: string | undefined,
): { readonly contentType: string; readonly text: string } {
  if (/"stream"\s*:\s*true/.test(body))
    return {
      contentType: 'text/event-stream',
      text: streamBody + (/"include_usage"\s*:\s*true/.test(body) ? usageChunk : '') + done,
    };
  const text = round !== undefined ? completion(round, true) : reply === 'tool' ? toolAnswer : plainAnswer;
  return { contentType: 'application/json', text };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function answer(request: IncomingMessage, response: ServerResponse, body: string): void {
  if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"error":{"message":"not found","type":"not_found"}}');
    return;
  }
  const fixed = fixedAnswer(body, header(request, 'x-bench-round'), header(request, 'x-bench-reply'));
  if (fixed.contentType === 'text/event-stream') {
    response.writeHead(200, { 'content-type': fixed.contentType, 'cache-control': 'no-cache' });
    response.end(fixed.text);
    return;
  }
  response.writeHead(200, {
    'content-type': fixed.contentType,
    'content-length': Buffer.byteLength(fixed.text),
  });
  response.end(fixed.text);
}

/** Starts the fixed upstream on 127.0.0.1 (port 0 unless given); resolves with its origin. */
export async function startFixedUpstream(port = 0): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (piece: string) => {
      body += piece;
    });
    request.on('end', () => answer(request, response, body));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

// Run as a child of the bench (forked): report the origin over IPC.
if (process.send && process.argv[2] === 'child') {
  const { url } = await startFixedUpstream();
  answerBenchQueries();
  process.send({ url });
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage, ChatToolSpec } from '../agent/chat-types.js';
import { countPromptTokens } from '../pricing/count-tokens.js';
import { anthropicEvents, anthropicMessage } from './anthropic-format.js';
import { openAIChunks, openAICompletion } from './openai-format.js';
import type { ScriptedTurn } from './scripted-model.js';

/** Which wire API a request used. */
export type ScriptedApi = 'openai' | 'anthropic';

/** A request the server received, parsed. */
export interface RecordedRequest {
  readonly api: ScriptedApi;
  readonly path: string;
  /** 1-based number of the request (the round it answered). */
  readonly round: number;
  readonly body: Record<string, unknown>;
  readonly stream: boolean;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Something going wrong on purpose for one request. */
export interface Fault {
  /** Answer with this HTTP status (429, 500, …) and an error body instead of the turn. */
  readonly status?: number;
  /** Wait this long before answering. */
  readonly latencyMs?: number;
  /** For a stream: send this many chunks, then cut the connection. */
  readonly cutAfterChunks?: number;
}

/** Options of {@link startScriptedServer}. */
export interface ScriptedServerOptions {
  /** The turns to play in order, or a function of the round and the request. */
  readonly script: readonly ScriptedTurn[] | ((round: number, request: RecordedRequest) => ScriptedTurn);
  /** @default 0 (any free port) */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Model name reported when a turn names none. @default the request's model */
  readonly model?: string;
  /** Faults by round, or a function of the round. */
  readonly faults?: Readonly<Record<number, Fault>> | ((round: number) => Fault | undefined);
  /** Pause between stream chunks. @default 0 */
  readonly chunkDelayMs?: number;
  /** Completion tokens reported when a turn gives no usage. @default 60 */
  readonly completionTokens?: number;
  /** Largest request body accepted; a larger one gets 413 and consumes no turn. @default 8388608 (8 MiB) */
  readonly maxBodyBytes?: number;
}

/** The default {@link ScriptedServerOptions.maxBodyBytes}. */
export const DEFAULT_MAX_BODY_BYTES = 8 * 2 ** 20;

/** A running scripted server. */
export interface ScriptedServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** `url + '/v1'`: the `baseURL` for the OpenAI SDK. */
  readonly openAIBaseURL: string;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads a body up to `limit` bytes; `undefined` when it is larger (the rest is never buffered). */
async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What is wrong with a parsed body, or `undefined` when it is a request object the server can answer. */
function bodyProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `request body must be a JSON object, got ${body === null ? 'null' : Array.isArray(body) ? 'an array' : typeof body}`;
  }
  const messages = (body as Record<string, unknown>).messages;
  if (messages !== undefined && !Array.isArray(messages)) return '`messages` must be an array';
  return undefined;
}

function invalidRequest(api: ScriptedApi, message: string) {
  return api === 'openai'
    ? { error: { message, type: 'invalid_request_error' } }
    : { type: 'error', error: { type: 'invalid_request_error', message } };
}

function promptTokensOf(body: Record<string, unknown>): number {
  const messages = Array.isArray(body.messages) ? (body.messages as ChatMessage[]) : [];
  const system = typeof body.system === 'string' ? [{ role: 'system', content: body.system }] : [];
  return countPromptTokens([...system, ...messages], (body.tools as ChatToolSpec[] | undefined) ?? undefined);
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(value));
}

/**
 * Starts the scripted model: a real HTTP server speaking the OpenAI chat-completions API (`POST
 * /v1/chat/completions`, plain and SSE streaming with a final usage chunk when `stream_options.include_usage`
 * is set) and the Anthropic messages API (`POST /v1/messages`, plain and streaming events), replaying
 * scripted assistant turns. It records every request and can inject latency, error statuses and cut streams.
 * @example
 * const server = await startScriptedServer({ script: scriptFromTranscript(run) });
 * const client = new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' });
 */
export async function startScriptedServer(options: ScriptedServerOptions): Promise<ScriptedServer> {
  const requests: RecordedRequest[] = [];
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const faultFor = (round: number): Fault | undefined =>
    typeof options.faults === 'function' ? options.faults(round) : options.faults?.[round];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const api: ScriptedApi | undefined = path.endsWith('/chat/completions')
      ? 'openai'
      : path.endsWith('/messages')
        ? 'anthropic'
        : undefined;
    if (request.method !== 'POST' || !api) {
      sendJson(response, 404, {
        error: { message: `no route for ${request.method} ${path}`, type: 'not_found' },
      });
      return;
    }
    const text = await readBody(request, maxBodyBytes);
    if (text === undefined) {
      // Connection: close, since the rest of an oversized body is never read.
      response.setHeader('connection', 'close');
      sendJson(response, 413, invalidRequest(api, `request body is larger than ${maxBodyBytes} bytes`));
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      sendJson(response, 400, invalidRequest(api, `request body is not JSON: ${(error as Error).message}`));
      return;
    }
    const problem = bodyProblem(parsed);
    if (problem) {
      sendJson(response, 400, invalidRequest(api, problem));
      return;
    }
    const body = parsed as Record<string, unknown>;
    const recorded: RecordedRequest = {
      api,
      path,
      round: requests.length + 1,
      body,
      stream: body.stream === true,
      headers: request.headers,
    };
    requests.push(recorded);
    const fault = faultFor(recorded.round);
    if (fault?.latencyMs) await sleep(fault.latencyMs);
    if (fault?.status) {
      const type = fault.status === 429 ? 'rate_limit_error' : 'api_error';
      sendJson(
        response,
        fault.status,
        api === 'openai'
          ? { error: { message: `scripted fault ${fault.status}`, type } }
          : { type: 'error', error: { type, message: `scripted fault ${fault.status}` } },
      );
      return;
    }
    const script = options.script;
    const turn: ScriptedTurn = (typeof script === 'function'
      ? script(recorded.round, recorded)
      : script[recorded.round - 1]) ?? {
      content: `(the scripted model has no turn ${recorded.round})`,
    };
    const model = turn.model ?? options.model ?? String(body.model ?? 'scripted');
    const usage = turn.usage ?? {
      prompt_tokens: promptTokensOf(body),
      completion_tokens: options.completionTokens ?? 60,
    };
    const reply = { turn, model, usage, round: recorded.round };
    if (!recorded.stream) {
      sendJson(response, 200, api === 'openai' ? openAICompletion(reply) : anthropicMessage(reply));
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const includeUsage =
      (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
    const frames = api === 'openai' ? openAIChunks(reply, includeUsage) : anthropicEvents(reply);
    let sent = 0;
    for (const frame of frames) {
      if (fault?.cutAfterChunks !== undefined && sent >= fault.cutAfterChunks) {
        // Let what was written reach the client first, then drop the connection mid-stream.
        await sleep(20);
        response.socket?.destroy();
        return;
      }
      if (response.destroyed) return;
      response.write(frame);
      sent++;
      if (options.chunkDelayMs) await sleep(options.chunkDelayMs);
    }
    response.end();
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        sendJson(response, 500, {
          error: { message: (error as Error).message ?? String(error), type: 'server_error' },
        });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url,
    openAIBaseURL: `${url}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { countPromptTokens } from '../pricing/count-tokens.js';
import {
  type AnthropicMessagesRequest,
  type OpenAIChatRequest,
  type OpenAIResponsesRequest,
  readAnthropicMessagesRequest,
  readOpenAIChatRequest,
  readOpenAIResponsesRequest,
  type WireRequestFacts,
} from '../wire/index.js';
import { parseRequestBody } from './parse-request-body.js';
import { readBodyText } from './read-body-text.js';
import { scriptedAnswer } from './scripted-answer.js';
import { apiErrorBody, type ScriptedApi, scriptedApiOf } from './scripted-api.js';
import type { ScriptedTurn } from './scripted-model.js';

/** A request the handler answered with a turn (or a fault), parsed. */
export interface RecordedRequest {
  readonly api: ScriptedApi;
  readonly path: string;
  /** 1-based number of the request; faults are keyed by it. */
  readonly round: number;
  /**
   * 1-based number of the script turn that answered it; `undefined` for a request a status fault answered.
   * A status fault consumes no turn, so the retry that follows gets the turn the failed request would have.
   */
  readonly turn: number | undefined;
  readonly body: Record<string, unknown>;
  readonly stream: boolean;
  /** Header names lower-cased; repeated headers joined with `, `. */
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** Something going wrong on purpose for one request. */
export interface Fault {
  /**
   * Answer with this HTTP status (429, 500, …; 200–599) and an error body instead of the turn. The turn is
   * not consumed: the next request gets it, as a provider's retry gets the answer the failed call would have.
   */
  readonly status?: number;
  /** Wait this long before answering. */
  readonly latencyMs?: number;
  /** For a stream: send this many chunks, then cut the stream (over a socket: drop the connection). */
  readonly cutAfterChunks?: number;
}

/** Options of {@link createScriptedHandler}. */
export interface ScriptedHandlerOptions {
  /** The turns to play in order, or a function of the turn (1-based; requests a status fault answered do not count) and the request. */
  readonly script: readonly ScriptedTurn[] | ((round: number, request: RecordedRequest) => ScriptedTurn);
  /** Model name reported when a turn names none. @default the request's model, else 'scripted' */
  readonly model?: string;
  /** Faults by request number (1-based, every request counts), or a function of it. @default none */
  readonly faults?: Readonly<Record<number, Fault>> | ((round: number) => Fault | undefined);
  /** Pause between stream chunks. @default 0 */
  readonly chunkDelayMs?: number;
  /** Pieces a streamed answer's text is cut into, one chunk each (a long stream for deadline tests). @default 3 */
  readonly streamPieces?: number;
  /** Completion tokens reported when a turn gives no usage. @default 60 */
  readonly completionTokens?: number;
  /** Largest request body accepted; a larger one gets 413 and consumes no turn. @default 8388608 (8 MiB) */
  readonly maxBodyBytes?: number;
  /** Clock for OpenAI's `created`, in Unix milliseconds. @default Date.now */
  readonly now?: () => number;
}

/** The default {@link ScriptedHandlerOptions.maxBodyBytes}. */
export const DEFAULT_MAX_BODY_BYTES = 8 * 2 ** 20;

/** A fetch-style handler playing a script, with the requests it answered. */
export interface ScriptedHandler {
  (request: Request): Promise<Response>;
  /** Every request that consumed a round, in order (refused bodies and unknown routes are not recorded). */
  readonly requests: RecordedRequest[];
}

function requestFacts(api: ScriptedApi, body: Record<string, unknown>): WireRequestFacts {
  if (api === 'openai') return readOpenAIChatRequest(body as OpenAIChatRequest);
  if (api === 'openai-responses') return readOpenAIResponsesRequest(body as OpenAIResponsesRequest);
  return readAnthropicMessagesRequest(body as AnthropicMessagesRequest);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The scripted model as a fetch-style handler `(Request) => Promise<Response>`: the OpenAI chat-completions
 * API (`POST …/chat/completions`, plain, or SSE with a final usage chunk when `stream_options.include_usage`
 * is set), the OpenAI Responses API (`POST …/responses`, plain, or its SSE events with `stream: true`) and
 * the Anthropic messages API (`POST …/messages`, plain or streamed events), replaying the same scripted
 * assistant turns in each API's wire shape. It records every request and can inject latency, error statuses
 * (which answer a request without consuming its turn) and cut streams. Test HTTP code with it directly, without a port; {@link startScriptedServer}
 * puts it on a socket.
 * @example
 * const handler = createScriptedHandler({ script: [{ content: 'hi' }] });
 * const response = await handler(new Request('http://x/v1/chat/completions', { method: 'POST', body: '{"messages":[]}' }));
 */
export function createScriptedHandler(options: ScriptedHandlerOptions): ScriptedHandler {
  const requests: RecordedRequest[] = [];
  let turnsPlayed = 0;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const now = options.now ?? Date.now;
  const faultFor = (round: number): Fault | undefined =>
    typeof options.faults === 'function' ? options.faults(round) : options.faults?.[round];

  const answer = async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const api = scriptedApiOf(path);
    if (request.method !== 'POST' || api === undefined)
      return Response.json(
        { error: { message: `no route for ${request.method} ${path}`, type: 'not_found' } },
        { status: 404 },
      );
    const text = await readBodyText(request, maxBodyBytes);
    if (text === undefined)
      // Connection: close, since the rest of an oversized body is never read.
      return Response.json(
        apiErrorBody(api, 'invalid_request_error', `request body is larger than ${maxBodyBytes} bytes`),
        { status: 413, headers: { connection: 'close' } },
      );
    const parsed = parseRequestBody(text);
    if ('problem' in parsed)
      return Response.json(apiErrorBody(api, 'invalid_request_error', parsed.problem), { status: 400 });
    const body = parsed.body;
    const facts = requestFacts(api, body);
    const round = requests.length + 1;
    const fault = faultFor(round);
    const status = fault?.status;
    const turnNumber = status ? undefined : ++turnsPlayed;
    const recorded: RecordedRequest = {
      api,
      path,
      round,
      turn: turnNumber,
      body,
      stream: facts.stream,
      headers: Object.fromEntries(request.headers),
    };
    requests.push(recorded);
    if (fault?.latencyMs) await sleep(fault.latencyMs);
    if (turnNumber === undefined) {
      const type = status === 429 ? 'rate_limit_error' : 'api_error';
      return Response.json(apiErrorBody(api, type, `scripted fault ${status}`), { status: status ?? 500 });
    }
    const script = options.script;
    const turn: ScriptedTurn = (typeof script === 'function'
      ? script(turnNumber, recorded)
      : script[turnNumber - 1]) ?? { content: `(the scripted model has no turn ${turnNumber})` };
    return scriptedAnswer({
      api,
      turn,
      model: turn.model ?? options.model ?? facts.model ?? 'scripted',
      usage: turn.usage ?? {
        prompt_tokens: countPromptTokens(facts.messages, facts.tools),
        completion_tokens: options.completionTokens ?? 60,
      },
      round: turnNumber,
      stream: facts.stream,
      includeUsage: facts.includeUsage,
      now: now(),
      chunkDelayMs: options.chunkDelayMs,
      streamPieces: options.streamPieces,
      cutAfterChunks: fault?.cutAfterChunks,
    });
  };

  const handler = async (request: Request): Promise<Response> => {
    try {
      return await answer(request);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return Response.json({ error: { message, type: 'server_error' } }, { status: 500 });
    }
  };
  return Object.assign(handler, { requests });
}

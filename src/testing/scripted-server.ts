import {
  createScriptedHandler,
  DEFAULT_MAX_BODY_BYTES,
  type ScriptedHandler,
  type ScriptedHandlerOptions,
} from './scripted-handler.js';
import { serveFetchHandler } from './serve-fetch-handler.js';

export type { ScriptedApi } from './scripted-api.js';
export {
  DEFAULT_MAX_BODY_BYTES,
  type Fault,
  type RecordedRequest,
} from './scripted-handler.js';

/** Options of {@link startScriptedServer}: the handler's, plus where to listen. */
export interface ScriptedServerOptions extends ScriptedHandlerOptions {
  /** @default 0 (any free port) */
  readonly port?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
}

/** A running scripted server. */
export interface ScriptedServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** `url + '/v1'`: the `baseURL` for the OpenAI SDK. */
  readonly openAIBaseURL: string;
  /** Every request received, in order (the handler's {@link ScriptedHandler.requests}). */
  readonly requests: ScriptedHandler['requests'];
  /** The fetch-style handler the server wraps. */
  readonly handler: ScriptedHandler;
  close(): Promise<void>;
}

/**
 * Starts the scripted model on a real HTTP server: {@link createScriptedHandler} behind a thin Node `http`
 * wrapper, for end-to-end tests with the official SDK clients. A cut stream drops the connection, so
 * clients see a truncated stream.
 * @example
 * const server = await startScriptedServer({ script: scriptFromTranscript(run) });
 * const client = new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' });
 */
export async function startScriptedServer(options: ScriptedServerOptions): Promise<ScriptedServer> {
  const handler = createScriptedHandler(options);
  const served = await serveFetchHandler(handler, {
    port: options.port,
    host: options.host,
    // The wrapper stops reading where the handler refuses, so an oversized body is never pulled off the socket.
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
  });
  return {
    url: served.url,
    openAIBaseURL: `${served.url}/v1`,
    requests: handler.requests,
    handler,
    close: served.close,
  };
}

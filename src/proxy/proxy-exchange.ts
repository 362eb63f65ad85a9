/**
 * The proxy's own request and reply shapes. The Node server and the fetch-style `createProxy` both reduce to
 * them, so the hot path builds no WHATWG `Request`/`Response` objects (each costs a sizeable share of the
 * gateway's whole added-latency target, docs/performance.md).
 */

/** Header values by lower-case name. */
export type ProxyHeaders = Readonly<Record<string, string | undefined>>;

/** One client request, body already read (the server enforces the size limit before the core sees it). */
export interface ProxyRequest {
  readonly method: string;
  /** Path and query, e.g. `/v1/chat/completions`. */
  readonly path: string;
  readonly headers: ProxyHeaders;
  readonly body: Uint8Array;
  /** Aborts when the client goes away; the upstream call is aborted with it. */
  readonly signal: AbortSignal;
  /** The peer's address, for the loopback check. */
  readonly remoteAddress?: string | undefined;
  /**
   * Given by a server that writes replies to sockets (`serveProxy`): `afterReply(work)` runs `work` once the
   * reply was handed to the socket whole (or failed), before the server reads another request. The guard's
   * bookkeeping for a call (settling its cost, detection over its answer) goes there when the run lives in
   * this process, so the client does not wait for it. Without it, that work is done before replying.
   */
  readonly afterReply?: ((work: () => void) => void) | undefined;
}

/** A reply body: whole, or streamed chunk by chunk (server-sent events). */
export type ProxyBody = Uint8Array | string | AsyncIterable<Uint8Array | string>;

/** The proxy's answer to one request. */
export interface ProxyReply {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: ProxyBody;
}

/** The proxy core: one request in, one reply out. */
export type ProxyExchange = (request: ProxyRequest) => Promise<ProxyReply>;

/** One request to the model API. */
export interface UpstreamRequest {
  /** Absolute URL. */
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Uint8Array | string | undefined;
  readonly signal: AbortSignal;
}

/** The model API's answer, its body still streaming. */
export interface UpstreamResponse {
  readonly status: number;
  /** Lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: AsyncIterable<Uint8Array>;
}

/** How the proxy reaches the model API: a keep-alive undici pool in production, any `fetch` in tests. */
export interface Upstream {
  send(request: UpstreamRequest): Promise<UpstreamResponse>;
  close(): Promise<void>;
}

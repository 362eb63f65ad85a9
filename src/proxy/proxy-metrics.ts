/** Which API a guarded route speaks. */
export type ProxyApi = 'openai-chat' | 'openai-responses' | 'anthropic-messages';

/**
 * What the proxy core reports as it works; `/metrics` renders it in the Prometheus text format. Every method
 * is cheap and synchronous (a counter bump), so it can sit on the hot path.
 */
export interface ProxyMetrics {
  /** One guarded call forwarded upstream. */
  call(api: ProxyApi, model: string): void;
  /** Tokens settled for one call. */
  tokens(api: ProxyApi, model: string, inputTokens: number, outputTokens: number): void;
  /** Money settled for one call, USD. */
  spend(api: ProxyApi, model: string, costUsd: number): void;
  /** A request refused or cut by the guard, by GuardError code (`GUARD_…`). */
  trip(code: string): void;
  /** An upstream answer of status ≥ 500 or 429, or `network` when it could not be reached. */
  upstreamError(kind: number | 'network'): void;
  /** Time the proxy added to one request (its own work, upstream time excluded), seconds. */
  addedLatency(seconds: number): void;
  /** A run-store or budget-store failure (`fail closed` answers count here too). */
  storeError(store: 'runs' | 'budget'): void;
}

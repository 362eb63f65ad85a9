/**
 * Keys whose value in a tool result is incidental (request and message ids, timings, process ids, revision
 * counters), and the key hash the observation scanner compares them by.
 */

/** The key hash the scanner computes over a token's UTF-8 bytes, lower-cased. */
export function keyHashOf(key: string): number {
  let hash = 0;
  for (const code of new TextEncoder().encode(key)) hash = ((hash << 5) - hash + (code | 32)) | 0;
  return hash;
}

/** A key's spellings: `request_id`, `request-id`, `requestid` (and so `requestId`, `Request-Id`). */
function spellings(key: string): string[] {
  return [key, key.replaceAll('_', '-'), key.replaceAll('-', '_'), key.replaceAll(/[-_]/g, '')];
}

/**
 * Handles a browser tool gives the elements of one snapshot (`[ref=e703]`, `"backendNodeId": 412`): renumbered on
 * every snapshot, they name nothing the next snapshot keeps, so a result's shape leaves out their values that look
 * like handles (`e703`, `412`; not `refs/heads/main`).
 */
export const ELEMENT_HANDLE_KEYS: readonly string[] = [
  'ref',
  'element_ref',
  'element_id',
  'node_id',
  'backend_node_id',
];

/**
 * Keys whose value is incidental, as they appear in JSON, headers, `key=value` logs and prose (`pid 4242`).
 * Spelling is free: `request_id`, `requestId`, `X-Request-Id` are one key.
 */
export const VOLATILE_RESULT_KEYS: readonly string[] = [
  'request_id',
  'req_id',
  'x-request-id',
  'x-amzn-requestid',
  'x-amz-request-id',
  'cf-ray',
  'trace_id',
  'x-trace-id',
  'traceparent',
  'span_id',
  'correlation_id',
  'x-correlation-id',
  'idempotency_key',
  'client_request_id',
  'session_id',
  'session_key',
  'run_id',
  'run',
  'message_id',
  'platform_message_id',
  'thread_id',
  'event_id',
  'delivery_id',
  'receipt_id',
  'operation_id',
  'execution_id',
  'invocation_id',
  'revision',
  'rev',
  // A notebook cell's counter (`execution_count=17`, `"executionCount": 12`): it counts cells run, not progress.
  'execution_count',
  'exec_count',
  'seq',
  'cwd',
  'working_directory',
  'nonce',
  'uuid',
  'guid',
  'etag',
  'pid',
  'ppid',
  'pgid',
  'tid',
  'port',
  'took',
  'took_ms',
  'elapsed',
  'elapsed_ms',
  'elapsed_time',
  'elapsed_s',
  'elapsed_seconds',
  'duration_s',
  'took_s',
  'timeout',
  'duration',
  'duration_ms',
  'latency',
  'latency_ms',
  'response_time',
  'x-response-time',
  'timestamp',
  'ts',
  'sent_at',
  'created_at',
  'updated_at',
  'content-length',
  'cache_buster',
  // What a model's reply cost (a sub-agent's answer with its usage): the same reply costs other tokens each time.
  'tokens',
  'total_tokens',
  'prompt_tokens',
  'completion_tokens',
  'input_tokens',
  'output_tokens',
  'uptime',
  'rss',
  'vsz',
  'mem',
  'memory',
  'heap_used',
  'x-ratelimit-remaining',
  'x-rate-limit-remaining',
  'ratelimit-remaining',
  'x-ratelimit-reset',
  'ratelimit-reset',
  'retry-after',
  'retry_after_ms',
  // Whether a cache served it (`"cache":"STALE"`, `X-Cache: HIT`, `cf-cache-status: MISS`): the same answer either way.
  'cache',
  'cache_status',
  'x-cache',
  'x-cache-status',
  'cf-cache-status',
  'cache_hit',
  // A signed URL's query (`X-Amz-Expires=900&X-Amz-Date=…&X-Amz-Signature=…`): signed afresh for every answer.
  'x-amz-expires',
  'x-amz-date',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
  'x-goog-expires',
  'x-goog-date',
  'x-goog-signature',
  'x-goog-credential',
  // The instance that served the answer (`"server":"fra-5"`): another replica answers the same question alike.
  'server',
  'served_by',
  'worker',
  'replica',
];

/** Every spelling of {@link VOLATILE_RESULT_KEYS} that the scanner's key hash tells apart. */
export const volatileKeySpellings: readonly string[] = VOLATILE_RESULT_KEYS.flatMap(spellings);

/** Hashes of {@link VOLATILE_RESULT_KEYS}, for the scanner's one look-up per word. */
export const volatileKeyHashes: ReadonlySet<number> = new Set(volatileKeySpellings.map(keyHashOf));

/** Hashes of {@link ELEMENT_HANDLE_KEYS} in every spelling. */
export const elementHandleKeyHashes: ReadonlySet<number> = new Set(
  ELEMENT_HANDLE_KEYS.flatMap(spellings).map(keyHashOf),
);

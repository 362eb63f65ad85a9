const volatileKeyPattern =
  /^(timestamp|ts|time_?stamp|now|nonce|request_?id|req_?id|trace_?id|span_?id|correlation_?id|idempotency_?key|client_?request_?id|cache_?buster|cb|_t|_ts|rand|random|uuid|guid|sent_?at|created_?at|updated_?at|elapsed(_?ms)?|duration(_?ms)?|latency(_?ms)?)$/i;

const uuidPattern = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const isoTimestampPattern = /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?\b/g;
const epochPattern = /\b1[5-9]\d{8}(\d{3})?\b/g;
const durationPattern = /\b(\d+(\.\d+)?\s?(ms|µs|us|ns)|\d+\.\d+\s?s(ec(ond)?s?)?)\b/g;
const longHexPattern = /\b[0-9a-f]{24,}\b/gi;

/** True when a key names a value that changes on every call (timestamps, nonces, request ids). */
export function isVolatileKey(key: string): boolean {
  return volatileKeyPattern.test(key);
}

/** True when a whole value is a timestamp, an epoch time, a UUID or a long hex token. */
export function isVolatileValue(value: string | number): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1.5e9 && value < 2e12;
  if (value.length < 10 || value.length > 40) return false;
  return (
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ||
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) ||
    /^1[5-9]\d{8}(\d{3})?$/.test(value) ||
    /^[0-9a-f]{24,}$/i.test(value)
  );
}

/** Replaces volatile fragments inside free text (a command line, a tool result) with placeholders. */
export function maskVolatileText(text: string): string {
  if (text.length < 10) return text;
  return text
    .replace(uuidPattern, '<uuid>')
    .replace(isoTimestampPattern, '<time>')
    .replace(epochPattern, '<epoch>')
    .replace(durationPattern, '<duration>')
    .replace(longHexPattern, '<hex>');
}

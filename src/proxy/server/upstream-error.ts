import { LoopguardError } from '../../errors.js';

const upstreamErrorBrand = Symbol.for('loopguard.UpstreamError');

/** Why the model API could not answer. Part of what the proxy reports: never renamed. */
export type UpstreamErrorCode =
  /** Refused, unknown host, no route: nothing reached the API. Safe to retry elsewhere. */
  | 'LOOPGUARD_UPSTREAM_UNREACHABLE'
  /** Connected, but the API took too long to connect, to send headers or between body chunks. */
  | 'LOOPGUARD_UPSTREAM_TIMEOUT'
  /** The connection closed or reset part-way: the call may have been billed. */
  | 'LOOPGUARD_UPSTREAM_CONNECTION_LOST'
  /** The proxy gave up on the call itself (the client went away, a trip cut the stream). */
  | 'LOOPGUARD_UPSTREAM_ABORTED'
  /** Anything else the HTTP client reported. */
  | 'LOOPGUARD_UPSTREAM_FAILED';

/**
 * The model API could not be reached or dropped the call. The message names the origin (never a path, query
 * or header, which may carry keys) and the low-level code (`ECONNREFUSED`, `UND_ERR_HEADERS_TIMEOUT`).
 */
export class UpstreamError extends LoopguardError {
  override readonly name = 'UpstreamError';
  declare readonly code: UpstreamErrorCode;
  /** `scheme://host:port` of the API. */
  readonly origin: string;
  readonly [upstreamErrorBrand] = true;

  constructor(code: UpstreamErrorCode, origin: string, message: string, options: { cause?: unknown } = {}) {
    super(code, message, options);
    this.origin = origin;
  }

  /** True for any UpstreamError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is UpstreamError {
    return LoopguardError.hasBrand(value, upstreamErrorBrand);
  }
}

const unreachable = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);
const timeouts = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);
const lost = new Set([
  'UND_ERR_SOCKET',
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

const describe: Readonly<Record<UpstreamErrorCode, string>> = {
  LOOPGUARD_UPSTREAM_UNREACHABLE: 'cannot be reached',
  LOOPGUARD_UPSTREAM_TIMEOUT: 'timed out',
  LOOPGUARD_UPSTREAM_CONNECTION_LOST: 'closed the connection part-way',
  LOOPGUARD_UPSTREAM_ABORTED: 'call was aborted by the proxy',
  LOOPGUARD_UPSTREAM_FAILED: 'call failed',
};

/** Maps an error of the HTTP client (undici or a system error) to an {@link UpstreamError} naming the origin. */
export function toUpstreamError(error: unknown, origin: string, signal?: AbortSignal): UpstreamError {
  if (UpstreamError.isInstance(error)) return error;
  const low = (error as { code?: unknown } | null)?.code;
  const lowCode = typeof low === 'string' ? low : undefined;
  const name = (error as { name?: unknown } | null)?.name;
  const code: UpstreamErrorCode =
    signal?.aborted || lowCode === 'UND_ERR_ABORTED' || name === 'AbortError'
      ? 'LOOPGUARD_UPSTREAM_ABORTED'
      : lowCode === undefined
        ? 'LOOPGUARD_UPSTREAM_FAILED'
        : unreachable.has(lowCode)
          ? 'LOOPGUARD_UPSTREAM_UNREACHABLE'
          : timeouts.has(lowCode)
            ? 'LOOPGUARD_UPSTREAM_TIMEOUT'
            : lost.has(lowCode)
              ? 'LOOPGUARD_UPSTREAM_CONNECTION_LOST'
              : 'LOOPGUARD_UPSTREAM_FAILED';
  const detail = lowCode ?? (name === 'AbortError' ? 'aborted' : undefined);
  return new UpstreamError(
    code,
    origin,
    `upstream ${origin} ${describe[code]}${detail ? ` (${detail})` : ''}`,
    { cause: error },
  );
}

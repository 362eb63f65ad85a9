import { createHash, timingSafeEqual } from 'node:crypto';
import type { ProxyHeaders } from '../proxy-exchange.js';

/** The SHA-256 of a secret, in lower-case hex. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * The non-secret id of a client key, from its SHA-256: `key-` and the first 12 hex digits. It names the key
 * in budget scopes, events and metrics; 48 bits cannot be turned back into a key of any real length.
 */
export function clientIdOf(keyHash: string): string {
  return `key-${keyHash.slice(0, 12)}`;
}

/**
 * The credential a request presents: `x-loopguard-key`, else an `Authorization: Bearer` token, else
 * `x-api-key` (what the Anthropic SDK sends). `x-loopguard-key` comes first so a client can present a
 * gateway key and still pass its own model API key through in `Authorization`.
 */
export function presentedCredential(headers: ProxyHeaders): string | undefined {
  const own = headers['x-loopguard-key'];
  if (own) return own.trim();
  const authorization = headers.authorization;
  if (authorization && /^bearer\s/i.test(authorization)) return authorization.slice(7).trim();
  return headers['x-api-key']?.trim() || undefined;
}

/** Compares two hex digests of equal length in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

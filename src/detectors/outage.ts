import type { StepObservation } from './types.js';

// A dependency that is down or refusing for now: a 5xx or 429, unavailable, overloaded, throttled, a timeout, a
// refused, reset or failed connection, a link down in a device's words (`no carrier`, `did not respond`), a TLS
// handshake cut off, a deadline exceeded.
const outagePattern =
  /\b(?:50[0-4]|429)\b|unavailable|overloaded|throttl|rate.?limit|too many requests|timed ?out|timeout|connection (?:refused|reset|failure|lost)|econnrefused|econnreset|no carrier|(?:comms?|communications?|link|network) (?:failure|lost)|did not respond|not responding|ssl_error|deadline exceeded/i;

/** True when an error's opening says its dependency is down or throttled for now, not that the request is wrong. */
export function isOutage(text: string): boolean {
  return outagePattern.test(text.slice(0, 400));
}

/**
 * True when a failed result is an outage: a client's retry policy retries those a few times before giving up, so
 * the same request failing that way is given the status poll's allowance rather than the plain repeat's.
 */
export function failedByOutage(observation: StepObservation | null | undefined): boolean {
  return observation?.failed === true && isOutage(observation.text);
}

/**
 * True when a result is something a wait can change: anything but a failure, and a failure by an outage (a 5xx, a
 * timeout, a refused connection) or one that says the thing is still going. A wait before retrying a permanent
 * error (a 403, a missing column, a record that does not exist) waits for nothing: such retries get the allowance
 * of status polls, not of waits.
 */
export function waitCanChange(observation: StepObservation | null | undefined): boolean {
  if (!observation) return false;
  return !observation.failed || observation.pending === true || failedByOutage(observation);
}

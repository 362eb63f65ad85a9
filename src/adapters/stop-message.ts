import type { GuardError } from '../errors.js';

/** The final answer a graceful stop gives: what tripped and the retry advice. */
export function stopMessage(error: GuardError): string {
  return `Stopped by loopguard (${error.code}): ${error.message}. ${error.advice.reason}`;
}

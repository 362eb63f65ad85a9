import { type GuardError, guardErrorHttpStatus } from '../errors.js';
import { anthropicTripErrorBody, openAITripErrorBody } from '../wire/index.js';
import type { ProxyReply } from './proxy-exchange.js';

/** Which error format a reply speaks: the route's API, OpenAI's for anything else. */
export type ErrorFormat = 'openai' | 'anthropic';

const json = 'application/json';

/**
 * An error of the proxy's own (bad body, unknown route, upstream down, store down) in the API's error shape:
 * OpenAI `{"error": {message, type, code, param}}`, Anthropic `{"type": "error", "error": {type, message}}`.
 */
export function errorReply(
  format: ErrorFormat,
  status: number,
  type: string,
  message: string,
  code: string | null = null,
  headers: Readonly<Record<string, string>> = {},
): ProxyReply {
  return {
    status,
    headers: { 'content-type': json, ...headers },
    body: JSON.stringify(errorBody(format, type, message, code)),
  };
}

/** The body of {@link errorReply}: also the data of the error event that ends a stream the proxy cannot finish. */
export function errorBody(format: ErrorFormat, type: string, message: string, code: string | null) {
  return format === 'anthropic'
    ? { type: 'error', error: { type, message, ...(code === null ? {} : { code }) } }
    : { error: { message, type, code, param: null } };
}

/**
 * A trip in the API's own error format: code, message, evidence and retry advice under `loopguard`, the
 * status of {@link guardErrorHttpStatus} (400, or 402 for money: never one the official SDKs retry, which
 * are 408, 409, 429 and 5xx) and `x-should-retry: false`, which the OpenAI and Anthropic SDKs obey before
 * looking at the status.
 */
export function tripReply(
  format: ErrorFormat,
  error: GuardError,
  headers: Readonly<Record<string, string>> = {},
): ProxyReply {
  const body = format === 'anthropic' ? anthropicTripErrorBody(error) : openAITripErrorBody(error);
  return {
    status: guardErrorHttpStatus[error.code],
    headers: { 'content-type': json, 'x-should-retry': 'false', ...headers },
    body: JSON.stringify(body),
  };
}

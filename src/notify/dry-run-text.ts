import { redactUrl } from './post-webhook.js';

/**
 * What a dry run prints for one message: where it would go (the webhook URL without its secret part), in
 * which format, and the body as it would be posted, indented.
 */
export function dryRunText(url: string, format: string, payload: { readonly body: string }): string {
  let body = payload.body;
  try {
    body = JSON.stringify(JSON.parse(payload.body), null, 2);
  } catch {
    // Not JSON: printed as it would be sent.
  }
  return `would post to ${redactUrl(url)} (${format}), ${Buffer.byteLength(payload.body)} bytes:\n${body}`;
}

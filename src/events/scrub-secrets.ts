import type { GuardEvent } from './types.js';

const marker = /sk-|bearer|key|token|secret|passw|authorization|akia|gh[pousr]_|xox[bp]-/i;
const secretPatterns: readonly [RegExp, string][] = [
  [/\b(sk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,})/g, '[redacted]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi, '$1 [redacted]'],
  [
    /((?:authorization|x-api-key|api[_-]?key|apikey|access[_-]?token|refresh[_-]?token|client[_-]?secret|secret|password|passwd)\\?["']?\s*[:=]\s*\\?["']?)(?!\[redacted\])[^\s"'\\,}]+/gi,
    '$1[redacted]',
  ],
  [/\bAKIA[0-9A-Z]{16}\b/g, '[redacted]'],
  [/\bgh[pousr]_[A-Za-z0-9]{20,}\b/g, '[redacted]'],
  [/\bxox[bp]-[A-Za-z0-9-]{10,}\b/g, '[redacted]'],
];

/** Replaces API keys, bearer tokens and `password=`-style values in free text with `[redacted]`. */
export function scrubSecrets(text: string): string {
  if (!marker.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of secretPatterns) out = out.replace(pattern, replacement);
  return out;
}

/** The event with secrets scrubbed from its free-text fields (`error_message`, `action_signature`). */
export function scrubEvent(event: GuardEvent): GuardEvent {
  const message = event.error_message === undefined ? undefined : scrubSecrets(event.error_message);
  const signature = event.action_signature === undefined ? undefined : scrubSecrets(event.action_signature);
  if (message === event.error_message && signature === event.action_signature) return event;
  return { ...event, error_message: message, action_signature: signature };
}

import { scrubJsonText, scrubSecrets } from '../secrets/scrub-secrets.js';
import type { GuardEvent } from './types.js';

/** The event with secrets scrubbed from its free-text fields: `error_message`, `action_signature` and `tool_name`. */
export function scrubEvent(event: GuardEvent): GuardEvent {
  // tool_name is chosen by the model, so it is untrusted text like the other two; ids, hashes, codes
  // and enums are ours and stay byte-for-byte so stores can join on them.
  const message = event.error_message === undefined ? undefined : scrubSecrets(event.error_message);
  const signature = event.action_signature === undefined ? undefined : scrubSignature(event.action_signature);
  const toolName = event.tool_name === undefined ? undefined : scrubSecrets(event.tool_name);
  if (
    message === event.error_message &&
    signature === event.action_signature &&
    toolName === event.tool_name
  ) {
    return event;
  }
  return {
    ...event,
    ...(message === event.error_message ? {} : { error_message: message }),
    ...(signature === event.action_signature ? {} : { action_signature: signature }),
    ...(toolName === event.tool_name ? {} : { tool_name: toolName }),
  };
}

/** `name({...})` with its arguments scrubbed by structure, since they are JSON-escaped text. */
function scrubSignature(signature: string): string {
  const open = signature.indexOf('(');
  if (open <= 0 || !signature.endsWith(')')) return scrubSecrets(signature);
  const nameText = signature.slice(0, open);
  const argsText = signature.slice(open + 1, -1);
  const name = scrubSecrets(nameText);
  const args = scrubJsonText(argsText);
  // Clean (the scrubbers give their text back): the signature as it is, without a copy of it made to compare.
  if (name === nameText && args === argsText) return signature;
  const scrubbed = `${name}(${args})`;
  return scrubbed === signature ? signature : scrubSecrets(scrubbed);
}

import { scrubSecrets } from '../secrets/scrub-secrets.js';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must not reach a terminal
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * Text from a transcript made safe to print: secrets scrubbed (a replayed tool call carries whatever the
 * agent sent, keys included), and control characters replaced by spaces so an id or a reason can neither
 * break a table row nor send escape sequences to the terminal.
 */
export function printableText(text: string): string {
  return scrubSecrets(text).replace(controlCharacters, ' ');
}

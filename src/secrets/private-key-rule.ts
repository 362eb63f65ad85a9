import { REDACTED, type SecretRule } from './secret-rule.js';

const begin = /-----BEGIN[ A-Z0-9_-]{0,40}PRIVATE KEY(?: BLOCK)?-----/g;
// Without an END line (a truncated message) the base64 body that follows is what must go.
const body = /(?:[A-Za-z0-9+/=\s]|\\+[nr])*/y;
// An 8192-bit RSA key is about 6.5 KB of PEM; a larger gap means this END belongs to something else.
const maxBodyLength = 16_384;

/**
 * Removes PEM private key blocks, BEGIN line to END line, across real or JSON-escaped (`\n`) newlines.
 * Written as a scan rather than one lazy regex: `BEGIN[\s\S]*?END` costs O(n) per BEGIN marker, so text
 * with many BEGIN lines and no END would be quadratic; here each END is searched for once.
 */
function scrubPrivateKeys(text: string): string {
  begin.lastIndex = 0;
  let found = begin.exec(text);
  if (found === null) return text;
  let out = '';
  let copiedUpTo = 0;
  let nextEnd = -2; // -2: not looked for yet; -1: there is none after this point.
  while (found !== null) {
    const bodyStart = found.index + found[0].length;
    if (nextEnd !== -1 && nextEnd < bodyStart) nextEnd = text.indexOf('-----END', bodyStart);
    let stop: number;
    if (nextEnd !== -1 && nextEnd - bodyStart <= maxBodyLength) {
      const close = text.slice(nextEnd + 8, nextEnd + 80).indexOf('-----');
      stop = close === -1 ? nextEnd + 8 : nextEnd + 8 + close + 5;
    } else {
      body.lastIndex = bodyStart;
      body.exec(text);
      stop = body.lastIndex;
    }
    out += text.slice(copiedUpTo, found.index) + REDACTED;
    copiedUpTo = stop;
    begin.lastIndex = stop;
    found = begin.exec(text);
  }
  return out + text.slice(copiedUpTo);
}

/** PEM private keys: RSA, EC, DSA, OpenSSH, PKCS#8, encrypted and PGP blocks. */
export const privateKeyRule: SecretRule = {
  name: 'private-key',
  description:
    'PEM private key blocks (`-----BEGIN … PRIVATE KEY-----` to END), multi-line or JSON-escaped, e.g. a service account `"private_key"`.',
  keywords: ['private key'],
  scrub: scrubPrivateKeys,
};

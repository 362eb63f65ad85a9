import {
  looksLikeCredential,
  patternRule,
  REDACTED,
  redactKeepingQuotes,
  type SecretRule,
} from './secret-rule.js';

// Secrets known by where they stand (a header, a URL, a `key=value`), not by their shape. The forms
// follow gitleaks' curl-auth-header, generic-api-key and basic-auth rules and secretlint's basicauth and
// database-connection-string rules. Every repeated part is either bounded or a single character class,
// so no pattern backtracks more than linearly on hostile text.

// `key: v`, `key=v`, `"key": "v"`, `key => v`, `key := v`, and the same inside escaped JSON (`\"key\":\"v\"`).
const separator = String.raw`\\?["']?[ \t]*(?:=>|:=|[:=])[ \t]*`;
// Quoted values are taken whole, spaces and all: double, escaped-double (JSON inside a JSON string), single.
const quoted = String.raw`"(?!\[redacted\])(?:[^"\\\r\n]|\\.)+"|\\"(?!\[redacted\])(?:[^"\\\r\n]|\\[^"\r\n])+\\"|'(?!\[redacted\])[^'\r\n]+'`;
const placeholder = String.raw`(?:null|undefined|none|true|false)(?![\w-])`;

function assignmentReplacer(match: string, key?: string, value?: string): string {
  if (key === undefined || value === undefined) return match;
  if (value[0] === '"' || value[0] === "'" || value.startsWith('\\"'))
    return key + redactKeepingQuotes(value);
  // An unquoted value keeps what trails it (`, ` or `;` before the next field) outside the redaction.
  const trailing = /[\s,;]*$/.exec(value)?.[0] ?? '';
  return `${key}${REDACTED}${trailing}`;
}

function authorizationReplacer(match: string, name?: string, separatorText?: string, value?: string): string {
  if (name === undefined || separatorText === undefined || value === undefined) return match;
  const head = name + separatorText;
  const cookie = /cookie$/i.test(name);
  const quote = value.startsWith('\\"') ? '\\"' : value[0] === '"' || value[0] === "'" ? value[0] : '';
  if (quote !== '') {
    const inner = value.slice(quote.length, -quote.length);
    const scheme = cookie ? '' : (/^[A-Za-z][\w-]*[ \t]+(?=\S)/.exec(inner)?.[0] ?? '');
    if (inner.slice(scheme.length) === REDACTED) return match;
    return `${head}${quote}${scheme}${REDACTED}${quote}`;
  }
  // Unquoted: a cookie header runs to the end of the line or argument; Authorization is a scheme word and one
  // credential, plus `, key=value` parameters for Digest and AWS SigV4 (`Credential=…, Signature=…`).
  if (cookie) {
    // A quote or backslash closes the shell argument or JSON string the header line sits in.
    const end = value.search(/["'\\]/);
    const cookies = end === -1 ? value : value.slice(0, end);
    if (cookies.trim() === '' || cookies.startsWith(REDACTED)) return match;
    return head + REDACTED + value.slice(cookies.length);
  }
  const parts = /^([A-Za-z][\w-]*[ \t]+)?([^\s,"'\\]+(?:,[ \t]*[\w-]+=[^\s,"'\\]*)*)/.exec(value);
  if (parts === null) return match;
  const [whole, scheme = '', credential = ''] = parts;
  if (credential === REDACTED || (scheme === '' ? !looksLikeCredential(credential) : credential.length < 4)) {
    return match;
  }
  return `${head}${scheme}${REDACTED}${value.slice(whole.length)}`;
}

/** Secrets recognised by the header, URL part or key that stands before them. */
export const contextRules: readonly SecretRule[] = [
  patternRule(
    'url-credentials',
    'User and password in a URL (`https://user:pass@host`, `postgres://…`, `mongodb+srv://…`, `redis://:pass@…`).',
    ['://'],
    /\b([a-z][a-z0-9+.-]{1,20}:\/\/)([^\s/?#@"'<>\\]{1,512})@/gi,
    (match, scheme, userinfo) => {
      if (scheme === undefined || userinfo === undefined || userinfo === REDACTED) return match;
      // `git@` and `user@` are names; a colon means a password, and a long random user part is a token.
      if (userinfo.includes(':') || (userinfo.length >= 16 && /\d/.test(userinfo)))
        return `${scheme}${REDACTED}@`;
      return match;
    },
  ),
  patternRule(
    'url-query-secret',
    'Secret query parameters: `token`, `access_token`, `api_key`, `key`, `sig`, `signature`, `password`, `secret`, `code`, `X-Amz-Signature`, ….',
    [
      'token=',
      'key=',
      'secret=',
      'password=',
      'passwd=',
      'pwd=',
      'sig=',
      'signature=',
      'credential=',
      'code=',
      'auth=',
    ],
    /([?&;](?:[\w-]*token|api[_-]?key|apikey|key|[\w-]*secret|password|passwd|pwd|sig|[\w-]*signature|x-amz-credential|code|auth)=)(?!\[redacted\])([^&#\s"'<>\\]+)/gi,
    `$1${REDACTED}`,
  ),
  patternRule(
    'authorization-header',
    '`Authorization` and `Proxy-Authorization` values under any scheme (Bearer, Basic, Token, Digest, AWS4-HMAC-SHA256, …) and `Cookie`/`Set-Cookie` values.',
    ['authorization', 'cookie'],
    new RegExp(
      String.raw`\b((?:proxy-)?authorization|(?:set-)?cookie)(\\?["']?[ \t]*[:=][ \t]*)(${quoted}|[^\r\n]+)`,
      'gi',
    ),
    authorizationReplacer,
  ),
  patternRule(
    'bearer-token',
    'A `Bearer …` or `Basic …` credential outside a header line (e.g. in an error message).',
    ['bearer', 'basic'],
    /\b(Bearer|Basic)([ \t]+)([A-Za-z0-9._~+/-]+=*)/gi,
    (match, scheme, space, credential) =>
      scheme !== undefined &&
      space !== undefined &&
      credential !== undefined &&
      looksLikeCredential(credential)
        ? `${scheme}${space}${REDACTED}`
        : match,
  ),
  patternRule(
    'aws-secret-access-key',
    'AWS secret access keys (40 base64 characters) after `aws_secret_access_key`, `AWS_SECRET_ACCESS_KEY=` or `SecretAccessKey`.',
    ['secret_access_key', 'secretaccesskey', 'secret-access-key'],
    new RegExp(
      String.raw`(secret[_-]?access[_-]?key(?:${separator}|[ \t]+)\\?["']?)([A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])`,
      'gi',
    ),
    `$1${REDACTED}`,
  ),
  patternRule(
    'azure-connection-key',
    'Azure connection-string keys: `AccountKey=`, `SharedAccessKey=`, `SharedAccessSignature=`.',
    ['accountkey=', 'sharedaccesskey=', 'sharedaccesssignature='],
    /\b(AccountKey=|SharedAccessKey=|SharedAccessSignature=)(?!\[redacted\])([^;"'\s]+)/gi,
    `$1${REDACTED}`,
  ),
  patternRule(
    'password-assignment',
    '`password`, `passwd`, `pwd` and `passphrase` values in JSON, YAML, env and `key=value` text; a quoted value is taken whole, an unquoted one to the end of the line (or `;`, `&`).',
    ['passw', 'pwd', 'passphrase'],
    new RegExp(
      String.raw`((?<!\/)(?:passw(?:or)?d|passphrase|pwd)${separator})(${quoted}|(?!\[redacted\])[^\s"'&;\\](?:[^\r\n"'&;\\]|\\(?![nrt"\\]))*)`,
      'gi',
    ),
    assignmentReplacer,
  ),
  patternRule(
    'secret-assignment',
    'Values of keys ending in `token`, `secret`, `api_key`/`apikey`, `access_key`, `secret_key`, `private_key`, `subscription_key` or `credentials` (also `x-api-key:` headers).',
    ['token', 'secret', 'key', 'credential'],
    new RegExp(
      String.raw`((?:api[_-]?key|apikey|access[_-]?key|secret[_-]?key|private[_-]?key|subscription[_-]?key|secret|token|credentials?)${separator})(${quoted}|(?!${placeholder}|\[redacted\])[^\s"'\x60,;&<>(){}\[\]\\]{8,})`,
      'gi',
    ),
    assignmentReplacer,
  ),
  patternRule(
    'command-line-secret',
    'Secrets passed as command-line flags: `--password x`, `--token x`, `--api-key x`, `--secret x`, `curl -u user:pass`.',
    ['--', '-u'],
    /(?<![\w-])(--(?:[\w-]*-)?(?:password|passwd|token|api-key|apikey|secret)[ \t]+|(?:-u|--user)[ \t]+(?=[^\s:"']+:))(?!-|\[redacted\])("[^"\r\n]*"|'[^'\r\n]*'|[^\s"']+)/gi,
    (match, flag, value) =>
      flag === undefined || value === undefined ? match : flag + redactKeepingQuotes(value),
  ),
];

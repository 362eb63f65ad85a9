import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubSecrets, scrubValue, scrubValueMaxDepth, secretKinds } from './scrub-secrets.js';
import type { GuardEvent } from './types.js';

// Fake secrets are built by concatenation so secret scanners do not flag this file, but each has the
// real shape (prefix, alphabet, length) of the kind it stands for.
const alnum = (length: number) => 'a1B2c3D4e5F6g7H8'.repeat(Math.ceil(length / 16)).slice(0, length);
const upper = (length: number) => 'Q7RX2ZK5WMN3VTLB'.repeat(Math.ceil(length / 16)).slice(0, length);
const hex = (length: number) => '9f8e7d6c5b4a3210'.repeat(Math.ceil(length / 16)).slice(0, length);
const b64 = (length: number) => 'wJalrXUtn/K7MDEN+bPxRfiCY9'.repeat(Math.ceil(length / 26)).slice(0, length);

const openaiProject = `sk-${'proj-'}${alnum(48)}T3Blbk${'FJ'}${alnum(48)}`;
const anthropic = `sk-${'ant-'}api03-${alnum(93)}AA`;
const jwt = `ey${'J'}hbGciOiJIUzI1NiJ9.ey${'J'}zdWIiOiIxMjM0NTY3ODkwIn0.${alnum(43)}`;
const pem = [
  `-----BEGIN ${'RSA PRIVATE'} KEY-----`,
  b64(64),
  b64(64),
  b64(20),
  `-----END ${'RSA PRIVATE'} KEY-----`,
].join('\n');

/** [kind, text holding the secret, the secret itself, text around it that must survive]. */
const secrets: readonly (readonly [string, string, string, string])[] = [
  [
    'openai-api-key',
    `openai said 401 for key ${openaiProject} (project p-1)`,
    openaiProject,
    '(project p-1)',
  ],
  [
    'openai-api-key',
    `export OPENAI_KEY=sk-${'svcacct-'}${alnum(40)} && run`,
    `svcacct-${alnum(40)}`,
    '&& run',
  ],
  [
    'openai-api-key',
    `legacy sk-${alnum(20)}T3Blbk${'FJ'}${alnum(20)} in config`,
    `${alnum(20)}T3Blbk`,
    'in config',
  ],
  ['anthropic-api-key', `anthropic rejected ${anthropic}: invalid x`, anthropic, ': invalid x'],
  ['other-llm-api-key', `GROQ gsk_${alnum(52)} expired`, `gsk_${alnum(52)}`, 'expired'],
  ['other-llm-api-key', `xai key xai-${alnum(80)} revoked`, `xai-${alnum(80)}`, 'revoked'],
  [
    'aws-access-key-id',
    `AccessDenied for AKIA${upper(16)} on s3://bucket`,
    `AKIA${upper(16)}`,
    'on s3://bucket',
  ],
  ['aws-access-key-id', `session ASIA${upper(16)} expired`, `ASIA${upper(16)}`, 'expired'],
  [
    'aws-secret-access-key',
    `aws_secret_access_key = ${b64(40)}\nregion = eu-west-1`,
    b64(40),
    'region = eu-west-1',
  ],
  ['aws-secret-access-key', `env AWS_SECRET_ACCESS_KEY="${b64(40)}" aws s3 ls`, b64(40), 'aws s3 ls'],
  [
    'github-token',
    `git push failed: ghp_${alnum(36)} lacks scope repo`,
    `ghp_${alnum(36)}`,
    'lacks scope repo',
  ],
  ['github-token', `gh auth with github_pat_${alnum(22)}_${alnum(59)} ok`, `github_pat_${alnum(22)}`, ' ok'],
  [
    'gitlab-token',
    `curl --header "PRIVATE-TOKEN: glpat-${alnum(20)}" https://gitlab.example/api`,
    `glpat-${alnum(20)}`,
    'https://gitlab.example/api',
  ],
  [
    'slack-token',
    `slack: invalid_auth for xoxb-${'1234567890'}-${'0987654321'}-${alnum(24)}`,
    alnum(24),
    'invalid_auth for',
  ],
  [
    'chat-webhook-url',
    `POST https://hooks.slack.com/services/T${upper(8)}/B${upper(8)}/${alnum(24)} -> 404`,
    alnum(24),
    '-> 404',
  ],
  [
    'stripe-key',
    `stripe.charges.create failed with sk_${'live'}_${alnum(24)}: card_declined`,
    `sk_live_${alnum(24)}`,
    ': card_declined',
  ],
  ['stripe-key', `{"restricted":"rk_${'test'}_${alnum(24)}"}`, `rk_test_${alnum(24)}`, '{"restricted":"'],
  [
    'google-api-key',
    `GET https://maps.example/geocode?address=x&key=AIza${alnum(35)}`,
    `AIza${alnum(35)}`,
    'address=x',
  ],
  ['google-api-key', `gemini error for AIza${alnum(35)}, quota`, `AIza${alnum(35)}`, ', quota'],
  ['google-oauth-token', `token ya29.${alnum(60)} expired at 12:00`, `ya29.${alnum(60)}`, 'expired at 12:00'],
  ['json-web-token', `session cookie was ${jwt}; refresh`, jwt, '; refresh'],
  ['private-key', `key file:\n${pem}\nloaded`, b64(64), 'loaded'],
  [
    'private-key',
    `{"type":"service_account","private_key":"${pem.replaceAll('\n', '\\n')}\\n","client_email":"a@b.example"}`,
    b64(64),
    '"client_email":"a@b.example"',
  ],
  ['hugging-face-token', `HF_TOKEN hf_${alnum(34)} rejected`, `hf_${alnum(34)}`, 'rejected'],
  [
    'npm-token',
    `//registry.npmjs.org/:_authToken=npm_${alnum(36)}`,
    `npm_${alnum(36)}`,
    '//registry.npmjs.org/',
  ],
  ['pypi-token', `twine upload -p pypi-AgEIcHlwaS5vcmc${alnum(60)} dist/*`, alnum(60), 'dist/*'],
  [
    'sendgrid-api-key',
    `sendgrid SG.${alnum(22)}.${alnum(43)} unauthorized`,
    `SG.${alnum(22)}`,
    'unauthorized',
  ],
  ['twilio-api-key', `twilio key SK${hex(32)} suspended`, `SK${hex(32)}`, 'suspended'],
  ['shopify-token', `X-Shopify-Access-Token shpat_${hex(32)} invalid`, `shpat_${hex(32)}`, 'invalid'],
  ['digitalocean-token', `doctl auth init -t dop_v1_${hex(64)}`, `dop_v1_${hex(64)}`, 'doctl auth init -t'],
  [
    'telegram-bot-token',
    `https://api.telegram.org/bot${'123456789'}:AA${alnum(33)}/getMe`,
    `AA${alnum(33)}`,
    '/getMe',
  ],
  [
    'url-credentials',
    `connect ECONNREFUSED postgres://app:s3cr3t-Pa55@db.internal:5432/sales`,
    's3cr3t-Pa55',
    '@db.internal:5432/sales',
  ],
  [
    'url-credentials',
    `git clone https://oauth2:${'tok'}${alnum(20)}@gitlab.example/group/repo.git`,
    `tok${alnum(20)}`,
    '@gitlab.example/group/repo.git',
  ],
  [
    'url-credentials',
    `MONGO_URL=mongodb+srv://admin:hunter2@cluster0.example.net/db`,
    'hunter2',
    'cluster0.example.net/db',
  ],
  ['url-query-secret', `GET /v1/files?token=${alnum(32)}&page=2 -> 403`, alnum(32), '&page=2 -> 403'],
  ['url-query-secret', `redirect to /cb?code=4%2F0Ab${alnum(20)}&state=xyz`, alnum(20), '&state=xyz'],
  [
    'url-query-secret',
    `blob https://acct.blob.example/c/f?sv=2022-11-02&sig=${alnum(30)}%3D&se=2030`,
    alnum(30),
    '&se=2030',
  ],
  [
    'authorization-header',
    `401 from upstream; Authorization: Token ${alnum(40)} rejected`,
    alnum(40),
    'rejected',
  ],
  [
    'authorization-header',
    `headers {"authorization":"Basic ${b64(24)}=="}`,
    b64(24),
    '{"authorization":"Basic ',
  ],
  [
    'authorization-header',
    `Authorization: AWS4-HMAC-SHA256 Credential=${'AKID'}/20240101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=${hex(64)}`,
    hex(64),
    'AWS4-HMAC-SHA256',
  ],
  [
    'authorization-header',
    `curl -H 'Cookie: session=${alnum(32)}; theme=dark' https://app.example`,
    alnum(32),
    'https://app.example',
  ],
  ['bearer-token', `retry after 401 with Bearer ${alnum(40)}`, alnum(40), 'retry after 401 with Bearer'],
  [
    'azure-connection-key',
    `DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=${b64(86)}==;EndpointSuffix=core.windows.net`,
    b64(86),
    ';EndpointSuffix=core.windows.net',
  ],
  [
    'password-assignment',
    `login failed: password: "correct horse battery staple" for user bob`,
    'correct horse battery staple',
    'for user bob',
  ],
  [
    'password-assignment',
    `db:\n  user: app\n  password: correct horse battery staple\n  host: db`,
    'horse battery staple',
    '  host: db',
  ],
  [
    'password-assignment',
    `tool_args {"user":"bob","password":"tr0ub4dor & 3"}`,
    'tr0ub4dor & 3',
    '{"user":"bob","password":"',
  ],
  [
    'password-assignment',
    `Server=db;User Id=sa;Password=Pa55 w0rd;Database=sales`,
    'Pa55 w0rd',
    ';Database=sales',
  ],
  ['password-assignment', `error {\\"password\\":\\"two words\\"} in body`, 'two words', 'in body'],
  [
    'secret-assignment',
    `upstream said 401 for {"x-api-key":"k-${hex(12)}"}`,
    `k-${hex(12)}`,
    '{"x-api-key":"',
  ],
  [
    'secret-assignment',
    `client_secret=${alnum(32)} grant_type=client_credentials`,
    alnum(32),
    'grant_type=client_credentials',
  ],
  ['secret-assignment', `SLACK_SIGNING_SECRET: '${hex(32)}'`, hex(32), 'SLACK_SIGNING_SECRET'],
  ['command-line-secret', `$ mysql --password "two words" -h db`, 'two words', '-h db'],
  [
    'command-line-secret',
    `curl -u deploy:${alnum(16)} https://ci.example/job`,
    alnum(16),
    'https://ci.example/job',
  ],
  ['command-line-secret', `vault login --token ${alnum(26)}`, alnum(26), 'vault login'],
];

describe('scrubSecrets', () => {
  it.each(secrets)('removes a %s and keeps the text around it', (_kind, text, secret, surrounding) => {
    const scrubbed = scrubSecrets(text);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('[redacted]');
    expect(scrubbed).toContain(surrounding);
  });

  it('has a sample for every kind it lists, and at least 25 kinds', () => {
    const sampled = new Set(secrets.map(([kind]) => kind));
    const listed = secretKinds.map((kind) => kind.name);
    expect(listed.length).toBeGreaterThanOrEqual(25);
    for (const name of listed) expect(sampled, name).toContain(name);
    for (const name of sampled) expect(listed).toContain(name);
  });

  it('removes the other prefixes of each vendor family', () => {
    for (const secret of [
      `gho_${alnum(36)}`,
      `ghs_${alnum(36)}`,
      `gldt-${alnum(20)}`,
      `xoxp-${alnum(30)}`,
      `xapp-1-${upper(11)}-${alnum(20)}`,
      `whsec_${alnum(32)}`,
      `r8_${alnum(37)}`,
      `pplx-${alnum(48)}`,
      `shpss_${hex(32)}`,
      `dor_v1_${hex(64)}`,
      `1//0${alnum(40)}`,
      `sk-or-v1-${hex(64)}`,
      `https://discord.com/api/webhooks/${'123456789012345678'}/${alnum(60)}`,
    ]) {
      expect(scrubSecrets(`got ${secret} back`)).toBe(
        secret.startsWith('https')
          ? `got https://discord.com/api/webhooks/[redacted] back`
          : 'got [redacted] back',
      );
    }
  });

  it('removes a private key whose END line was cut off', () => {
    const cut = `-----BEGIN ${'OPENSSH PRIVATE'} KEY-----\n${b64(64)}\n${b64(30)}`;
    expect(scrubSecrets(`read ${cut}`)).toBe('read [redacted]');
  });

  it('is idempotent', () => {
    for (const [, text] of secrets) {
      const once = scrubSecrets(text);
      expect(scrubSecrets(once)).toBe(once);
    }
  });

  const nearMisses: readonly string[] = [
    'prompt used tokens: 1200, completion tokens: 80',
    'password reset failed for user bob',
    'key not found: sales/2024',
    'the token budget is exhausted',
    'secret scanning found nothing',
    'invalid token',
    'bearer authentication is not configured',
    'Authorization: denied',
    `tool_args_hash ${hex(64)} repeated 3 times`,
    `clean_csv({"path":"/srv/sales.csv"}) sha256 ${hex(64)}`,
    'run 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f ended',
    'opened /etc/passwd: permission denied',
    'read /home/bob/.ssh/config and /srv/keys/README.md',
    'ssh://git@github.com/acme/repo.git',
    'https://api.example/v1/models?limit=20&order=desc',
    'see https://docs.example/auth#tokens for details',
    'using sk-learn-style estimators',
    'git sha 1f2e3d4c5b6a79881f2e3d4c5b6a79881f2e3d4c',
    '{"max_tokens":4096,"token_usage":{"prompt":12}}',
    '{"token":null,"api_key":""}',
    'task t-42 asked for the risk desk',
    'Basic plan includes 3 seats',
    '--max-tokens 100 --temperature 0.2',
  ];

  it.each(nearMisses)('leaves %j unchanged', (text) => {
    expect(scrubSecrets(text)).toBe(text);
  });

  it('stays fast on long hostile runs', () => {
    // One generous bound per input: these would take seconds if any rule backtracked quadratically.
    for (const text of [
      'a-'.repeat(50_000),
      `password=${'x '.repeat(50_000)}`,
      `${'-----BEGIN PRIVATE KEY-----'.repeat(5_000)}`,
      'https://'.repeat(20_000),
      `token=${'a'.repeat(100_000)}`,
    ]) {
      const started = performance.now();
      scrubSecrets(text);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});

describe('scrubValue', () => {
  it('scrubs strings in nested objects and arrays', () => {
    const value = {
      request: { headers: [`Bearer ${alnum(40)}`], url: `https://x.example/?token=${alnum(20)}` },
      n: 1,
    };
    expect(scrubValue(value)).toEqual({
      request: { headers: ['Bearer [redacted]'], url: 'https://x.example/?token=[redacted]' },
      n: 1,
    });
  });

  it('redacts any string under a secret-named key, multi-word passwords included', () => {
    expect(
      scrubValue({
        user: 'bob',
        password: 'correct horse battery staple',
        apiKey: 'abc',
        'x-auth-token': 't',
        Authorization: 'whatever',
      }),
    ).toEqual({
      user: 'bob',
      password: '[redacted]',
      apiKey: '[redacted]',
      'x-auth-token': '[redacted]',
      Authorization: '[redacted]',
    });
  });

  it('leaves non-string values and harmless keys alone', () => {
    const value = {
      tokens: 1200,
      max_tokens: 4096,
      token_usage: { prompt: 1 },
      password: 1234,
      ok: true,
      none: null,
      key: 'cache-1',
      action_signature: 'f({})',
    };
    expect(scrubValue(value)).toBe(value);
  });

  it('returns unchanged objects and arrays as the same reference and copies only what changed', () => {
    const clean = { a: [1, 'two', { three: 3 }] };
    expect(scrubValue(clean)).toBe(clean);
    const shared = { untouched: true };
    const dirty = { shared, list: ['fine', `ghp_${alnum(36)}`] };
    const scrubbed = scrubValue(dirty) as typeof dirty;
    expect(scrubbed).not.toBe(dirty);
    expect(scrubbed.shared).toBe(shared);
    expect(scrubbed.list).toEqual(['fine', '[redacted]']);
    expect(dirty.list[1]).toContain('ghp_');
  });

  it('replaces cycles and too-deep values instead of recursing forever', () => {
    const cyclic: Record<string, unknown> = { name: 'root' };
    cyclic.self = cyclic;
    expect(scrubValue(cyclic)).toEqual({ name: 'root', self: '[circular]' });
    let deep: unknown = 'bottom';
    for (let level = 0; level < scrubValueMaxDepth + 5; level++) deep = [deep];
    expect(JSON.stringify(scrubValue(deep))).toContain('[too deep]');
    const sharedTwice = { leaf: 1 };
    expect(scrubValue({ a: sharedTwice, b: sharedTwice })).toEqual({ a: sharedTwice, b: sharedTwice });
  });

  it('never throws, even on a getter that throws', () => {
    const hostile = {
      get boom(): string {
        throw new Error('no');
      },
    };
    expect(scrubValue(hostile)).toEqual({ boom: '[unreadable]' });
    expect(scrubValue(undefined)).toBeUndefined();
    const date = new Date(0);
    expect(scrubValue(date)).toBe(date);
  });

  it('keeps a __proto__ key as a key', () => {
    const value = JSON.parse(`{"__proto__":{"password":"x y"}}`) as object;
    const scrubbed = scrubValue(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(scrubbed)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(scrubbed, '__proto__')?.value).toEqual({ password: '[redacted]' });
  });
});

describe('scrubEvent', () => {
  const base: GuardEvent = { event: 'tool_call', task_id: 't', run_id: 'r', round: 1, timestamp: 1 };

  it('scrubs error_message, action_signature and tool_name', () => {
    const event: GuardEvent = {
      ...base,
      error_message: `401 Authorization: Bearer sk-${'proj-'}${alnum(40)}`,
      action_signature: `http_get({"password":"a b c","url":"https://u:p4ss@h.example"})`,
      tool_name: `ghp_${alnum(36)}`,
      tool_args_hash: hex(64),
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.error_message).toBe('401 Authorization: Bearer [redacted]');
    expect(scrubbed.action_signature).toBe(
      'http_get({"password":"[redacted]","url":"https://[redacted]@h.example"})',
    );
    expect(scrubbed.tool_name).toBe('[redacted]');
    expect(scrubbed.tool_args_hash).toBe(hex(64));
  });

  it('returns a clean event as the same object and adds no keys', () => {
    const clean: GuardEvent = {
      ...base,
      tool_name: 'clean_csv',
      action_signature: 'clean_csv({"path":"/srv/sales.csv"})',
    };
    expect(scrubEvent(clean)).toBe(clean);
    const dirty: GuardEvent = { ...base, error_message: `token=${alnum(20)}` };
    expect(Object.keys(scrubEvent(dirty))).toEqual(Object.keys(dirty));
  });
});

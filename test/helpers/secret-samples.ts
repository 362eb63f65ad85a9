/** Realistic secrets of every kind loopguard scrubs, inside the text that carries them. */

// Fake secrets are built by concatenation so secret scanners do not flag this file, but each has the
// real shape (prefix, alphabet, length) of the kind it stands for.
export const alnum = (length: number) => 'a1B2c3D4e5F6g7H8'.repeat(Math.ceil(length / 16)).slice(0, length);
export const upper = (length: number) => 'Q7RX2ZK5WMN3VTLB'.repeat(Math.ceil(length / 16)).slice(0, length);
export const hex = (length: number) => '9f8e7d6c5b4a3210'.repeat(Math.ceil(length / 16)).slice(0, length);
export const b64 = (length: number) =>
  'wJalrXUtn/K7MDEN+bPxRfiCY9'.repeat(Math.ceil(length / 26)).slice(0, length);

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
export const secretSamples: readonly (readonly [string, string, string, string])[] = [
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

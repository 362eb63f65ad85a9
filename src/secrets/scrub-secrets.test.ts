import { describe, expect, it } from 'vitest';
import { alnum, b64, hex, secretSamples as secrets, upper } from '../../test/helpers/secret-samples.js';
import { scrubEvent } from '../events/scrub-event.js';
import type { GuardEvent } from '../events/types.js';
import { scrubSecrets, scrubValue, scrubValueMaxDepth, secretKinds } from './scrub-secrets.js';

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

  it("scrubs a secret in a signature's tool name alone, its clean arguments kept as written", () => {
    const event: GuardEvent = { ...base, action_signature: `ghp_${alnum(36)}({"path":"/srv/sales.csv"})` };
    expect(scrubEvent(event).action_signature).toBe('[redacted]({"path":"/srv/sales.csv"})');
    const clean = 'clean_csv({"path":"/srv/sales.csv"})';
    expect(scrubEvent({ ...base, action_signature: clean }).action_signature).toBe(clean);
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

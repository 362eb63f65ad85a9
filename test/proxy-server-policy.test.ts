import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../src/errors.js';
import { resolveGuardOptions } from '../src/guard/options.js';
import {
  clientIdOf,
  createGatewayPolicy,
  DAILY_RETAIN_MS,
  loadGatewayPolicy,
  sha256Hex,
  TASK_RETAIN_MS,
} from '../src/proxy/policy/index.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-gateway-policy-'));
const file = (name: string, text: string) => {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ConfigError');
    },
    (error: unknown) => {
      expect(ConfigError.isInstance(error)).toBe(true);
      return error as ConfigError;
    },
  );

const keyA = `lg-${'a7'.repeat(20)}`;
const keyB = `lg-${'b8'.repeat(20)}`;
const token = `tok-${'c9'.repeat(20)}`;

const fullPolicy = `# gateway.yaml
maxRounds: 20
maxCost: 2
prices:
  house-model: { inputPerMTok: 1, outputPerMTok: 2 }
loop:
  maxRepeats: 4
taskTypes:
  nightly-batch:
    maxRounds: 50
    loop: { maxRepeats: 6 }
agents:
  support-bot:
    maxRounds: 8
    prices:
      other-model: { inputPerMTok: 3, outputPerMTok: 4 }
budgets:
  perRun: 1.5
  perTask: 5
  perAgentPerDay: 40
  perClientKeyPerDay: 10
  globalPerDay: 200
access:
  token: { env: GATEWAY_TOKEN }
  clientKeys:
    - { keyEnv: KEY_A, agent: support-bot }
    - { keyHash: "sha256:${sha256Hex(keyB)}", agent: research-bot, budgetPerDay: 3 }
`;
const env = { GATEWAY_TOKEN: token, KEY_A: keyA };

describe('loadGatewayPolicy', () => {
  it('takes a plain guard policy file as it is: its options are every run’s defaults, open on loopback', async () => {
    const policy = await loadGatewayPolicy(
      file('plain.json', '{ "maxRounds": 12, // enough\n "maxCost": 0.5 }'),
    );
    expect(policy.guardOptionsFor({ runId: 'r-1' })).toMatchObject({
      maxRounds: 12,
      maxCost: 0.5,
      runId: 'r-1',
    });
    expect(policy.identify({}, '127.0.0.1')).toEqual({});
    expect(policy.identify({}, '::ffff:127.0.0.1')).toEqual({});
    expect(policy.identify({}, '10.0.0.7')).toMatchObject({ status: 403 });
    expect(policy.budgetScopesFor({ runId: 'r-1' }, Date.now())).toEqual([]);
    expect(policy.bindProblem('127.0.0.1')).toBeUndefined();
    expect(policy.bindProblem('0.0.0.0')).toMatch(/--host 0\.0\.0\.0 .*access\.token or access\.clientKeys/);
  });

  it('lays task-type then agent overrides over the defaults, maps merged entry by entry, perRun capping maxCost', async () => {
    const policy = await loadGatewayPolicy(file('gateway.yaml', fullPolicy), { env });
    const options = policy.guardOptionsFor({
      runId: 'r-9',
      taskId: 't-3',
      agent: 'support-bot',
      taskType: 'nightly-batch',
    });
    expect(options).toMatchObject({
      runId: 'r-9',
      taskId: 't-3',
      agentName: 'support-bot',
      taskType: 'nightly-batch',
      maxRounds: 8,
      maxCost: 1.5,
      loop: { maxRepeats: 6 },
    });
    expect(Object.keys(options.prices ?? {}).sort()).toEqual(['house-model', 'other-model']);
    expect(policy.guardOptionsFor({ runId: 'r-10', taskType: 'nightly-batch' })).toMatchObject({
      maxRounds: 50,
    });
    // Unknown names (and names that are Object.prototype's keys) get the defaults.
    expect(policy.guardOptionsFor({ runId: 'r-11', agent: 'constructor' })).toMatchObject({ maxRounds: 20 });
    expect(() => resolveGuardOptions(options)).not.toThrow();
  });

  it('names the shared budget scopes by task, agent-day, client-day and day in UTC', async () => {
    const policy = await loadGatewayPolicy(file('gateway-scopes.yaml', fullPolicy), { env });
    const lateOnDecember2 = Date.UTC(2026, 11, 2, 23, 59, 59);
    const clientB = clientIdOf(sha256Hex(keyB));
    expect(
      policy.budgetScopesFor(
        { runId: 'r-1', taskId: 'task:7', agent: 'research-bot', clientId: clientB },
        lateOnDecember2,
      ),
    ).toEqual([
      { key: 'task:task%3A7', limitUsd: 5, retainMs: TASK_RETAIN_MS },
      { key: 'agent:research-bot:2026-12-02', limitUsd: 40, retainMs: DAILY_RETAIN_MS },
      { key: `client:${clientB}:2026-12-02`, limitUsd: 3, retainMs: DAILY_RETAIN_MS },
      { key: 'global:2026-12-02', limitUsd: 200, retainMs: DAILY_RETAIN_MS },
    ]);
    const nextDay = policy.budgetScopesFor(
      { runId: 'r-2', clientId: 'key-000000000000' },
      lateOnDecember2 + 1000,
    );
    expect(nextDay.map((scope) => scope.key)).toEqual([
      'task:r-2',
      'client:key-000000000000:2026-12-03',
      'global:2026-12-03',
    ]);
    expect(nextDay[1]?.limitUsd).toBe(10);
    expect(DAILY_RETAIN_MS).toBe(2 * 86_400_000);
  });

  it('identifies client keys and the token, on loopback too, and refuses anything else without echoing it', async () => {
    const policy = await loadGatewayPolicy(file('gateway-access.yaml', fullPolicy), { env });
    expect(policy.identify({ 'x-loopguard-key': keyA }, '10.1.2.3')).toEqual({
      clientId: clientIdOf(sha256Hex(keyA)),
      agent: 'support-bot',
    });
    expect(policy.identify({ authorization: `Bearer ${keyB}` }, '10.1.2.3')).toMatchObject({
      agent: 'research-bot',
    });
    expect(policy.identify({ 'x-api-key': keyB }, '10.1.2.3')).toMatchObject({ agent: 'research-bot' });
    expect(policy.identify({ authorization: `Bearer ${token}` }, '10.1.2.3')).toEqual({});
    const wrong = policy.identify({ 'x-loopguard-key': `${keyA}x` }, '127.0.0.1');
    expect(wrong).toMatchObject({ status: 401 });
    expect(JSON.stringify(wrong)).not.toContain(keyA);
    expect(policy.identify({}, '127.0.0.1')).toMatchObject({ status: 401 });
    // The client id is a short digest: never the key, nor the digest a policy file holds.
    const id = clientIdOf(sha256Hex(keyA));
    expect(id).toMatch(/^key-[0-9a-f]{12}$/);
    expect(sha256Hex(keyA)).not.toBe(id.slice(4));
    expect(policy.bindProblem('0.0.0.0')).toBeUndefined();
  });

  it('lets loopback peers read /metrics, others only with the token', async () => {
    const policy = await loadGatewayPolicy(file('gateway-metrics.yaml', fullPolicy), { env });
    expect(policy.metricsAccess({}, '127.0.0.1')).toBeUndefined();
    expect(policy.metricsAccess({ 'x-loopguard-key': token }, '10.0.0.2')).toBeUndefined();
    expect(policy.metricsAccess({ 'x-loopguard-key': keyA }, '10.0.0.2')).toMatchObject({ status: 401 });
    expect(policy.metricsAccess({}, '10.0.0.2')).toMatchObject({ status: 401 });
    const keysOnly = createGatewayPolicy(
      { access: { clientKeys: [{ keyHash: sha256Hex(keyA), agent: 'a' }] } },
      { env: {} },
    );
    expect(keysOnly.metricsAccess({ 'x-loopguard-key': keyA }, '10.0.0.2')).toMatchObject({ status: 403 });
  });
});

describe('gateway policy file errors', () => {
  it('names the field, file and line of a bad override', async () => {
    const path = file('bad-override.yaml', 'maxRounds: 10\nagents:\n  support-bot:\n    maxRounds: -3\n');
    const error = await failure(loadGatewayPolicy(path));
    expect(error.message).toBe(
      `${path}:4:5: \`agents.support-bot.maxRounds\` must be a positive integer, got -3`,
    );
  });

  it('names an unknown field and a bad budget, each with its line', async () => {
    const path = file('bad-budgets.json', '{\n  "budgets": { "perDay": 3,\n    "globalPerDay": -1 }\n}\n');
    const error = await failure(loadGatewayPolicy(path));
    expect(error.message).toContain('`budgets.perDay` is not a known option (line 2, column 16)');
    expect(error.message).toContain(
      '`budgets.globalPerDay` must be a positive number of US dollars, got -1 (line 3',
    );
  });

  it('refuses a secret written into the file without echoing it', async () => {
    const path = file('inline-secret.yaml', `access:\n  token: ${token}\n`);
    const error = await failure(loadGatewayPolicy(path));
    expect(error.message).toMatch(new RegExp(`^${path}:2:3: \`access.token\``));
    expect(error.message).not.toContain(token);
  });

  it('says which of env and hash a client key must give', async () => {
    const path = file(
      'both.yaml',
      `access:\n  clientKeys:\n    - { agent: a, keyEnv: K, keyHash: "${'0'.repeat(64)}" }\n`,
    );
    const error = await failure(loadGatewayPolicy(path));
    expect(error.message).toContain('`access.clientKeys.0` must give exactly one of `keyEnv`');
  });

  it('names the unset environment variable and where the file names it', async () => {
    const path = file(
      'unset.yaml',
      'access:\n  clientKeys:\n    - agent: a\n      keyEnv: NOT_SET_ANYWHERE\n',
    );
    const error = await failure(loadGatewayPolicy(path, { env: {} }));
    expect(error.message).toBe(
      `${path}:4:7: \`access.clientKeys.0.keyEnv\` names the environment variable NOT_SET_ANYWHERE, which is not set`,
    );
  });

  it('checks every override combined with the defaults at load time', async () => {
    const path = file(
      'unpriced.yaml',
      'agents:\n  spender:\n    maxCost: 1\n    model: no-such-model-anywhere\n',
    );
    const error = await failure(loadGatewayPolicy(path));
    expect(error.code).toBe('LOOPGUARD_UNKNOWN_PRICE');
    expect(error.message).toContain(`${path} (agents.spender over the defaults)`);
    expect(error.message).toContain('no-such-model-anywhere');
  });

  it('reports a missing file and malformed YAML at their place', async () => {
    expect((await failure(loadGatewayPolicy(join(work, 'nope.yaml')))).message).toContain(
      'nope.yaml: file not found',
    );
    const path = file('broken.yaml', 'agents:\n  a: [\n');
    expect((await failure(loadGatewayPolicy(path))).message).toMatch(
      new RegExp(`^${path}:\\d+:\\d+: invalid YAML`),
    );
  });
});

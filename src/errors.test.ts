import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { UnguardedMethodError } from './adapters/openai/unguarded-method-error.js';
import { sdkTripError } from './adapters/sdk-trip-error.js';
import { BudgetLedgerError } from './budget/budget-ledger-error.js';
import { UsageError } from './cli/usage-error.js';
import { DashboardError } from './dashboard/dashboard-error.js';
import {
  ConfigError,
  GuardError,
  guardErrorCodes,
  guardErrorHttpStatus,
  isGuardError,
  isLoopguardError,
  LoopguardError,
  type LoopguardErrorCode,
  loopguardErrorCodes,
  retryAdviceFor,
} from './errors.js';
import { SinkWriteError } from './events/sink-write-error.js';
import { RunStateError } from './guard/run-state.js';
import { RunStoreError } from './guard/run-store.js';
import { AlertStateError } from './notify/alert-state-file.js';
import { WebhookError } from './notify/post-webhook.js';
import { RunLabelError } from './proxy/run-labels.js';
import { PrematureCloseError } from './proxy/server/readable-chunks.js';
import { UpstreamError } from './proxy/server/upstream-error.js';
import { LabelsError } from './replay/read-labels.js';
import { MissingIoredisError } from './stores/redis/load-ioredis.js';
import { StoreError } from './stores/sqlite/store-error.js';
import { WireStreamError } from './wire/wire-stream-error.js';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

describe('GuardError', () => {
  it('is recognised across package copies by its brand', () => {
    const foreign = Object.assign(new Error('x'), {
      [Symbol.for('loopguard.GuardError')]: true,
      code: 'GUARD_ROUND_LIMIT',
    });
    expect(isGuardError(foreign)).toBe(true);
    expect(isGuardError(new Error('x'))).toBe(false);
    expect(new GuardError('GUARD_LOOP_DETECTED', 'loop') instanceof Error).toBe(true);
  });

  it('serialises code, evidence and advice', () => {
    const error = new GuardError('GUARD_ROUND_LIMIT', 'run r-42 exceeded maxRounds (11 > 10)', {
      runId: 'r-42',
      round: 10,
      evidence: { limit: 'maxRounds', limitValue: 10, observed: 11 },
    });
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      code: 'GUARD_ROUND_LIMIT',
      runId: 'r-42',
      evidence: { limit: 'maxRounds' },
      advice: { retryable: false },
    });
  });
});

describe('retry advice', () => {
  it('forbids retrying loops, round and budget limits', () => {
    for (const code of ['GUARD_ROUND_LIMIT', 'GUARD_LOOP_DETECTED', 'GUARD_BUDGET_LIMIT'] as const) {
      expect(retryAdviceFor(code).retryable).toBe(false);
    }
  });

  it('allows one fresh retry of time and token limits, and a retry storm after a cool-down', () => {
    expect(retryAdviceFor('GUARD_TIME_LIMIT')).toMatchObject({
      retryable: true,
      maxRetries: 1,
      resetGuard: true,
      clearContext: true,
    });
    expect(retryAdviceFor('GUARD_TOKEN_LIMIT')).toMatchObject({
      retryable: true,
      maxRetries: 1,
      cooldownMs: 0,
    });
    expect(retryAdviceFor('GUARD_RETRY_STORM', 5_000)).toMatchObject({ retryable: true, cooldownMs: 5_000 });
  });

  it('never maps a trip to a status SDKs retry', () => {
    for (const code of guardErrorCodes) {
      const status = guardErrorHttpStatus[code];
      expect([408, 409, 429].includes(status) || status >= 500).toBe(false);
    }
  });
});

describe('GuardError secrets', () => {
  it('scrubs keys and passwords from a trip message and its evidence, from a guard loop too', async () => {
    const { createGuard } = await import('./guard/guard.js');
    const key = `sk-proj-${'a1B2c3D4'.repeat(4)}`;
    const password = 'correct horse battery staple';
    const guard = createGuard();
    let trip: unknown;
    try {
      for (let round = 1; round <= 5; round++) {
        guard.beforeCall().end({
          toolCalls: [{ id: `c${round}`, name: 'login', arguments: { api_key: key, password } }],
        });
        guard.recordToolResult({ toolCallId: `c${round}`, result: `401: key ${key} rejected` });
      }
    } catch (error) {
      trip = error;
    }
    expect(isGuardError(trip) && trip.code).toBe('GUARD_LOOP_DETECTED');
    const text = JSON.stringify((trip as GuardError).toJSON());
    expect(text).not.toContain(key);
    expect(text).not.toContain('horse battery');
    expect(text).toContain('[redacted]');
    expect((trip as GuardError).message).not.toContain(key);
  });
});

/** One of each error class of the package, made as the package makes it. */
const oneOfEach: readonly LoopguardError[] = [
  new GuardError('GUARD_ROUND_LIMIT', 'run r-1 exceeded maxRounds (11 > 10)'),
  new ConfigError('LOOPGUARD_INVALID_REQUEST', [{ path: 'maxOutputTokens', message: 'must be ≥ 0, got -1' }]),
  new RunStoreError('LOOPGUARD_RUN_STORE_UNAVAILABLE', 'redis down'),
  new StoreError('LOOPGUARD_STORE_CORRUPT', 'bad file'),
  new MissingIoredisError('install ioredis'),
  new BudgetLedgerError('LOOPGUARD_BUDGET_INVALID', 'negative hold'),
  new SinkWriteError('disk full', '/tmp/events.jsonl'),
  new UpstreamError('LOOPGUARD_UPSTREAM_TIMEOUT', 'https://api.openai.com:443', 'timed out'),
  new PrematureCloseError(),
  new RunLabelError('bad header'),
  new WireStreamError('overloaded_error', 'Overloaded', { type: 'overloaded_error' }),
  new UnguardedMethodError('embeddings.create', 'embeddings'),
  new RunStateError('completed', 'processing'),
  new DashboardError('LOOPGUARD_DASHBOARD_NOT_FOUND', 'no such run'),
  new WebhookError('HTTP 500'),
  new AlertStateError('cannot read state'),
  new UsageError('unknown flag'),
  new LabelsError('labels.jsonl:3: bad label'),
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('LoopguardError, the base of every error', () => {
  it('is the base of every error class, and its brand is recognised across package copies', () => {
    for (const error of oneOfEach) {
      expect(error, error.name).toBeInstanceOf(LoopguardError);
      expect(error).toBeInstanceOf(Error);
      expect(isLoopguardError(error), error.name).toBe(true);
      expect(loopguardErrorCodes, error.name).toContain(error.code);
      expect(error.toJSON()).toMatchObject({ name: error.name, code: error.code, message: error.message });
    }
    const foreign = Object.assign(new Error('x'), {
      [Symbol.for('loopguard.LoopguardError')]: true,
      code: 'LOOPGUARD_USAGE',
    });
    expect(isLoopguardError(foreign)).toBe(true);
    expect(LoopguardError.isInstance(foreign)).toBe(true);
    expect(isLoopguardError(new Error('x'))).toBe(false);
    expect(isLoopguardError(null)).toBe(false);
    expect(isLoopguardError('LOOPGUARD_USAGE')).toBe(false);
  });

  it("keeps each class's own isInstance a narrowing on top of the base", () => {
    const upstream = oneOfEach.find((error) => error.name === 'UpstreamError');
    expect(UpstreamError.isInstance(upstream)).toBe(true);
    expect(UpstreamError.isInstance(new GuardError('GUARD_TIME_LIMIT', 'late'))).toBe(false);
    expect(GuardError.isInstance(upstream)).toBe(false);
    expect(
      ConfigError.isInstance(Object.assign(new Error('x'), { [Symbol.for('loopguard.ConfigError')]: true })),
    ).toBe(true);
  });

  it('is every error class exported from any subpath', async () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      exports: Record<string, string | { default: string }>;
    };
    const found: string[] = [];
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string') continue;
      const source = join(repoRoot, target.default.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts'));
      const module = (await import(source)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (typeof value !== 'function' || !(value.prototype instanceof Error)) continue;
        found.push(name);
        expect(
          value === LoopguardError || value.prototype instanceof LoopguardError,
          `${subpath} exports ${name}`,
        ).toBe(true);
      }
    }
    expect(found).toEqual(
      expect.arrayContaining(['GuardError', 'ConfigError', 'LoopguardError', 'RunStoreError', 'StoreError']),
    );
    expect(found).toEqual(expect.arrayContaining(['BudgetLedgerError', 'UpstreamError', 'DashboardError']));
    expect(found).toEqual(expect.arrayContaining(['SinkWriteError', 'UnguardedMethodError']));
  }, 60_000);

  it("narrows each class's code to the one union", () => {
    expectTypeOf<GuardError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<ConfigError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<'LOOPGUARD_INVALID_REQUEST'>().toExtend<ConfigError['code']>();
    expectTypeOf<RunStoreError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<StoreError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<MissingIoredisError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<BudgetLedgerError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<SinkWriteError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<UpstreamError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<PrematureCloseError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<RunLabelError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<WireStreamError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<UnguardedMethodError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<RunStateError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<DashboardError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<WebhookError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<AlertStateError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<UsageError['code']>().toExtend<LoopguardErrorCode>();
    expectTypeOf<LabelsError['code']>().toExtend<LoopguardErrorCode>();
    expect(new Set(loopguardErrorCodes).size).toBe(loopguardErrorCodes.length);
    expect(loopguardErrorCodes).toEqual(expect.arrayContaining([...guardErrorCodes]));
  });

  it('documents every code in docs/guard.md', () => {
    const docs = readFileSync(join(repoRoot, 'docs/guard.md'), 'utf8');
    for (const code of loopguardErrorCodes) expect(docs, code).toContain(`| \`${code}\``);
  });

  it('carries the base brand on a trip rewrapped as an SDK error', () => {
    class SdkError extends Error {}
    const rewrapped = sdkTripError(SdkError, new GuardError('GUARD_BUDGET_LIMIT', 'spent'));
    expect(rewrapped).toBeInstanceOf(SdkError);
    expect(isGuardError(rewrapped)).toBe(true);
    expect(isLoopguardError(rewrapped)).toBe(true);
  });

  it('keeps the JSON of a GuardError and a ConfigError as before', () => {
    const trip = new GuardError('GUARD_ROUND_LIMIT', 'run r-42 exceeded maxRounds (11 > 10)', {
      runId: 'r-42',
    });
    expect(Object.keys(trip.toJSON())).toEqual([
      'name',
      'code',
      'message',
      'runId',
      'taskId',
      'round',
      'evidence',
      'advice',
    ]);
    expect(JSON.stringify(trip)).toBe(JSON.stringify(trip.toJSON()));
    const config = new ConfigError('LOOPGUARD_INVALID_OPTIONS', [
      { path: 'maxRounds', message: 'must be ≥ 1' },
    ]);
    expect(JSON.parse(JSON.stringify(config))).toEqual({
      name: 'ConfigError',
      code: 'LOOPGUARD_INVALID_OPTIONS',
      message: '`maxRounds` must be ≥ 1',
      issues: [{ path: 'maxRounds', message: 'must be ≥ 1' }],
    });
  });

  it('fails when a class in src/ extends a built-in error outside src/errors.ts', () => {
    const builtIn =
      /\bclass\s+(\w+)(?:<[^>]*>)?\s+extends\s+(?:Error|TypeError|RangeError|SyntaxError|AggregateError|ReferenceError|EvalError|URIError)\b/g;
    const files = sourceFiles(join(repoRoot, 'src'));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) => {
      const file = relative(repoRoot, path).split('\\').join('/');
      if (file === 'src/errors.ts') return [];
      return [...readFileSync(path, 'utf8').matchAll(builtIn)].map((match) => `${file}: ${match[1]}`);
    });
    // Extend LoopguardError (src/errors.ts) with a code in loopguardErrorCodes instead.
    expect(offenders).toEqual([]);
  });
});

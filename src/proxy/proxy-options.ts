import { z } from 'zod';
import type { BudgetLedger } from '../budget/budget-ledger.js';
import { ConfigError } from '../errors.js';
import type { GuardEventListener } from '../events/types.js';
import { DEFAULT_ADMISSION_WAIT_MS } from '../guard/admission-wait.js';
import type { Enforcement } from '../guard/enforcement.js';
import type { Guard } from '../guard/guard.js';
import type { GuardSnapshot } from '../guard/guard-snapshot.js';
import type { RunStore } from '../guard/run-store.js';
import type { GatewayPolicy } from './gateway-policy.js';
import { createOpenPolicy } from './open-policy.js';
import type { Upstream } from './proxy-exchange.js';
import type { ProxyMetrics } from './proxy-metrics.js';

/**
 * Records runs as replayable transcripts (a `TranscriptSink` from `loopguard/replay` is one): the gateway
 * passes each captured run's guard through `record` for every request of the run. Its listener, which writes
 * a run when it ends, goes in `onEvent`.
 */
export interface RunRecorder {
  record(guard: Guard): Guard;
}

/** Options of {@link createProxy}. Every field is optional; the defaults make a loopback proxy to OpenAI and Anthropic. */
export interface ProxyOptions {
  /** How the model API is reached. @default an upstream over `fetch` (see {@link ProxyOptions.fetch}) */
  readonly upstream?: Upstream | undefined;
  /** The `fetch` the default upstream sends with, when no `upstream` is given. @default globalThis.fetch */
  readonly fetch?: typeof fetch | undefined;
  /** Where `/v1/chat/completions`, `/v1/responses` and other `/v1/*` go (without `/v1`). @default 'https://api.openai.com' */
  readonly openAIBaseUrl?: string | undefined;
  /** Where `/v1/messages` goes (without `/v1`). @default 'https://api.anthropic.com' */
  readonly anthropicBaseUrl?: string | undefined;
  /** Key sent to OpenAI instead of the client's own (never logged, stored or put in events). @default the client's key passes through */
  readonly openAIKey?: string | undefined;
  /** Key sent to Anthropic instead of the client's own. @default the client's key passes through */
  readonly anthropicKey?: string | undefined;
  /** Access check, guard options per run, shared budget scopes. @default an open policy: loopback only, guard defaults, no shared scopes */
  readonly policy?: GatewayPolicy | undefined;
  /** Fleet mode: runs live in this store between requests, so any instance serves any request. @default live guards in this process's memory */
  readonly runStore?: RunStore<GuardSnapshot> | undefined;
  /** Money shared across runs (the policy's budget scopes). @default none: only each run's own `maxCost` */
  readonly budget?: BudgetLedger | undefined;
  /** Receives every guard event of every run (sinks are listeners: `createJsonLinesSink(…)`). */
  readonly onEvent?: GuardEventListener | readonly GuardEventListener[] | undefined;
  /**
   * Transcript capture (opt-in): each run the policy's `capturesTranscript` accepts is recorded through it,
   * so `loopguard replay --policy` can backtest a policy on this gateway's own traffic. Per process: in fleet
   * mode each instance records the calls it served. @default none
   */
  readonly transcripts?: RunRecorder | undefined;
  /** Counters the proxy bumps as it works. @default none */
  readonly metrics?: ProxyMetrics | undefined;
  /** Largest request body read, bytes; a larger one is answered 413. @default 8388608 (8 MiB) */
  readonly maxBodyBytes?: number | undefined;
  /**
   * Most items a request's history may hold (`messages`, or Responses `input`); a longer one is answered 413.
   * Agents trim long before this; a history of tens of thousands of items would hold the gateway for every
   * other client while it is read. @default 20000
   */
  readonly maxHistoryItems?: number | undefined;
  /** Most tool calls one turn of a request's history may hold; more is answered 413. @default 1024 */
  readonly maxToolCallsPerTurn?: number | undefined;
  /** A run without a request for this long ends, `abandoned`, with its `run_end`. @default the guard options' `idleTimeoutMs` (30 minutes) */
  readonly runIdleTimeoutMs?: number | undefined;
  /**
   * Memory mode: a run without a call for this long is kept as its snapshot (a fraction of a live guard's heap,
   * one object for the garbage collector) until its next call restores it; `null` keeps every run live.
   * @default 30000
   */
  readonly parkIdleRunsAfterMs?: number | null | undefined;
  /**
   * Origins whose web pages may call the gateway. A request with any other `Origin` header is refused: agents
   * send none, and a page must never spend with the gateway's key. @default none
   */
  readonly allowedOrigins?: readonly string[] | undefined;
  /** When the run store or budget ledger cannot be reached: refuse the call (`closed`) or forward it unguarded (`open`). @default 'closed' */
  readonly storeFailure?: 'closed' | 'open' | undefined;
  /**
   * How long a call waits, before it is refused, when a budget (the run's or a shared one) is held by calls in
   * flight but not spent: they settle first, and a call is refused only for money really spent. @default 30000
   */
  readonly admissionWaitMs?: number | undefined;
  /**
   * Replaces every run's `enforce` (the policy's, its agents' and its task types'): `false` is observe-only mode
   * (`loopguard proxy --observe`): nothing is refused, each call enforcing would have refused carries
   * `x-loopguard-would-stop: <code>`, and trips are recorded as `guard_trigger` events with `action: 'observe'`;
   * `'maxCost'` observes everything but money, which still refuses. @default the policy's (enforce every trip)
   */
  readonly enforce?: Enforcement | undefined;
  /** Lower `max_tokens` to what the run's budget affords instead of refusing (stated in `x-loopguard-max-tokens-lowered`). @default false */
  readonly lowerMaxTokens?: boolean | undefined;
  /** Upstream retries of the proxy's own on 429/5xx or a network error, per request. @default 0 */
  readonly maxUpstreamRetries?: number | undefined;
  /** Retries allowed as a fraction of calls (Envoy's and gRPC's retry budget), at least one. @default 0.1 */
  readonly retryBudget?: number | undefined;
  /** Clock, ms since the epoch. @default Date.now */
  readonly now?: (() => number) | undefined;
}

/** {@link ProxyOptions} after defaults. */
export interface ResolvedProxyOptions {
  readonly upstream: Upstream | undefined;
  readonly fetch: typeof fetch;
  readonly openAIBaseUrl: string;
  readonly anthropicBaseUrl: string;
  readonly openAIKey: string | undefined;
  readonly anthropicKey: string | undefined;
  readonly policy: GatewayPolicy;
  readonly runStore: RunStore<GuardSnapshot> | undefined;
  readonly budget: BudgetLedger | undefined;
  readonly listeners: readonly GuardEventListener[];
  readonly metrics: ProxyMetrics | undefined;
  readonly transcripts: RunRecorder | undefined;
  readonly maxBodyBytes: number;
  readonly maxHistoryItems: number;
  readonly maxToolCallsPerTurn: number;
  readonly runIdleTimeoutMs: number | undefined;
  readonly parkIdleRunsAfterMs: number | null;
  readonly storeFailure: 'closed' | 'open';
  readonly lowerMaxTokens: boolean;
  readonly enforce: Enforcement | undefined;
  readonly admissionWaitMs: number;
  readonly allowedOrigins: readonly string[];
  readonly maxUpstreamRetries: number;
  readonly retryBudget: number;
  readonly now: () => number;
}

/** Every proxy default, written once. */
export const PROXY_DEFAULTS = Object.freeze({
  openAIBaseUrl: 'https://api.openai.com',
  anthropicBaseUrl: 'https://api.anthropic.com',
  maxBodyBytes: 8 * 2 ** 20,
  maxHistoryItems: 20_000,
  maxToolCallsPerTurn: 1_024,
  parkIdleRunsAfterMs: 30_000,
  storeFailure: 'closed' as const,
  lowerMaxTokens: false,
  admissionWaitMs: DEFAULT_ADMISSION_WAIT_MS,
  maxUpstreamRetries: 0,
  retryBudget: 0.1,
});

const isFunction = (value: unknown) => typeof value === 'function';
const fn = (what: string) => z.custom<unknown>(isFunction, { error: `must be ${what}` }).optional();
const object = (what: string) =>
  z.custom<unknown>((value) => typeof value === 'object' && value !== null, { error: `must be ${what}` });
const url = z
  .string({ error: 'must be an http(s) URL' })
  .regex(/^https?:\/\/[^\s/]+/i, { error: 'must be an http(s) URL' })
  .optional();
const secret = z.string({ error: 'must be a string' }).min(1, { error: 'must not be empty' }).optional();
const positiveInteger = z
  .number({ error: 'must be a positive integer' })
  .int({ error: 'must be a positive integer' })
  .positive({ error: 'must be a positive integer' });

const proxyOptionsSchema = z.strictObject({
  upstream: object('an Upstream (send, close)').optional(),
  fetch: fn('a fetch function'),
  openAIBaseUrl: url,
  anthropicBaseUrl: url,
  openAIKey: secret,
  anthropicKey: secret,
  policy: object('a GatewayPolicy (identify, guardOptionsFor, budgetScopesFor)').optional(),
  runStore: object('a RunStore').optional(),
  budget: object('a BudgetLedger').optional(),
  onEvent: z
    .union([z.custom<unknown>(isFunction), z.array(z.custom<unknown>(isFunction))], {
      error: 'must be a listener function or a list of them',
    })
    .optional(),
  metrics: object('a ProxyMetrics').optional(),
  transcripts: object('a RunRecorder (record)').optional(),
  maxBodyBytes: positiveInteger.optional(),
  maxHistoryItems: positiveInteger.optional(),
  maxToolCallsPerTurn: positiveInteger.optional(),
  runIdleTimeoutMs: positiveInteger.optional(),
  parkIdleRunsAfterMs: positiveInteger.nullable().optional(),
  storeFailure: z.enum(['closed', 'open'], { error: "must be 'closed' or 'open'" }).optional(),
  lowerMaxTokens: z.boolean({ error: 'must be true or false' }).optional(),
  enforce: z
    .custom<Enforcement>((value) => typeof value === 'boolean' || value === 'maxCost', {
      error: 'must be true, false or "maxCost"',
    })
    .optional(),
  allowedOrigins: z
    .array(
      z
        .string({ error: 'must be a list of origins such as "https://app.example"' })
        .regex(/^https?:\/\/[^\s/]+$/i, { error: 'must be a list of origins such as "https://app.example"' }),
      { error: 'must be a list of origins such as "https://app.example"' },
    )
    .optional(),
  admissionWaitMs: z
    .number({ error: 'must be an integer ≥ 0' })
    .int({ error: 'must be an integer ≥ 0' })
    .nonnegative({ error: 'must be an integer ≥ 0' })
    .optional(),
  maxUpstreamRetries: z
    .number({ error: 'must be an integer from 0 to 5' })
    .int({ error: 'must be an integer from 0 to 5' })
    .min(0, { error: 'must be an integer from 0 to 5' })
    .max(5, { error: 'must be an integer from 0 to 5' })
    .optional(),
  retryBudget: z
    .number({ error: 'must be a number in [0, 1]' })
    .min(0, { error: 'must be a number in [0, 1]' })
    .max(1, { error: 'must be a number in [0, 1]' })
    .optional(),
  now: fn('a clock function'),
});

// Paths keep their `/v1`, so a base URL given the SDK way (`…/v1`) is taken without it.
function baseUrl(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/v1$/, '');
}

/** Validates the options (a ConfigError names each bad one) and applies the defaults. */
export function resolveProxyOptions(options: ProxyOptions = {}): ResolvedProxyOptions {
  // Options set to `undefined` are absent, as everywhere in loopguard.
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  const parsed = proxyOptionsSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      'LOOPGUARD_INVALID_OPTIONS',
      parsed.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({ path: key, message: 'is not a proxy option' }))
          : [{ path: issue.path.map(String).join('.'), message: issue.message }],
      ),
      { source: 'createProxy' },
    );
  }
  const listeners =
    options.onEvent === undefined ? [] : Array.isArray(options.onEvent) ? options.onEvent : [options.onEvent];
  return Object.freeze({
    upstream: options.upstream,
    fetch: options.fetch ?? globalThis.fetch,
    openAIBaseUrl: baseUrl(options.openAIBaseUrl ?? PROXY_DEFAULTS.openAIBaseUrl),
    anthropicBaseUrl: baseUrl(options.anthropicBaseUrl ?? PROXY_DEFAULTS.anthropicBaseUrl),
    openAIKey: options.openAIKey,
    anthropicKey: options.anthropicKey,
    policy: options.policy ?? createOpenPolicy(),
    runStore: options.runStore,
    budget: options.budget,
    listeners: Object.freeze([...(listeners as GuardEventListener[])]),
    metrics: options.metrics,
    transcripts: options.transcripts,
    maxBodyBytes: options.maxBodyBytes ?? PROXY_DEFAULTS.maxBodyBytes,
    maxHistoryItems: options.maxHistoryItems ?? PROXY_DEFAULTS.maxHistoryItems,
    maxToolCallsPerTurn: options.maxToolCallsPerTurn ?? PROXY_DEFAULTS.maxToolCallsPerTurn,
    runIdleTimeoutMs: options.runIdleTimeoutMs,
    parkIdleRunsAfterMs:
      options.parkIdleRunsAfterMs === undefined
        ? PROXY_DEFAULTS.parkIdleRunsAfterMs
        : options.parkIdleRunsAfterMs,
    storeFailure: options.storeFailure ?? PROXY_DEFAULTS.storeFailure,
    lowerMaxTokens: options.lowerMaxTokens ?? PROXY_DEFAULTS.lowerMaxTokens,
    enforce: options.enforce,
    admissionWaitMs: options.admissionWaitMs ?? PROXY_DEFAULTS.admissionWaitMs,
    allowedOrigins: Object.freeze([...(options.allowedOrigins ?? [])]),
    maxUpstreamRetries: options.maxUpstreamRetries ?? PROXY_DEFAULTS.maxUpstreamRetries,
    retryBudget: options.retryBudget ?? PROXY_DEFAULTS.retryBudget,
    now: options.now ?? Date.now,
  });
}

import {
  type ContentLoopOptions,
  type ResolvedContentLoopOptions,
  resolveContentLoopOptions,
} from '../detectors/content-loop-options.js';
import type { ResolvedLoopDetectionOptions } from '../detectors/defaults.js';
import { type LoopDetectionOptions, resolveLoopDetectionOptions } from '../detectors/loop-detection.js';
import { ConfigError } from '../errors.js';
import type { GuardEventListener } from '../events/types.js';
import { createPriceBook, type ModelPrice } from '../pricing/price-book.js';
import { deepFreeze } from '../utils/deep-freeze.js';
import { DEFAULT_GUARD_OPTIONS } from './defaults.js';
import type { Enforcement } from './enforcement.js';
import { guardSchemas, toConfigIssues } from './options-schema.js';
import type { PromptCalibration } from './prompt-calibration.js';

/** Per-tool settings, keyed by tool name in {@link GuardOptions.tools}. */
export interface ToolPolicy {
  /** Only these arguments make up the action signature. */
  readonly coreArgs?: readonly string[] | undefined;
  /** These arguments are left out of the action signature. */
  readonly ignoreArgs?: readonly string[] | undefined;
  /**
   * Arguments that only carry the model's commentary, left out of the signature at any depth.
   * @default DEFAULT_COMMENTARY_ARGS (`description`, `explanation`, `reason`, `thought`, `todos`, …)
   */
  readonly commentaryArgs?: readonly string[] | undefined;
  /** Arguments whose lists are sets: their order does not make a new request. @default DEFAULT_UNORDERED_ARGS */
  readonly unorderedArgs?: readonly string[] | undefined;
  /** Identical calls in one run may reuse the earlier result. @default false */
  readonly idempotent?: boolean | undefined;
  /** A successful call ends the run. @default false */
  readonly final?: boolean | undefined;
}

/** What the guard does on the first loop detection. */
export type Escalation = 'halt' | 'nudge';

/** Loop detection settings: detector thresholds plus escalation. */
export interface LoopOptions extends LoopDetectionOptions {
  /** `nudge`: the first detection returns a message for the model, the next one halts. @default 'halt' */
  readonly escalation?: Escalation;
  /** Failed LLM calls in a row (the provider erroring) that count as a retry storm. @default 3 */
  readonly maxCallFailures?: number;
  /** Cool-down advised before retrying after a retry storm. @default 60000 */
  readonly retryStormCooldownMs?: number;
  /**
   * Thresholds of the watch over streamed replies (one block said again and again inside one reply cuts
   * the stream with GUARD_LOOP_DETECTED, whatever `escalation` says), or `false` to turn it off.
   * @default {} (on, with DEFAULT_CONTENT_LOOP)
   */
  readonly contentLoop?: ContentLoopOptions | false;
}

/** Options of one guard. Every limit can be set to `null` to turn it off. */
export interface GuardOptions {
  /** Task this run belongs to (several runs may retry one task). @default the run id */
  readonly taskId?: string | undefined;
  /** @default a random UUID */
  readonly runId?: string | undefined;
  readonly agentName?: string | undefined;
  readonly taskType?: string | undefined;
  /** LLM calls per run. @default 10 */
  readonly maxRounds?: number | null;
  /** Wall time of the whole run in ms, from its first call. @default 120000 */
  readonly maxDurationMs?: number | null;
  /** Wall time of one LLM call in ms. @default 60000 */
  readonly callTimeoutMs?: number | null;
  /**
   * A run that sees no call, result or message for this long (an agent that crashed or simply stopped
   * calling) ends on its own, `abandoned`, with its `run_end`, so no sink holds an open run forever. The timer
   * never keeps the process alive. @default 1800000 (30 minutes)
   */
  readonly idleTimeoutMs?: number | null;
  /** Prompt plus completion tokens over the run. @default 80000 */
  readonly maxTokens?: number | null;
  /**
   * Whether trips refuse calls. `false` is observe-only mode: every gate and detector still runs and money is
   * still metered, but nothing is refused, no call is cut and the run goes on; each kind of trip (its code and
   * detector or limit) is recorded once per run as a `guard_trigger` event with `action: 'observe'`, and the
   * first one is where enforcing would have stopped the run (`guard.observedTrip`). `'maxCost'` observes
   * everything but the money budget, which still refuses. @default true
   */
  readonly enforce?: Enforcement;
  /** Prompt tokens of one call. @default null */
  readonly maxPromptTokens?: number | null;
  /** Money per run, in `currency`. @default null */
  readonly maxCost?: number | null;
  /**
   * The model, or models, this run will call. With `maxCost` set, `createGuard` checks that each has a
   * price (in `prices` or the catalogue), so an unpriced model fails at start-up instead of at the first
   * call. Only a check: every call still names its own model. @default undefined (checked per call)
   */
  readonly model?: string | readonly string[] | undefined;
  /** Currency of `maxCost` and of reported costs. @default 'USD' */
  readonly currency?: string;
  /** Units of `currency` per US dollar (prices are in USD). Required when `currency` is not USD. @default 1 */
  readonly usdRate?: number;
  /** Per-model price overrides in USD per million tokens. */
  readonly prices?: Readonly<Record<string, ModelPrice>>;
  /** Output tokens reserved for a call that sets no maximum. @default 4096 */
  readonly defaultMaxOutputTokens?: number;
  /** Loop detection settings, or `false` to turn it off. @default {} */
  readonly loop?: LoopOptions | false;
  /** Per-tool settings by tool name. */
  readonly tools?: Readonly<Record<string, ToolPolicy>>;
  /** Clock in ms. @default Date.now */
  readonly now?: () => number;
  /** Receives every event. */
  readonly onEvent?: GuardEventListener | readonly GuardEventListener[];
  /** Receives errors of listeners and sinks, which never reach the agent. @default console.warn */
  readonly onError?: (error: unknown) => void;
  /** Cancels the whole run from outside. */
  readonly signal?: AbortSignal;
  /**
   * Provider overheads shared with the other runs of this process (a gateway passes one): the run's prompt
   * estimates start from what was billed for the same model in other runs, and teach it in turn.
   * @default none: each run learns alone
   */
  readonly promptCalibration?: PromptCalibration;
}

/** Options after defaults, frozen. */
export interface ResolvedGuardOptions {
  readonly taskId: string | undefined;
  readonly runId: string | undefined;
  readonly agentName: string | undefined;
  readonly taskType: string | undefined;
  readonly maxRounds: number | null;
  readonly maxDurationMs: number | null;
  readonly callTimeoutMs: number | null;
  readonly idleTimeoutMs: number | null;
  readonly maxTokens: number | null;
  readonly enforce: Enforcement;
  readonly maxPromptTokens: number | null;
  readonly maxCost: number | null;
  readonly model: readonly string[];
  readonly currency: string;
  readonly usdRate: number;
  readonly prices: Readonly<Record<string, ModelPrice>>;
  readonly defaultMaxOutputTokens: number;
  /** Every detector threshold and escalation setting, defaults applied. */
  readonly loop: ResolvedLoopDetectionOptions &
    Required<Pick<LoopOptions, 'escalation' | 'maxCallFailures' | 'retryStormCooldownMs'>> & {
      /** The content-loop watch's thresholds, defaults applied; `null` when it is off. */
      readonly contentLoop: ResolvedContentLoopOptions | null;
    };
  readonly loopEnabled: boolean;
  readonly tools: Readonly<Record<string, ToolPolicy>>;
  readonly now: () => number;
  readonly listeners: readonly GuardEventListener[];
  readonly onError: (error: unknown) => void;
  readonly signal: AbortSignal | undefined;
  readonly promptCalibration: PromptCalibration | undefined;
}

export { policySchema, toConfigIssues } from './options-schema.js';

/** Validates options at the edge and applies defaults. Throws {@link ConfigError} naming each bad option. */
export function resolveGuardOptions(options: GuardOptions = {}, source?: string): ResolvedGuardOptions {
  const parsed = guardSchemas().optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new ConfigError(
      'LOOPGUARD_INVALID_OPTIONS',
      toConfigIssues(parsed.error, options),
      source ? { source } : {},
    );
  }
  const value = parsed.data;
  const currency = value.currency ?? DEFAULT_GUARD_OPTIONS.currency;
  if (currency !== 'USD' && value.usdRate === undefined) {
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', [
      {
        path: 'usdRate',
        message: `is required when currency is ${currency} (units of ${currency} per US dollar)`,
      },
    ]);
  }
  const defaults = DEFAULT_GUARD_OPTIONS;
  const models =
    value.model === undefined ? [] : typeof value.model === 'string' ? [value.model] : value.model;
  const maxCost = value.maxCost === undefined ? defaults.maxCost : value.maxCost;
  if (maxCost !== null) checkPrices(models, value.prices ?? {});
  const pick = <T>(key: keyof typeof value & keyof typeof defaults, fallback: T): T | null =>
    value[key] === undefined ? fallback : (value[key] as T | null);
  const loop = value.loop === false ? {} : (value.loop ?? {});
  const listeners =
    value.onEvent === undefined ? [] : Array.isArray(value.onEvent) ? value.onEvent : [value.onEvent];
  // Data is copied and frozen deep, so neither the caller nor the guard can change a resolved option later;
  // functions and the signal stay as given.
  const data = deepFreeze({
    prices: structuredClone(value.prices ?? {}),
    tools: structuredClone(value.tools ?? {}),
    loop: {
      ...resolveLoopDetectionOptions(loop as LoopDetectionOptions),
      escalation: loop.escalation ?? defaults.loop.escalation,
      maxCallFailures: loop.maxCallFailures ?? defaults.loop.maxCallFailures,
      retryStormCooldownMs: loop.retryStormCooldownMs ?? defaults.loop.retryStormCooldownMs,
      contentLoop: loop.contentLoop === false ? null : resolveContentLoopOptions(loop.contentLoop),
    },
  });
  return Object.freeze({
    taskId: value.taskId,
    runId: value.runId,
    agentName: value.agentName,
    taskType: value.taskType,
    maxRounds: pick('maxRounds', defaults.maxRounds),
    maxDurationMs: pick('maxDurationMs', defaults.maxDurationMs),
    callTimeoutMs: pick('callTimeoutMs', defaults.callTimeoutMs),
    idleTimeoutMs: pick('idleTimeoutMs', defaults.idleTimeoutMs),
    maxTokens: pick('maxTokens', defaults.maxTokens),
    enforce: value.enforce ?? defaults.enforce,
    maxPromptTokens: pick('maxPromptTokens', defaults.maxPromptTokens),
    maxCost: pick('maxCost', defaults.maxCost),
    model: Object.freeze([...models]),
    currency,
    usdRate: value.usdRate ?? defaults.usdRate,
    prices: data.prices,
    defaultMaxOutputTokens: value.defaultMaxOutputTokens ?? defaults.defaultMaxOutputTokens,
    loop: data.loop,
    loopEnabled: value.loop !== false,
    tools: data.tools,
    now: value.now ?? Date.now,
    listeners: Object.freeze([...listeners]),
    onError: value.onError ?? ((error: unknown) => console.warn('[loopguard]', error)),
    signal: value.signal,
    promptCalibration: value.promptCalibration,
  }) as ResolvedGuardOptions;
}

// A budget needs a price for every model the run names up front; the same check runs again per call for
// models named only there.
function checkPrices(models: readonly string[], prices: Readonly<Record<string, ModelPrice>>): void {
  const book = createPriceBook(prices);
  const unpriced = models.filter((model) => book.priceOf(model) === undefined);
  if (unpriced.length === 0) return;
  throw new ConfigError(
    'LOOPGUARD_UNKNOWN_PRICE',
    unpriced.map((model) => ({
      path: 'model',
      message:
        `"${model}" has no known price, and maxCost needs one: give it in \`prices\` ` +
        `(prices: { "${model}": { inputPerMTok: 2.5, outputPerMTok: 10 } }, USD per million tokens) ` +
        'or turn the budget off with maxCost: null',
    })),
  );
}

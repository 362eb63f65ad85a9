import { type GuardErrorCode, guardErrorCodes } from './guard-error-codes.js';
import { type RetryAdvice, retryAdviceFor } from './retry-advice.js';
import { scrubSecrets, scrubValue } from './secrets/scrub-secrets.js';

export { RETRY_STORM_COOLDOWN_MS, type RetryAdvice, retryAdviceFor } from './retry-advice.js';

const loopguardErrorBrand = Symbol.for('loopguard.LoopguardError');
const guardErrorBrand = Symbol.for('loopguard.GuardError');
const configErrorBrand = Symbol.for('loopguard.ConfigError');

// The trip codes live in a file of their own, which the retry advice reads too: no cycle through this one.
export { type GuardErrorCode, guardErrorCodes } from './guard-error-codes.js';

/**
 * Every code an error of this package carries, one list for the whole package: the guard's trips
 * ({@link guardErrorCodes}), then each error class's own codes. Part of the stored schema: never renamed.
 * docs/guard.md ("Errors") says what each means and the HTTP status the gateway answers with.
 */
export const loopguardErrorCodes = [
  ...guardErrorCodes,
  // ConfigError
  'LOOPGUARD_INVALID_OPTIONS',
  'LOOPGUARD_INVALID_REQUEST',
  'LOOPGUARD_UNKNOWN_PRICE',
  // RunStoreError (loopguard/stores)
  'LOOPGUARD_RUN_STORE_CONFLICT',
  'LOOPGUARD_RUN_STORE_UNAVAILABLE',
  // StoreError (loopguard/stores/sqlite)
  'LOOPGUARD_STORE_MISSING',
  'LOOPGUARD_STORE_CORRUPT',
  'LOOPGUARD_STORE_VERSION',
  'LOOPGUARD_STORE_UNAVAILABLE',
  'LOOPGUARD_STORE_WRITE',
  'LOOPGUARD_STORE_RECOVERED',
  'LOOPGUARD_STORE_CHECKPOINT',
  'LOOPGUARD_STORE_DRIVER_MISSING',
  // MissingIoredisError (the Redis store and ledger wrap it)
  'LOOPGUARD_REDIS_DRIVER_MISSING',
  // BudgetLedgerError (loopguard/budget)
  'LOOPGUARD_BUDGET_UNAVAILABLE',
  'LOOPGUARD_BUDGET_INVALID',
  // SinkWriteError
  'LOOPGUARD_SINK_WRITE',
  // UpstreamError (loopguard/proxy)
  'LOOPGUARD_UPSTREAM_UNREACHABLE',
  'LOOPGUARD_UPSTREAM_TIMEOUT',
  'LOOPGUARD_UPSTREAM_CONNECTION_LOST',
  'LOOPGUARD_UPSTREAM_ABORTED',
  'LOOPGUARD_UPSTREAM_FAILED',
  // PrematureCloseError (the gateway's stream reader): Node's own code, so the upstream classifier files it
  // with Node's premature-close errors as a lost connection.
  'ERR_STREAM_PREMATURE_CLOSE',
  // RunLabelError (the gateway's run headers)
  'LOOPGUARD_INVALID_RUN_LABEL',
  // WireStreamError (a provider's error inside a started stream)
  'LOOPGUARD_PROVIDER_STREAM_ERROR',
  // UnguardedMethodError (loopguard/adapters/openai)
  'LOOPGUARD_UNGUARDED_METHOD',
  // RunStateError
  'LOOPGUARD_INVALID_TRANSITION',
  // DashboardError (loopguard/dashboard)
  'LOOPGUARD_DASHBOARD_BAD_QUERY',
  'LOOPGUARD_DASHBOARD_BAD_REQUEST',
  'LOOPGUARD_DASHBOARD_UNAUTHORIZED',
  'LOOPGUARD_DASHBOARD_FORBIDDEN',
  'LOOPGUARD_DASHBOARD_NOT_FOUND',
  'LOOPGUARD_DASHBOARD_METHOD',
  // WebhookError, AlertStateError (alerts)
  'LOOPGUARD_WEBHOOK_FAILED',
  'LOOPGUARD_ALERT_STATE',
  // UsageError, LabelsError (the CLI)
  'LOOPGUARD_USAGE',
  'LOOPGUARD_LABELS',
] as const;

/** The code of any error this package throws: one union, narrowed by each error class to its own codes. */
export type LoopguardErrorCode = (typeof loopguardErrorCodes)[number];

/** A {@link LoopguardError} as plain JSON: what every error of the package writes at least. */
export interface LoopguardErrorJson {
  readonly name: string;
  readonly code: LoopguardErrorCode;
  readonly message: string;
}

/**
 * The base of every error this package throws: a stable `code` from {@link LoopguardErrorCode}, a message
 * with the numbers, and `cause` when another error is behind it. Carries one `Symbol.for` brand, so
 * {@link isLoopguardError} holds for an error thrown by another copy of the package, where `instanceof`
 * does not. Each subclass narrows `code` to its own codes and keeps its own brand for its own `isInstance`.
 * @example
 * catch (error) { if (isLoopguardError(error)) log.warn(error.code, error.toJSON()); else throw error }
 */
export class LoopguardError extends Error {
  override readonly name: string = 'LoopguardError';
  readonly code: LoopguardErrorCode;
  readonly [loopguardErrorBrand] = true;

  constructor(code: LoopguardErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }

  /** True for any error of this package, also one thrown by another copy of it. */
  static isInstance(value: unknown): value is LoopguardError {
    return LoopguardError.hasBrand(value, loopguardErrorBrand);
  }

  /** The one brand check every subclass's `isInstance` uses: `brand` is one of its `Symbol.for` symbols. */
  protected static hasBrand(value: unknown, brand: symbol): boolean {
    return typeof value === 'object' && value !== null && brand in value;
  }

  /**
   * A plain object for logs and HTTP bodies: `name`, `code`, `message`, then the fields the subclass adds
   * (a file, an origin, the issues). Never the stack or the cause, which may quote what the error wraps.
   */
  toJSON(): LoopguardErrorJson {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      ...Object.fromEntries(Object.entries(this)),
    };
  }
}

/** True when `value` is a {@link LoopguardError} (any error this package throws), across package copies. */
export function isLoopguardError(value: unknown): value is LoopguardError {
  return LoopguardError.isInstance(value);
}

/** Structured facts behind a trip: which limit or detector, the numbers, the repeated signatures. */
export interface GuardEvidence {
  readonly limit?: string | undefined;
  readonly limitValue?: number | undefined;
  readonly observed?: number | undefined;
  readonly detector?: string | undefined;
  readonly rounds?: readonly number[] | undefined;
  readonly signatures?: readonly string[] | undefined;
  readonly [key: string]: unknown;
}

/** A GuardError as plain JSON. */
export interface GuardErrorJson {
  readonly name: 'GuardError';
  readonly code: GuardErrorCode;
  readonly message: string;
  readonly runId?: string | undefined;
  readonly taskId?: string | undefined;
  readonly round?: number | undefined;
  readonly evidence: GuardEvidence;
  readonly advice: RetryAdvice;
}

/** Options for constructing a {@link GuardError}. */
export interface GuardErrorOptions {
  readonly runId?: string;
  readonly taskId?: string;
  /** 1-based index of the last LLM call made before the refusal. */
  readonly round?: number;
  readonly evidence?: GuardEvidence;
  readonly advice?: RetryAdvice;
  readonly cause?: unknown;
}

/**
 * A guard refused an LLM call. Carries a stable `code`, the evidence and retry advice.
 * @example
 * try { guard.beforeCall(request) } catch (error) { if (isGuardError(error)) console.log(error.code, error.advice) }
 */
export class GuardError extends LoopguardError {
  override readonly name = 'GuardError';
  declare readonly code: GuardErrorCode;
  readonly runId: string | undefined;
  readonly taskId: string | undefined;
  readonly round: number | undefined;
  readonly evidence: GuardEvidence;
  readonly advice: RetryAdvice;
  readonly [guardErrorBrand] = true;

  constructor(code: GuardErrorCode, message: string, options: GuardErrorOptions = {}) {
    // Messages and evidence quote tool arguments and results, which may hold keys and passwords; an error
    // travels into logs, HTTP bodies and chat alerts, so it is scrubbed where it is made.
    super(code, scrubSecrets(message), options);
    this.runId = options.runId;
    this.taskId = options.taskId;
    this.round = options.round;
    this.evidence = (options.evidence === undefined ? {} : scrubValue(options.evidence)) as GuardEvidence;
    this.advice = options.advice ?? retryAdviceFor(code);
  }

  /** True for any GuardError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is GuardError {
    return LoopguardError.hasBrand(value, guardErrorBrand);
  }

  /** A plain object for logs, HTTP bodies and run snapshots; {@link GuardError.fromJSON} reads it back. */
  override toJSON(): GuardErrorJson {
    return {
      name: this.name,
      code: this.code,
      message: this.message,
      runId: this.runId,
      taskId: this.taskId,
      round: this.round,
      evidence: this.evidence,
      advice: this.advice,
    };
  }

  /** The GuardError a {@link GuardError.toJSON} object (after `JSON.parse`) stands for, brand included. */
  static fromJSON(json: GuardErrorJson): GuardError {
    return new GuardError(json.code, json.message, {
      ...(json.runId === undefined ? {} : { runId: json.runId }),
      ...(json.taskId === undefined ? {} : { taskId: json.taskId }),
      ...(json.round === undefined ? {} : { round: json.round }),
      evidence: json.evidence,
      advice: json.advice,
    });
  }
}

/** True when `value` is a {@link GuardError}, across package copies. */
export function isGuardError(value: unknown): value is GuardError {
  return GuardError.isInstance(value);
}

/** One problem with options or configuration: where it is and what is wrong. */
export interface ConfigIssue {
  /** Dotted option path, e.g. `tools.clean_csv.coreArgs`; empty for the input as a whole. */
  readonly path: string;
  /** What is wrong, worded to follow the path: "must be a positive integer, got -1". */
  readonly message: string;
}

/**
 * Why a {@link ConfigError} was thrown: `LOOPGUARD_INVALID_OPTIONS` for options, a policy file or a
 * command-line value; `LOOPGUARD_INVALID_REQUEST` for a call's own numbers (a token count that is NaN,
 * negative or infinite); `LOOPGUARD_UNKNOWN_PRICE` for a model without a known price under a money limit.
 */
export type ConfigErrorCode =
  | 'LOOPGUARD_INVALID_OPTIONS'
  | 'LOOPGUARD_INVALID_REQUEST'
  | 'LOOPGUARD_UNKNOWN_PRICE';

/** Invalid options, an unreadable policy file, invalid numbers in a call, or a model without a known price. */
export class ConfigError extends LoopguardError {
  override readonly name = 'ConfigError';
  declare readonly code: ConfigErrorCode;
  readonly issues: readonly ConfigIssue[];
  readonly [configErrorBrand] = true;

  constructor(
    code: ConfigErrorCode,
    issues: readonly ConfigIssue[],
    options: { source?: string; cause?: unknown } = {},
  ) {
    const where = options.source ? `${options.source}: ` : '';
    super(
      code,
      `${where}${issues.map((issue) => (issue.path ? `\`${issue.path}\` ${issue.message}` : issue.message)).join('; ')}`,
      options,
    );
    this.issues = issues;
  }

  /** True for any ConfigError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is ConfigError {
    return LoopguardError.hasBrand(value, configErrorBrand);
  }
}

/** HTTP status for a trip: never one SDKs retry (408, 409, 429, 5xx). */
export const guardErrorHttpStatus: Readonly<Record<GuardErrorCode, number>> = {
  GUARD_ROUND_LIMIT: 400,
  GUARD_TIME_LIMIT: 400,
  GUARD_TOKEN_LIMIT: 400,
  GUARD_BUDGET_LIMIT: 402,
  GUARD_LOOP_DETECTED: 400,
  GUARD_RETRY_STORM: 400,
  GUARD_RUN_CLOSED: 400,
};

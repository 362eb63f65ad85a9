import { scrubSecrets, scrubValue } from './events/scrub-secrets.js';

const guardErrorBrand = Symbol.for('loopguard.GuardError');
const configErrorBrand = Symbol.for('loopguard.ConfigError');

/** Every reason a guard refuses a call. Part of the stored schema: never renamed. */
export const guardErrorCodes = [
  'GUARD_ROUND_LIMIT',
  'GUARD_TIME_LIMIT',
  'GUARD_TOKEN_LIMIT',
  'GUARD_BUDGET_LIMIT',
  'GUARD_LOOP_DETECTED',
  'GUARD_RETRY_STORM',
  'GUARD_RUN_CLOSED',
] as const;

/** A guard trip code. `GUARD_RUN_CLOSED` means a call was attempted after the run completed or failed. */
export type GuardErrorCode = (typeof guardErrorCodes)[number];

/** What upstream code may do after a trip. */
export interface RetryAdvice {
  /** Whether running the task again can help at all. */
  readonly retryable: boolean;
  /** How many fresh attempts are allowed after this one. */
  readonly maxRetries: number;
  /** A retry must start from a new guard (counters at zero). */
  readonly resetGuard: boolean;
  /** A retry must start from a fresh context (drop the looping conversation). */
  readonly clearContext: boolean;
  /** Wait this long before retrying. */
  readonly cooldownMs: number;
  /** One sentence a person can act on. */
  readonly reason: string;
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

/** Default cool-down before a retry storm may be retried. */
export const RETRY_STORM_COOLDOWN_MS = 60_000;

const noRetry = (reason: string): RetryAdvice => ({
  retryable: false,
  maxRetries: 0,
  resetGuard: false,
  clearContext: false,
  cooldownMs: 0,
  reason,
});

/** The retry policy for each code: loops, round and budget limits are final; time and tokens once, fresh. */
export function retryAdviceFor(code: GuardErrorCode, cooldownMs = RETRY_STORM_COOLDOWN_MS): RetryAdvice {
  switch (code) {
    case 'GUARD_ROUND_LIMIT':
      return noRetry(
        'The run used all its rounds; a rerun would loop the same way. Change the task or the limit.',
      );
    case 'GUARD_LOOP_DETECTED':
      return noRetry('The agent repeats itself; rerunning replays the loop. Fix the prompt, tool or task.');
    case 'GUARD_BUDGET_LIMIT':
      return noRetry('The money budget is spent; a rerun spends it again.');
    case 'GUARD_RUN_CLOSED':
      return noRetry('The run has already ended; start a new run instead of calling the model again.');
    case 'GUARD_TIME_LIMIT':
    case 'GUARD_TOKEN_LIMIT':
      return {
        retryable: true,
        maxRetries: 1,
        resetGuard: true,
        clearContext: true,
        cooldownMs: 0,
        reason: 'May succeed once more from a fresh guard and a cleared context.',
      };
    case 'GUARD_RETRY_STORM':
      return {
        retryable: true,
        maxRetries: 1,
        resetGuard: true,
        clearContext: true,
        cooldownMs,
        reason: `A dependency keeps failing; retry once after a cool-down of ${cooldownMs} ms.`,
      };
  }
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
export class GuardError extends Error {
  override readonly name = 'GuardError';
  readonly code: GuardErrorCode;
  readonly runId: string | undefined;
  readonly taskId: string | undefined;
  readonly round: number | undefined;
  readonly evidence: GuardEvidence;
  readonly advice: RetryAdvice;
  readonly [guardErrorBrand] = true;

  constructor(code: GuardErrorCode, message: string, options: GuardErrorOptions = {}) {
    // Messages and evidence quote tool arguments and results, which may hold keys and passwords; an error
    // travels into logs, HTTP bodies and chat alerts, so it is scrubbed where it is made.
    super(scrubSecrets(message), options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.runId = options.runId;
    this.taskId = options.taskId;
    this.round = options.round;
    this.evidence = (options.evidence === undefined ? {} : scrubValue(options.evidence)) as GuardEvidence;
    this.advice = options.advice ?? retryAdviceFor(code);
  }

  /** True for any GuardError, also one thrown by another copy of this package. */
  static isInstance(value: unknown): value is GuardError {
    return typeof value === 'object' && value !== null && guardErrorBrand in value;
  }

  /** A plain object for logs, HTTP bodies and run snapshots; {@link GuardError.fromJSON} reads it back. */
  toJSON(): GuardErrorJson {
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

/** Invalid options, an unreadable policy file, a model without a known price, or a call's own numbers invalid. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code: 'LOOPGUARD_INVALID_OPTIONS' | 'LOOPGUARD_UNKNOWN_PRICE' | 'LOOPGUARD_INVALID_REQUEST';
  readonly issues: readonly ConfigIssue[];
  readonly [configErrorBrand] = true;

  constructor(
    code: ConfigError['code'],
    issues: readonly ConfigIssue[],
    options: { source?: string; cause?: unknown } = {},
  ) {
    const where = options.source ? `${options.source}: ` : '';
    super(
      `${where}${issues.map((issue) => (issue.path ? `\`${issue.path}\` ${issue.message}` : issue.message)).join('; ')}`,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.issues = issues;
  }

  /** True for any ConfigError, also one thrown by another copy of this package. */
  static isInstance(value: unknown): value is ConfigError {
    return typeof value === 'object' && value !== null && configErrorBrand in value;
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

import type { z as Zod } from 'zod';
import type { ConfigIssue } from '../errors.js';
import type { GuardEventListener } from '../events/types.js';
import { builtOnFirstUse, requireOnFirstUse } from '../utils/first-use.js';
import { PromptCalibration } from './prompt-calibration.js';

// zod is loaded and the schemas built on the first validation, not when the package is imported.
const loadZod = requireOnFirstUse<typeof import('zod')>('zod');

// The schemas of the options, with messages that read as a sentence after the option's name.
function buildSchemas(z: typeof Zod) {
  const positiveInteger = (message = 'must be a positive integer') =>
    z.number({ error: message }).int({ error: message }).positive({ error: message });
  const count = positiveInteger();
  const atLeast = (minimum: number) =>
    positiveInteger(`must be an integer of at least ${minimum}`).min(minimum, {
      error: `must be an integer of at least ${minimum}`,
    });
  const limit = (schema: Zod.ZodNumber) => schema.nullable().optional();
  const fraction = z
    .number({ error: 'must be a number in (0, 1]' })
    .gt(0, { error: 'must be a number in (0, 1]' })
    .lte(1, {
      error: 'must be a number in (0, 1]',
    });
  const nonNegative = z
    .number({ error: 'must be a number ≥ 0' })
    .nonnegative({ error: 'must be a number ≥ 0' });
  const isFunction = (value: unknown) => typeof value === 'function';

  // No model is priced near $10,000 per million tokens (the dearest list prices are in the hundreds): a price
  // past it is a typo of units, and would turn every call into a budget trip or a report into nonsense.
  const usdPerMTok = z
    .number({ error: 'must be a number of US dollars per million tokens from 0 to 10000' })
    .min(0, { error: 'must be a number of US dollars per million tokens from 0 to 10000' })
    .max(10_000, { error: 'must be a number of US dollars per million tokens from 0 to 10000' });
  const priceSchema = z.strictObject({
    inputPerMTok: usdPerMTok,
    outputPerMTok: usdPerMTok,
    cachedInputPerMTok: usdPerMTok.optional(),
    cacheWriteInputPerMTok: usdPerMTok.optional(),
  });

  const contentLoopSchema = z.strictObject({
    chunkSize: atLeast(16).optional(),
    repeats: atLeast(2).optional(),
    minLoopChars: count.optional(),
    longLoopChars: count.optional(),
    minRepeats: atLeast(2).optional(),
    maxBlockPieces: count.max(256, { error: 'must be an integer from 1 to 256' }).optional(),
    minShare: fraction.optional(),
    dominantRepeats: atLeast(2).optional(),
    dominantShare: fraction.optional(),
  });

  const loopSchema = z.strictObject({
    window: atLeast(4).optional(),
    maxRepeats: atLeast(2).optional(),
    maxCyclePeriod: atLeast(2).max(8, { error: 'must be an integer from 2 to 8' }).optional(),
    cycleRepetitions: atLeast(2).optional(),
    maxFailures: atLeast(2).optional(),
    maxEmptyResults: atLeast(2).optional(),
    maxTextRepeats: atLeast(2).optional(),
    maxWaitPolls: atLeast(2).optional(),
    maxStatusPolls: atLeast(2).optional(),
    maxStaleSteps: atLeast(2).optional(),
    maxDependencyFailures: atLeast(2).optional(),
    waitGapMs: nonNegative.optional(),
    freshGapMs: nonNegative.optional(),
    similarity: fraction.optional(),
    textSimilarity: fraction.optional(),
    escalation: z.enum(['halt', 'nudge'], { error: 'must be "halt" or "nudge"' }).optional(),
    maxCallFailures: count.optional(),
    retryStormCooldownMs: nonNegative.optional(),
    contentLoop: z
      .union([z.literal(false), contentLoopSchema], {
        error: 'must be false or an object of content-loop options',
      })
      .optional(),
  });

  const toolSchema = z.strictObject({
    coreArgs: z.array(z.string(), { error: 'must be an array of argument names' }).optional(),
    ignoreArgs: z.array(z.string(), { error: 'must be an array of argument names' }).optional(),
    commentaryArgs: z.array(z.string(), { error: 'must be an array of argument names' }).optional(),
    unorderedArgs: z.array(z.string(), { error: 'must be an array of argument names' }).optional(),
    idempotent: z.boolean({ error: 'must be true or false' }).optional(),
    final: z.boolean({ error: 'must be true or false' }).optional(),
  });

  const policySchema = z.strictObject({
    taskId: z
      .string({ error: 'must be a non-empty string' })
      .min(1, { error: 'must be a non-empty string' })
      .optional(),
    runId: z
      .string({ error: 'must be a non-empty string' })
      .min(1, { error: 'must be a non-empty string' })
      .optional(),
    agentName: z.string({ error: 'must be a string' }).optional(),
    taskType: z.string({ error: 'must be a string' }).optional(),
    maxRounds: limit(count),
    maxDurationMs: limit(count),
    callTimeoutMs: limit(count),
    idleTimeoutMs: limit(count),
    maxTokens: limit(count),
    enforce: z
      .custom<boolean | 'maxCost'>((value) => typeof value === 'boolean' || value === 'maxCost', {
        error: 'must be true, false or "maxCost"',
      })
      .optional(),
    maxPromptTokens: limit(count),
    maxCost: limit(
      z.number({ error: 'must be a positive number' }).positive({ error: 'must be a positive number' }),
    ),
    model: z
      .union(
        [
          z.string().min(1),
          z.array(z.string().min(1), { error: 'must be a model name or an array of model names' }),
        ],
        { error: 'must be a model name or an array of model names' },
      )
      .optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD')
      .optional(),
    usdRate: z
      .number({ error: 'must be a positive number' })
      .positive({ error: 'must be a positive number' })
      .optional(),
    prices: z.record(z.string(), priceSchema, { error: 'must map model names to prices' }).optional(),
    defaultMaxOutputTokens: count.optional(),
    loop: z
      .union([z.literal(false), loopSchema], { error: 'must be false or an object of loop options' })
      .optional(),
    tools: z.record(z.string(), toolSchema, { error: 'must map tool names to tool settings' }).optional(),
  });

  const optionsSchema = policySchema.extend({
    now: z.custom<() => number>(isFunction, 'must be a function returning milliseconds').optional(),
    onEvent: z
      .union([
        z.custom<GuardEventListener>(isFunction, 'must be a function'),
        z.array(z.custom<GuardEventListener>(isFunction, 'must be a function')),
      ])
      .optional(),
    onError: z.custom<(error: unknown) => void>(isFunction, 'must be a function').optional(),
    signal: z
      .custom<AbortSignal>((value) => value instanceof AbortSignal, 'must be an AbortSignal')
      .optional(),
    promptCalibration: z
      .custom<PromptCalibration>((value) => value instanceof PromptCalibration, 'must be a PromptCalibration')
      .optional(),
  });
  return { policySchema, optionsSchema };
}

type GuardSchemas = ReturnType<typeof buildSchemas>;
let schemas: GuardSchemas | undefined;

/** The guard's option schemas, built (and zod loaded) on the first call. */
export function guardSchemas(): GuardSchemas {
  schemas ??= buildSchemas(loadZod().z);
  return schemas;
}

/** The serialisable part of {@link GuardOptions}: what a policy file may hold. Built on first use. */
export const policySchema: GuardSchemas['policySchema'] = builtOnFirstUse(() => guardSchemas().policySchema);

/** Every option of a guard: the policy plus what only code can pass (clock, listeners, signal). Built on first use. */
export const optionsSchema: GuardSchemas['optionsSchema'] = builtOnFirstUse(
  () => guardSchemas().optionsSchema,
);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Turns zod issues into ours, worded as a sentence that names the option. */
export function toConfigIssues(error: Zod.ZodError, input: unknown, prefix = ''): ConfigIssue[] {
  return issuesOf(error.issues, input, prefix);
}

// Works on the issues alone (no zod at run time), so it reads the errors of any zod copy.
function issuesOf(zodIssues: readonly Zod.core.$ZodIssue[], input: unknown, prefix: string): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const issue of zodIssues) {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    if (issue.code === 'invalid_union') {
      const branch = issue.errors.at(-1);
      const nested = branch?.filter((inner) => inner.code !== 'invalid_type' || inner.path.length > 0) ?? [];
      if (nested.length > 0) {
        issues.push(...issuesOf(nested, valueAt(input, issue.path), base));
        continue;
      }
    }
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        issues.push({ path: base ? `${base}.${key}` : key, message: 'is not a known option' });
      }
      continue;
    }
    const got = describe(valueAt(input, issue.path));
    const message = issue.message.replace(/^Invalid input: /, '');
    issues.push({ path: base, message: `${message}, got ${got}` });
  }
  return issues;
}

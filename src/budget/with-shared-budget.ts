import { z } from 'zod';
import { ConfigError, GuardError } from '../errors.js';
import { DEFAULT_ADMISSION_WAIT_MS, waitUntilReady } from '../guard/admission-wait.js';
import type { BudgetLedger, BudgetScope } from '../guard/budget-ledger.js';
import type { BeforeCallOptions, CallTicket, LlmRequest, LlmResponse } from '../guard/call-ticket.js';
import type { Guard } from '../guard/guard-api.js';
import { toConfigIssues } from '../guard/options-schema.js';
import { holdSharedScopes, isLedgerUnavailable, sharedHoldTtlMs } from '../guard/shared-hold.js';
import { BudgetLedgerError } from './budget-ledger-error.js';

/** Options of {@link withSharedBudget}. */
export interface SharedBudgetOptions {
  /** Where the shared scopes live: `createRedisBudgetLedger` for guards on several machines. */
  readonly ledger: BudgetLedger;
  /**
   * The scopes every call reserves in, all or nothing; or a function of the time, so that daily scopes
   * ({@link dailyScope}) roll over by themselves.
   */
  readonly scopes: readonly BudgetScope[] | ((now: number) => readonly BudgetScope[]);
  /**
   * How long the ledger holds a call's reservation when it is never settled (the process died). It should
   * outlast the call: a hold that expires first frees its money for others before the cost is known.
   * @default the guard's `callTimeoutMs` (else `maxDurationMs`, else 10 minutes) plus 30 s
   */
  readonly reservationTtlMs?: number;
  /**
   * When the ledger cannot answer (Redis down): `'closed'` fails the call with the ledger's
   * `LOOPGUARD_BUDGET_UNAVAILABLE` error; `'open'` lets it go without a shared reservation (its cost is then
   * not counted in the shared scopes). @default 'closed'
   */
  readonly whenUnavailable?: 'closed' | 'open';
  /**
   * How long a call waits when a budget (the run's or a shared one) is held by calls in flight, not spent,
   * before it is refused. @default 30000
   */
  readonly maxWaitMs?: number;
  /** Told of every ledger error the call went on despite (fail-open, a release that could not be sent). @default none */
  readonly onLedgerError?: (error: BudgetLedgerError) => void;
}

/** A guarded call that also holds money in the shared scopes; `end` and `fail` settle both. */
export interface SharedCallTicket extends Omit<CallTicket, 'end' | 'fail'> {
  /** The ledger reservation's id; `undefined` when the call went ahead without one (fail-open). */
  readonly reservationId: string | undefined;
  /**
   * Records the response in the guard, then settles the shared reservation at the call's real cost (what
   * the guard just added, in USD). Rejects with `LOOPGUARD_BUDGET_UNAVAILABLE` when the settle could not be
   * recorded; the guard has recorded the call either way.
   */
  end(response: LlmResponse): Promise<void>;
  /** Records the failure in the guard, releases the shared reservation, and returns the error to throw. */
  fail(error: unknown): Promise<unknown>;
}

/** A guard whose calls also reserve in budgets shared with other guards, processes and machines. */
export interface SharedBudgetGuard {
  readonly guard: Guard;
  readonly ledger: BudgetLedger;
  /**
   * The guard's gates first (synchronous, as `guard.beforeCall`), then the shared reservation of the same
   * worst case across every scope at once. A scope without room fails the run with `GUARD_BUDGET_LIMIT`,
   * its evidence naming the scope; nothing is held anywhere then.
   */
  beforeCall(request?: LlmRequest, options?: BeforeCallOptions): Promise<SharedCallTicket>;
}

const scopeSchema = z.strictObject({
  key: z.string({ error: 'must be a non-empty string' }).min(1, { error: 'must be a non-empty string' }),
  limitUsd: z
    .number({ error: 'must be a finite number ≥ 0' })
    .nonnegative({ error: 'must be a finite number ≥ 0' }),
  retainMs: z
    .number({ error: 'must be a positive integer' })
    .int({ error: 'must be a positive integer' })
    .positive({ error: 'must be a positive integer' }),
});
const isFunction = (value: unknown) => typeof value === 'function';
const optionsSchema = z.strictObject({
  ledger: z.custom<BudgetLedger>(
    (value) => typeof value === 'object' && value !== null && isFunction((value as BudgetLedger).reserve),
    { error: 'must be a BudgetLedger (createMemoryBudgetLedger, createRedisBudgetLedger)' },
  ),
  scopes: z.union([
    z.array(scopeSchema, { error: 'must be an array of budget scopes or a function of the time' }),
    z.custom<(now: number) => readonly BudgetScope[]>(isFunction),
  ]),
  reservationTtlMs: z
    .number({ error: 'must be a positive integer' })
    .int({ error: 'must be a positive integer' })
    .positive({ error: 'must be a positive integer' })
    .optional(),
  whenUnavailable: z.enum(['closed', 'open'], { error: 'must be "closed" or "open"' }).optional(),
  maxWaitMs: z
    .number({ error: 'must be an integer ≥ 0' })
    .int({ error: 'must be an integer ≥ 0' })
    .nonnegative({ error: 'must be an integer ≥ 0' })
    .optional(),
  onLedgerError: z
    .custom<(error: BudgetLedgerError) => void>(isFunction, { error: 'must be a function' })
    .optional(),
});

/**
 * Lets in-process guards on different machines share budget scopes (a team's day, a task's runs) through
 * one ledger. Each call: the guard's gates, then the same worst case reserved in every shared scope at
 * once (all or nothing), then the call, then both settled at the real cost. The guard needs `maxCost`: its
 * worst-case price of a call is what the shared scopes reserve.
 * @example
 * const shared = withSharedBudget(createGuard({ maxCost: 0.5 }), { ledger, scopes: (now) => [dailyScope('team:search', 20, now)] });
 * const call = await shared.beforeCall({ model: 'gpt-4o-mini', messages, maxOutputTokens: 500 });
 * const response = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, max_tokens: 500 }, { signal: call.signal });
 * await call.end({ usage: { promptTokens: response.usage.prompt_tokens, completionTokens: response.usage.completion_tokens } });
 */
export function withSharedBudget(guard: Guard, options: SharedBudgetOptions): SharedBudgetGuard {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', toConfigIssues(parsed.error, options), {
      source: 'withSharedBudget',
    });
  }
  const { maxCost, usdRate, now } = guard.options;
  if (maxCost === null) {
    throw new ConfigError(
      'LOOPGUARD_INVALID_OPTIONS',
      [
        {
          path: 'maxCost',
          message:
            "is required on the guard: a call's worst case at its price is what the shared scopes reserve",
        },
      ],
      { source: 'withSharedBudget' },
    );
  }
  const { ledger, scopes, onLedgerError } = options;
  const ttlMs = options.reservationTtlMs ?? sharedHoldTtlMs(guard);
  const failOpen = options.whenUnavailable === 'open';
  const maxWaitMs = options.maxWaitMs ?? DEFAULT_ADMISSION_WAIT_MS;
  const scopesAt = typeof scopes === 'function' ? scopes : () => scopes;

  return {
    guard,
    ledger,
    async beforeCall(request, callOptions) {
      const signal = callOptions?.signal;
      await waitUntilReady(() => guard.admission(request, { priced: true }) === 'go', maxWaitMs, signal);
      // Until a call of this model was billed, the estimate may be far below the bill: the call holds all
      // that is left, in the run and in the shared scopes, and the next one waits for its bill.
      const holdRest = !guard.estimateKnown(request?.model);
      const ticket = guard.beforeCall(request, { ...callOptions, priced: true, holdRest });
      let hold: Awaited<ReturnType<typeof holdSharedScopes>> | undefined;
      try {
        hold = await holdSharedScopes(
          guard,
          ticket,
          { ledger, scopes: scopesAt(now()), ttlMs },
          {
            holdRest,
            current: holdRest
              ? () => ({
                  holdRest: !guard.estimateKnown(request?.model),
                  worstCaseUsd: guard.worstCaseUsd(request ?? {}),
                })
              : undefined,
            maxWaitMs,
            signal,
          },
        );
      } catch (error) {
        if (!(failOpen && isLedgerUnavailable(error))) throw ticket.fail(error);
        onLedgerError?.(error as BudgetLedgerError);
      }
      if (hold instanceof GuardError) {
        // Failed first, so the call's own failure is the run's trip, not one more call failure.
        guard.fail(hold);
        throw ticket.fail(hold);
      }
      return sharedTicket(ticket, hold?.id);
    },
  };

  function sharedTicket(ticket: CallTicket, reservationId: string | undefined): SharedCallTicket {
    return {
      id: ticket.id,
      round: ticket.round,
      get signal() {
        return ticket.signal;
      },
      nudge: ticket.nudge,
      get reservation() {
        return ticket.reservation;
      },
      get settled() {
        return ticket.settled;
      },
      reservationId,
      abort: (reason) => ticket.abort(reason),
      async end(response) {
        try {
          ticket.end(response);
        } finally {
          if (reservationId !== undefined) {
            await ledger.settle(reservationId, (ticket.settled?.cost ?? 0) / usdRate);
          }
        }
      },
      async fail(error) {
        const returned = ticket.fail(error);
        if (reservationId !== undefined) {
          // A release that cannot be sent only holds the money until the reservation expires.
          await ledger.release(reservationId).catch((failure: unknown) => {
            if (BudgetLedgerError.isInstance(failure)) onLedgerError?.(failure);
            else throw failure;
          });
        }
        return returned;
      },
    };
  }
}

import type { BudgetLedger, BudgetScope } from '../budget/budget-ledger.js';
import { ConfigError, GuardError } from '../errors.js';
import { RESERVATION_TTL_MS } from '../guard/defaults.js';
import type { Guard } from '../guard/guard.js';
import { costAt, createPriceBook, type PriceBook } from '../pricing/price-book.js';

/** A hold on the shared scopes for one call. */
export interface SharedHold {
  readonly id: string;
}

const priceBooks = new WeakMap<object, PriceBook>();

/** The price book of a guard's prices, made once per options object. */
export function priceBookOf(guard: Guard): PriceBook {
  let book = priceBooks.get(guard.options.prices);
  if (!book) {
    book = createPriceBook(guard.options.prices);
    priceBooks.set(guard.options.prices, book);
  }
  return book;
}

/** What one call may cost at most, USD: its estimated prompt and its output cap at the model's price. */
export function worstCaseUsd(
  guard: Guard,
  model: string | undefined,
  promptTokens: number,
  maxOutputTokens: number | undefined,
): number {
  const price = model === undefined ? undefined : priceBookOf(guard).priceOf(model);
  if (!price)
    throw new ConfigError('LOOPGUARD_UNKNOWN_PRICE', [
      {
        path: model ? `prices.${model}` : 'model',
        message: model
          ? `is required: the gateway's shared budgets need a price for model "${model}" (give it in the policy's prices)`
          : 'is required on every call when shared budgets are configured',
      },
    ]);
  return costAt(price, {
    promptTokens,
    completionTokens: maxOutputTokens ?? guard.options.defaultMaxOutputTokens,
  });
}

/**
 * Reserves a call's worst case in every shared scope at once, all or nothing. Refused: the trip
 * GUARD_BUDGET_LIMIT, naming the scope, its limit and what it holds. The reservation expires with the
 * call's deadline, so an instance that dies mid-call leaves nothing held.
 */
export async function holdShared(
  ledger: BudgetLedger,
  scopes: readonly BudgetScope[],
  guard: Guard,
  call: { readonly id: string; readonly round: number },
  amountUsd: number,
  now: number,
): Promise<SharedHold | GuardError> {
  const id = `${guard.runId}:${call.id}:${globalThis.crypto.randomUUID()}`;
  const expiresAt = now + (guard.options.callTimeoutMs ?? RESERVATION_TTL_MS) + 5_000;
  const answer = await ledger.reserve({ id, scopes, amountUsd, expiresAt });
  if (answer.ok) return { id };
  const left = Math.max(0, answer.limitUsd - answer.spentUsd - answer.reservedUsd);
  return new GuardError(
    'GUARD_BUDGET_LIMIT',
    `run ${guard.runId}: the shared budget ${answer.scope} cannot hold this call ($${answer.requestedUsd.toFixed(6)} worst case, $${left.toFixed(6)} of $${answer.limitUsd} left)`,
    {
      runId: guard.runId,
      taskId: guard.taskId,
      round: call.round,
      evidence: {
        limit: 'budgetScope',
        scope: answer.scope,
        limitValue: answer.limitUsd,
        observed: answer.spentUsd + answer.reservedUsd + answer.requestedUsd,
        spentUsd: answer.spentUsd,
        reservedUsd: answer.reservedUsd,
        requestedUsd: answer.requestedUsd,
      },
    },
  );
}

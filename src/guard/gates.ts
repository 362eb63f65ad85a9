import { ConfigError } from '../errors.js';
import { costAt, type PriceBook } from '../pricing/price-book.js';
import type { LlmRequest } from './call-ticket.js';
import type { ResolvedGuardOptions } from './options.js';
import type { Trip } from './trip.js';
import type { UsageMeter } from './usage-meter.js';

/** The run's totals and holds as the budget gates read them. */
export type MeterReading = Pick<UsageMeter, 'totalTokens' | 'reservedTokens' | 'cost' | 'reservedCost'>;

/** The run facts the gates read. */
export interface GateState {
  readonly runId: string;
  readonly rounds: number;
  readonly elapsedMs: number;
  readonly meter: MeterReading;
}

/** The trip of a time limit; `round` names the call an in-flight cut happened during. */
export function timeLimitTrip(
  runId: string,
  limit: 'maxDurationMs' | 'callTimeoutMs',
  limitValue: number,
  elapsed: number,
  round?: number,
): Trip {
  const message =
    limit === 'callTimeoutMs'
      ? `LLM call ${round} of run ${runId} exceeded callTimeoutMs (${elapsed} ≥ ${limitValue} ms)`
      : `run ${runId} exceeded maxDurationMs (${elapsed} ≥ ${limitValue} ms)${round === undefined ? '' : ` during call ${round}`}`;
  return { code: 'GUARD_TIME_LIMIT', message, evidence: { limit, limitValue, observed: elapsed } };
}

/**
 * Trips a gate looks past (observe-only mode: a kind of trip already recorded), so the next gate in order is
 * still checked.
 */
export type PassedTrip = (trip: Trip) => boolean;

const passNone: PassedTrip = () => false;

/** Run time and rounds: the gates that need no token count. */
export function checkRunGates(
  options: ResolvedGuardOptions,
  state: GateState,
  passed: PassedTrip = passNone,
): Trip | undefined {
  const { maxDurationMs, maxRounds } = options;
  if (maxDurationMs !== null && state.elapsedMs >= maxDurationMs) {
    const trip = timeLimitTrip(state.runId, 'maxDurationMs', maxDurationMs, state.elapsedMs);
    if (!passed(trip)) return trip;
  }
  if (maxRounds !== null && state.rounds >= maxRounds) {
    const trip: Trip = {
      code: 'GUARD_ROUND_LIMIT',
      message: `run ${state.runId} exceeded maxRounds (${state.rounds + 1} > ${maxRounds})`,
      evidence: { limit: 'maxRounds', limitValue: maxRounds, observed: state.rounds + 1 },
    };
    if (!passed(trip)) return trip;
  }
  return undefined;
}

/** What a call would hold back: its prompt and output tokens, and its worst-case cost. */
export interface GateReservation {
  readonly promptTokens: number;
  readonly tokens: number;
  readonly cost: number;
}

/** Worst-case cost of a call in the budget currency; an unknown price is a ConfigError. */
export function worstCaseCost(
  options: ResolvedGuardOptions,
  priceBook: PriceBook,
  request: LlmRequest,
  promptTokens: number,
): number {
  const model = request.model;
  const price = model ? priceBook.priceOf(model) : undefined;
  if (!price) {
    throw new ConfigError('LOOPGUARD_UNKNOWN_PRICE', [
      {
        path: model ? `prices.${model}` : 'model',
        message: model
          ? `is required: the price catalogue does not know model "${model}"`
          : 'is required on every call when maxCost is set',
      },
    ]);
  }
  const outputTokens = request.maxOutputTokens ?? options.defaultMaxOutputTokens;
  return costAt(price, { promptTokens, completionTokens: outputTokens }) * options.usdRate;
}

/** Prompt size, run tokens and money against what is spent and reserved already. */
export function checkBudgetGates(
  options: ResolvedGuardOptions,
  state: GateState,
  call: GateReservation,
  passed: PassedTrip = passNone,
): Trip | undefined {
  const { maxTokens, maxPromptTokens, maxCost, currency } = options;
  const meter = state.meter;
  if (maxPromptTokens !== null && call.promptTokens > maxPromptTokens) {
    const trip: Trip = {
      code: 'GUARD_TOKEN_LIMIT',
      message: `call would send ${call.promptTokens} prompt tokens > maxPromptTokens ${maxPromptTokens}`,
      evidence: { limit: 'maxPromptTokens', limitValue: maxPromptTokens, observed: call.promptTokens },
    };
    if (!passed(trip)) return trip;
  }
  const projected = meter.totalTokens + meter.reservedTokens + call.tokens;
  if (maxTokens !== null && (projected > maxTokens || meter.totalTokens >= maxTokens)) {
    const trip: Trip = {
      code: 'GUARD_TOKEN_LIMIT',
      message: `run ${state.runId} would exceed maxTokens (${projected} > ${maxTokens})`,
      evidence: { limit: 'maxTokens', limitValue: maxTokens, observed: projected },
    };
    if (!passed(trip)) return trip;
  }
  const projectedCost = meter.cost + meter.reservedCost + call.cost;
  if (maxCost !== null && projectedCost > maxCost) {
    const trip: Trip = {
      code: 'GUARD_BUDGET_LIMIT',
      message: `run ${state.runId} would exceed maxCost (${projectedCost.toFixed(6)} > ${maxCost} ${currency}; this call reserves ${call.cost.toFixed(6)})`,
      evidence: {
        limit: 'maxCost',
        limitValue: maxCost,
        observed: projectedCost,
        reserved: call.cost,
        currency,
      },
    };
    if (!passed(trip)) return trip;
  }
  return undefined;
}

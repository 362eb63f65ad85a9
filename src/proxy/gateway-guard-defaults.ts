import type { GuardOptions } from '../guard/options.js';

/**
 * What every gateway run starts from, under its policy's own options. The gateway fronts agents nobody sized
 * it for, so its defaults must never stop a healthy one; loop detection and the money budgets do the stopping.
 * - No per-run token total: an agent resends its whole prompt on every call, so a run's total grows with the
 *   square of its length (a 32k-token system prompt was refused at its third call); `maxPromptTokens` still
 *   bounds one call when a policy sets it.
 * - Rounds up to 500, not the library's 10: of the 446 healthy runs in the project's corpus of real public
 *   agent trajectories (corpora/real-runs), 89 take more than 10 rounds, the longest 456. The ceiling is for
 *   a runaway no detector recognises.
 * - An hour of run time, not two minutes: coding and research agents run for many minutes; a run idle for 30
 *   minutes still ends on its own (`idleTimeoutMs`).
 * A policy that sets any of them gets its own.
 */
export const GATEWAY_GUARD_DEFAULTS: Readonly<GuardOptions> = Object.freeze({
  maxTokens: null,
  maxRounds: 500,
  maxDurationMs: 3_600_000,
});

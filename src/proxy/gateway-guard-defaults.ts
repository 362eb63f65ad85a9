import type { GuardOptions } from '../guard/options.js';

/**
 * What every gateway run starts from, under its policy's own options: the per-run token total is off. An
 * agent resends its whole prompt on every call, so a run's token total grows with the square of its length
 * and stopped healthy agents with long system prompts (a 32k-token prompt was refused at its third call);
 * the money budget (per run and shared), the round limit and loop detection do that work. A policy that sets
 * `maxTokens` gets it; `maxPromptTokens` still bounds one call.
 */
export const GATEWAY_GUARD_DEFAULTS: Readonly<GuardOptions> = Object.freeze({ maxTokens: null });

import type { GuardOptions } from '../../guard/options.js';

// Maps keyed by name: an override adds or replaces entries (one model's price, one tool's settings, one
// loop threshold) instead of dropping the others.
const byKey = new Set(['prices', 'tools', 'loop']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Guard options with `override` laid over `base`: every option the override sets replaces the base's, except
 * `prices`, `tools` and `loop`, merged entry by entry (`loop: false` still turns detection off).
 */
export function mergeGuardOptions(base: GuardOptions, override: GuardOptions): GuardOptions {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] =
      byKey.has(key) && isPlainObject(current) && isPlainObject(value) ? { ...current, ...value } : value;
  }
  return merged as GuardOptions;
}

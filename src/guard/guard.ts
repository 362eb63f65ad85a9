import type { ToolCallInput } from '../signature/action-signature.js';
import type { Guard, RunUsage } from './guard-api.js';
import type { GuardSnapshot } from './guard-snapshot.js';
import { checkGuardSnapshot } from './guard-snapshot.js';
import { type GuardOptions, type ResolvedGuardOptions, resolveGuardOptions } from './options.js';
import { guardBrand, RunGuard } from './run-guard.js';

export type { Guard, RunUsage };

/** True for a guard made by {@link createGuard} or {@link restoreGuard}, also by another copy of this package. */
export function isGuard(value: unknown): value is Guard {
  return typeof value === 'object' && value !== null && guardBrand in value;
}

/** Creates a guard for one run. Options are validated here; a bad one throws a ConfigError naming it. */
export function createGuard(options: GuardOptions = {}): Guard {
  return new RunGuard(resolveGuardOptions(options));
}

/**
 * {@link RunGuard.park} for a guard this module made: its snapshot, its watchers stopped, or `undefined` while
 * a call is in flight (or for a guard of another kind).
 */
export function parkGuard(guard: Guard): GuardSnapshot | undefined {
  return guard instanceof RunGuard ? guard.park() : undefined;
}

/**
 * Works out the keys of `calls[from]` up to `calls[to]` (exclusive) on `guard` ahead of the settlement of the
 * turn that made them (`PreparedCalls` in `prepared-calls.ts`): a caller settling a huge turn prepares it a
 * slice at a time, with the event loop turning between slices, then ends the call with the same call
 * objects, whose settlement only looks each one up. Does nothing on a guard of another kind.
 */
export function prepareToolCalls(
  guard: Guard,
  calls: readonly ToolCallInput[],
  from = 0,
  to = calls.length,
): void {
  if (!(guard instanceof RunGuard)) return;
  const withText = guard.listening;
  for (let index = Math.max(0, from); index < Math.min(to, calls.length); index++)
    guard.prepared.prepare(calls[index] as ToolCallInput, withText);
}

/** A guard on options already resolved (see `withRunOverrides` in `run-overrides.ts`): for a gateway's many runs of one policy. */
export function createGuardWith(options: ResolvedGuardOptions): Guard {
  return new RunGuard(options);
}

/** {@link restoreGuard} on options already resolved. */
export function restoreGuardWith(snapshot: GuardSnapshot, options: ResolvedGuardOptions): Guard {
  const guard = new RunGuard(options, checkGuardSnapshot(snapshot));
  guard.releaseExpired();
  return guard;
}

/**
 * Continues a run from `guard.snapshot()` (after any trip through JSON, in any process) with the same
 * options it had. Reservations of calls whose deadline passed meanwhile are released and count as failed
 * calls. A snapshot from a newer version, or anything else, is refused with a ConfigError.
 * @example const guard = restoreGuard(JSON.parse(saved), policy);
 */
export function restoreGuard(snapshot: GuardSnapshot, options: GuardOptions = {}): Guard {
  return restoreGuardWith(snapshot, resolveGuardOptions(options));
}

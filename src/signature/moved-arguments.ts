import type { ActionKey } from './action-signature.js';
import { parsedArgumentsOf } from './parsed-arguments.js';

/**
 * True when two calls of one tool give the same arguments but for one or more whose changed values `moves`
 * accepts (`avg_s` 10 → 15, `format` json → xml), and one did change: the same ask otherwise.
 */
export function onlyArgumentsMoved(
  action: ActionKey,
  earlier: ActionKey,
  moves: (key: string, value: unknown, was: unknown) => boolean,
): boolean {
  if (action.tool !== earlier.tool || action.arguments === earlier.arguments) return false;
  const now = parsedArgumentsOf(action);
  const before = parsedArgumentsOf(earlier);
  if (!isRecord(now) || !isRecord(before)) return false;
  const keys = Object.keys(now);
  if (keys.length !== Object.keys(before).length) return false;
  let moved = false;
  for (const key of keys) {
    if (!(key in before)) return false;
    const value = now[key];
    const was = before[key];
    if (value === was) continue;
    if (!moves(key, value, was)) return false;
    moved = true;
  }
  return moved;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import type { ActionKey } from '../signature/action-signature.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';

/** Keys by which one tool of many operations says which it does (a computer-use tool's `action`). */
const OPERATION_KEYS = ['action', 'operation', 'op', 'command', 'cmd', 'verb', 'method'] as const;

/** An operation's name: one identifier-like word (`left_click`, `type`, `scroll`), not a command line or a text. */
const OPERATION_NAME = /^[A-Za-z][\w-]{0,31}$/;

function operationOf(action: ActionKey, key: string): string | undefined {
  const parsed = parsedArgumentsOf(action);
  if (parsed === NOT_JSON || typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return undefined;
  const value = (parsed as Record<string, unknown>)[key];
  return typeof value === 'string' && OPERATION_NAME.test(value) ? value.toLowerCase() : undefined;
}

/**
 * True when two calls of one tool name different operations (`"action":"left_click"`, then `"action":"type"`):
 * a click, a key pressed and a text typed that leave the screen as it was are different moves, not one ask put
 * another way, so the same answer to both says nothing about a loop.
 */
export function otherOperations(a: ActionKey, b: ActionKey): boolean {
  if (a.tool !== b.tool) return false;
  for (const key of OPERATION_KEYS) {
    const left = operationOf(a, key);
    if (left === undefined) continue;
    const right = operationOf(b, key);
    if (right !== undefined && right !== left) return true;
  }
  return false;
}

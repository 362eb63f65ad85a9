import type { ActionKey } from '../signature/action-signature.js';
import type { Step } from './types.js';

const valueCache = new WeakMap<ActionKey, readonly string[]>();

function collect(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    const text = value.toLowerCase().replace(/\s+/g, ' ').trim();
    if (text !== '') into.push(text);
  } else if (typeof value === 'number') into.push(String(value));
  else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collect(item, into);
  // Booleans and nulls are switches (`raw: false`, `verbose: true`): they name nothing the call is about.
}

/** The strings and numbers a call asks with (case and white space aside), not its keys or switches. */
function valuesOf(action: ActionKey): readonly string[] {
  let values = valueCache.get(action);
  if (values === undefined) {
    const found: string[] = [];
    try {
      collect(JSON.parse(action.arguments), found);
    } catch {
      found.push(action.arguments.toLowerCase().replace(/\s+/g, ' ').trim());
    }
    values = found;
    valueCache.set(action, values);
  }
  return values;
}

/**
 * True when a turn's calls name nothing that an earlier call of the same tool in `earlier` did not: the same
 * lookup again with a switch added, keys reordered or text re-cased. A call with a value of its own (another id,
 * another edit) asks something new.
 */
export function asksNothingNew(step: Step, earlier: readonly Step[], before: number): boolean {
  for (const action of step.actions) {
    const known = new Set<string>();
    for (let index = 0; index < before; index++) {
      for (const other of (earlier[index] as Step).actions) {
        if (other.tool === action.tool) for (const value of valuesOf(other)) known.add(value);
      }
    }
    for (const value of valuesOf(action)) if (!known.has(value)) return false;
  }
  return true;
}

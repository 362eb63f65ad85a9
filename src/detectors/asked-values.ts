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

/** Values this long can be told in a result that echoes them; a shorter one turns up by chance. */
const ECHO_MIN_LENGTH = 3;

const lowerTexts = new WeakMap<object, string>();

/**
 * True when a result echoes a value its call asked that `other` did not ask (`OK chart … += US11473520B2`,
 * `"name":"cdn-4.example"`): it answers about another item, whatever its form says of that value.
 */
export function echoesOwnAsk(
  action: ActionKey,
  other: ActionKey,
  result: { readonly text: string },
): boolean {
  const others = valuesOf(other);
  let text: string | undefined;
  for (const value of valuesOf(action)) {
    if (value.length < ECHO_MIN_LENGTH || others.includes(value)) continue;
    if (text === undefined) {
      text = lowerTexts.get(result);
      if (text === undefined) {
        text = result.text.toLowerCase();
        lowerTexts.set(result, text);
      }
    }
    if (text.includes(value)) return true;
  }
  return false;
}

/** The lower-cased text of a result, made once a result. */
function lowerText(result: { readonly text: string }): string {
  let text = lowerTexts.get(result);
  if (text === undefined) {
    text = result.text.toLowerCase();
    lowerTexts.set(result, text);
  }
  return text;
}

/**
 * The values a call asked that its result echoes, joined (`''` for none): a result that names what it was asked
 * about is another answer for another item, whatever its form says of that name (an id masked as incidental).
 */
export function echoedValues(action: ActionKey, result: { readonly text: string }): string {
  let echoed = '';
  for (const value of valuesOf(action)) {
    if (value.length >= ECHO_MIN_LENGTH && lowerText(result).includes(value)) echoed += `\u0000${value}`;
  }
  return echoed;
}

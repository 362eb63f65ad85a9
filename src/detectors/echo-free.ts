import type { ActionKey } from '../signature/action-signature.js';
import { type ShapedResult, shapesAlike } from '../signature/observation-compare.js';
import { NOT_JSON, parsedArgumentsOf } from '../signature/parsed-arguments.js';

/** Values shorter than this are too common to be told apart as an echo (`true`, `list`, `eu`). */
const ECHO_MIN_LENGTH = 8;

/** The string values of a call's arguments, at any depth. */
function stringValues(action: ActionKey): string[] {
  const parsed = parsedArgumentsOf(action);
  if (parsed === NOT_JSON) return [];
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= ECHO_MIN_LENGTH) out.push(value);
    } else if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) walk(item);
  };
  walk(parsed);
  return out;
}

/** A result's text with every value either call asked taken out, the longest first (a URL before its prefix). */
function withoutEcho(result: ShapedResult, values: readonly string[]): ShapedResult | null {
  let text = result.text;
  for (const value of values) if (text.includes(value)) text = text.replaceAll(value, '\u0000');
  return text === result.text ? null : { hash: `${result.hash}~`, text, tail: result.tail };
}

/**
 * True when the results of two calls spelled differently (`…/jobs/88165/` and `…/jobs/88165?ref=list`) say the same
 * once each is read without its own call's words it echoes (a browser tool printing the code it ran, a fetch
 * printing the URL it was given): the same page, opened another way. Only for calls of one meaning, whose
 * answers may churn; never for one call (its echo is the same) or different asks.
 */
export function echoFreeAlike(
  leftAction: ActionKey | undefined,
  left: ShapedResult,
  rightAction: ActionKey | undefined,
  right: ShapedResult,
): boolean {
  if (
    !leftAction ||
    !rightAction ||
    leftAction.hash === rightAction.hash ||
    leftAction.tool !== rightAction.tool
  )
    return false;
  const values = [...new Set([...stringValues(leftAction), ...stringValues(rightAction)])].sort(
    (a, b) => b.length - a.length,
  );
  const leftText = withoutEcho(left, values);
  const rightText = withoutEcho(right, values);
  if (leftText === null && rightText === null) return false;
  return shapesAlike(leftText ?? left, rightText ?? right, true);
}

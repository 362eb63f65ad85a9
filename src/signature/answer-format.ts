import type { ActionKey } from './action-signature.js';
import { onlyArgumentsMoved } from './moved-arguments.js';
import { type ShapedResult, shapeOf } from './observation-compare.js';
import { isIncidental } from './observation-shape.js';

/** A key that asks for the form of an answer, not for its content: `format`, `output_format`, `fmt`, `render`. */
const formatKey =
  /^(?:(?:output|response|result|answer)_?)?(?:format|fmt|render(?:er|ing)?|representation|view_?as)$/i;

/** The same test on a call's canonical arguments text, read without parsing them. */
const formatArgument =
  /"(?:(?:output|response|result|answer)_?)?(?:format|fmt|render(?:er|ing)?|representation|view_?as)"\s*:\s*"/i;

/** A format's name: one short word (`json`, `yaml`, `json_pretty`, `screen`), no path, no template. */
const formatName = /^[a-z][a-z0-9_+-]{0,15}$/i;

/** True when a call names the form its answer comes in (`"format":"xml"`). */
export function asksForm(action: ActionKey): boolean {
  return formatArgument.test(action.arguments);
}

/**
 * True when two calls of one tool differ only in the form they ask their answer in (`"format":"json"`, then
 * `"xml"`, `"yaml"`): every other argument is the same. They ask for the same content.
 */
export function onlyFormatMoved(action: ActionKey, earlier: ActionKey): boolean {
  return onlyArgumentsMoved(
    action,
    earlier,
    (key, value, was) =>
      formatKey.test(key) &&
      typeof value === 'string' &&
      typeof was === 'string' &&
      formatName.test(value) &&
      formatName.test(was),
  );
}

/** Values beyond the content a form may add of its own (an XML prolog's version, the host and timing it names). */
const FORM_VALUES = 3;

/** Content values from which two answers in other forms can be told to say the same. */
const MIN_SHARED_VALUES = 3;

/**
 * True when two answers in other forms (JSON, then XML, then a terminal screen) carry the same content: the plain
 * values of the one with fewer (times, ids and durations aside) come in the same order among the other's, at least
 * {@link MIN_SHARED_VALUES} of them, and the other has at most {@link FORM_VALUES} more. Another value, a value
 * changed or missing, is other content.
 */
export function sameValuesOtherForm(a: ShapedResult, b: ShapedResult): boolean {
  const left = plainValues(a);
  const right = plainValues(b);
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  if (fewer.length < MIN_SHARED_VALUES || more.length - fewer.length > FORM_VALUES) return false;
  let at = 0;
  for (const value of more) if (at < fewer.length && value === fewer[at]) at++;
  return at === fewer.length;
}

/** A result's kept values that are not incidental by their form, in order. */
function plainValues(result: ShapedResult): string[] {
  const shape = shapeOf(result);
  const values: string[] = [];
  for (let index = 0; index < shape.values.length; index++)
    if (!isIncidental(shape, index)) {
      // A value read as progress in one form (`"count": 13580`) is the same value in another (`<td>13580</td>`), as is
      // a clock's (`+~14`).
      const value = shape.values[index] as string;
      values.push(value.replace(/^\+?~?/, ''));
    }
  return values;
}

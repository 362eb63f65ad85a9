import { namedCount, requestedRepeats } from './requested-repeats.js';
import type { Step } from './types.js';

/** A number standing alone in a person's message: not part of an id, a date, a time, a path or a percentage. */
const loneNumber = /(?<![\p{L}\p{N}.,:/#_-])\d{1,6}(?:\.\d{1,4})?(?![\p{L}\p{N}:/%_-]|[.,]\d)/gu;
/** Values a message must list to be read as a list of things to do: two may be a range or a pair. */
const LISTED_MIN = 3;
/** Values kept from one message: a run's state stays small whatever the message holds. */
const LISTED_MAX = 16;

/**
 * The numbers a person's message lists, space-separated (`BMC bounds 30, 45, 60, 75, 90` → `30 45 60 75 90`), when
 * it lists three or more different ones; `''` otherwise.
 */
export function listedValues(text: string): string {
  const values = new Set<string>();
  for (const [value] of text.matchAll(loneNumber)) if (values.size < LISTED_MAX) values.add(value);
  return values.size >= LISTED_MIN ? [...values].join(' ') : '';
}

/** The listed values a call's canonical arguments give as a value of their own (`"depth":60`, `"bound":"60"`). */
function listedIn(args: string, listed: readonly string[]): string | undefined {
  for (const value of listed) {
    let at = args.indexOf(value);
    while (at >= 0) {
      const before = args.charCodeAt(at - 1);
      const after = args.charCodeAt(at + value.length);
      const opened = before === 58 || before === 44 || before === 91 || before === 34;
      const closed = after === 44 || after === 125 || after === 93 || after === 34;
      if (opened && closed) return value;
      at = args.indexOf(value, at + 1);
    }
  }
  return undefined;
}

/**
 * True when two one-call turns of one tool each ask another of the values a person listed (`depth` 45, then 60,
 * of `30, 45, 60, 75, 90`): the series the person asked for, however alike its answers.
 */
export function listedApart(step: Step, earlier: Step, listed: string): boolean {
  const now = step.actions[0];
  const before = earlier.actions[0];
  if (
    step.actions.length !== 1 ||
    earlier.actions.length !== 1 ||
    !now ||
    !before ||
    now.tool !== before.tool
  )
    return false;
  const values = listed.split(' ');
  const asked = listedIn(now.arguments, values);
  if (asked === undefined) return false;
  const askedBefore = listedIn(before.arguments, values);
  return askedBefore !== undefined && askedBefore !== asked;
}

/**
 * What a person's new message asks for, as `repeatedAction` remembers it: the runs it asks for ("run it 5 times"),
 * the one count it names in any language, and the values it lists.
 */
export function askedIn(text: string) {
  return { requested: requestedRepeats(text), named: namedCount(text), listed: listedValues(text) };
}

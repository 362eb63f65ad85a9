import type { ActionKey } from '../signature/action-signature.js';
import { observationShape } from '../signature/observation-shape.js';
import { parsedArgumentsOf } from '../signature/parsed-arguments.js';
import type { Step, StepObservation } from './types.js';

/** Characters from which a string the model wrote into a call (a message posted, a comment left) is its own words. */
const OWN_TEXT_LENGTH = 16;

/**
 * True when a result that is new only echoes the run's own words: the same call was made before in the window, the
 * result shows text the model wrote into a call of another tool in the window (a message it posted, then read back
 * in the channel), and every line of it, such text taken out and its incidental values aside, is a line of the
 * earlier answer read the same way. A bot reading its own posts back learns nothing; another speaker's reply is a
 * line of its own.
 */
export function ownEchoOnly(
  observation: StepObservation,
  action: ActionKey,
  turn: readonly ActionKey[],
  recent: readonly Step[],
): boolean {
  let at = recent.length - 1;
  let position = -1;
  for (; at >= 0 && position < 0; at--)
    position = (recent[at] as Step).actions.findIndex((call) => call.hash === action.hash);
  const earlier = position < 0 ? undefined : (recent[at + 1] as Step).observations[position];
  if (!earlier) return false;
  const own: string[] = [];
  // Every text the model wrote in the window into a call of another tool (a message posted): the earlier answer
  // showed its own posts of then, taken out too. What the read itself asks (a job's name) is its echo, not a post.
  for (let index = 0; index < recent.length; index++)
    for (const call of (recent[index] as Step).actions)
      if (call.tool !== action.tool) collectTexts(parsedArgumentsOf(call), own, 0);
  for (const call of turn) if (call.tool !== action.tool) collectTexts(parsedArgumentsOf(call), own, 0);
  if (!own.some((text) => observation.text.includes(text))) return false;
  const before = new Set(linesOf(earlier.text, own));
  for (const line of linesOf(observation.text, own)) if (!before.has(line)) return false;
  return true;
}

/** The string values of a call's arguments long enough to be its own words, depth-limited. */
function collectTexts(value: unknown, into: string[], depth: number): void {
  if (typeof value === 'string') {
    if (value.length >= OWN_TEXT_LENGTH && value.includes(' ')) into.push(value);
  } else if (depth < 4 && value !== null && typeof value === 'object')
    for (const item of Object.values(value)) collectTexts(item, into, depth + 1);
}

/**
 * A text's lines with the model's own words taken out, each as its shape and the values in it that are not
 * incidental by form (a time, a request id, a duration aside; a count or a percentage kept), blank lines aside.
 */
function linesOf(text: string, own: readonly string[]): string[] {
  let rest = text;
  for (const words of own) rest = rest.replaceAll(words, '');
  const lines: string[] = [];
  for (const line of rest.split('\n')) {
    if (line.trim().length === 0) continue;
    const shape = observationShape(line);
    const kept = shape.values.filter((_, at) => (shape.incidental & (1 << at)) === 0);
    lines.push(`${shape.shape}|${kept.join(' ')}`);
  }
  return lines;
}

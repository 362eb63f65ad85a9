import type { Step } from './types.js';

/** Characters a message of small talk has at most: a thank-you, a sign-off, an "anytime". */
const SMALL_TALK_CHARS = 120;
/** Messages of small talk in a row that make a loop: the third exchange begun. */
const SMALL_TALK_MESSAGES = 5;
const digit = /\d/;

/** True when a text is small talk: short, and naming no number, id, time or version. */
function smallTalk(text: string | undefined): boolean {
  return text !== undefined && text.trim() !== '' && text.length <= SMALL_TALK_CHARS && !digit.test(text);
}

/**
 * The rounds of the small talk that ends at `steps`' last step, or `[]`: the model's short messages that name
 * nothing, with no call and no one else's message between them, into a third exchange (two agents thanking each
 * other after the work is reported, in varied words and in any language). The work is over, and every message is
 * a paid call that says nothing. Who speaks is not read: through an adapter or the gateway agents of one model
 * speak as one, and every path must give one verdict.
 */
export function smallTalkStreak(steps: readonly Step[]): number[] {
  const last = steps.at(-1);
  if (last === undefined || last.source !== 'model' || last.actions.length > 0) return [];
  const rounds: number[] = [];
  for (let index = steps.length - 1; index >= 0 && rounds.length < SMALL_TALK_MESSAGES; index--) {
    const step = steps[index] as Step;
    const alone = step.source === 'model' && step.actions.length === 0 && step.reply === undefined;
    if (!alone || !smallTalk(step.text)) break;
    rounds.push(step.round);
  }
  return rounds.length >= SMALL_TALK_MESSAGES ? rounds.reverse() : [];
}

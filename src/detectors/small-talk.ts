import type { Step } from './types.js';

/** Characters a message of small talk has at most: a thank-you, a sign-off, an "anytime". */
const SMALL_TALK_CHARS = 120;
/** Messages of small talk in a row that make a loop: the third exchange begun. */
const SMALL_TALK_MESSAGES = 5;
const digit = /\d/;

/** Tokens with a digit in them: the numbers, ids, times and versions a message names. */
const named = /[\p{L}\p{N}_.:/-]*\d[\p{L}\p{N}_.:/-]*/gu;

/**
 * True when a text is small talk: short, and naming no number, id, time or version the conversation before the
 * streak (`earlier`) did not already name: a sign-off asked for again about the record both already discussed.
 */
function smallTalk(text: string | undefined, earlier: () => string): boolean {
  if (text === undefined || text.trim() === '' || text.length > SMALL_TALK_CHARS) return false;
  if (!digit.test(text)) return true;
  const before = earlier();
  for (const token of text.match(named) ?? []) {
    const bare = token.replace(/^[.:/-]+|[.:/-]+$/g, '');
    if (bare !== '' && !before.includes(bare)) return false;
  }
  return true;
}

/**
 * The rounds of the small talk that ends at `steps`' last step, or `[]`: the model's short messages that name
 * nothing new (no number or id the conversation before them had not named), with no call and no one else's message between them, into a third exchange (two agents thanking each
 * other after the work is reported, in varied words and in any language). The work is over, and every message is
 * a paid call that says nothing. Who speaks is not read: through an adapter or the gateway agents of one model
 * speak as one, and every path must give one verdict.
 */
export function smallTalkStreak(steps: readonly Step[]): number[] {
  const last = steps.at(-1);
  if (last === undefined || last.source !== 'model' || last.actions.length > 0) return [];
  const rounds: number[] = [];
  // What the conversation said before the streak (its last five messages), made only when a message names something.
  let earlierText: string | undefined;
  const earlier = () => {
    earlierText ??= steps
      .slice(0, Math.max(0, steps.length - SMALL_TALK_MESSAGES))
      .map((step) =>
        [step.text ?? '', step.reply ?? '', ...step.observations.map((seen) => seen?.text ?? '')].join('\n'),
      )
      .join('\n');
    return earlierText;
  };
  for (let index = steps.length - 1; index >= 0 && rounds.length < SMALL_TALK_MESSAGES; index--) {
    const step = steps[index] as Step;
    const alone = step.source === 'model' && step.actions.length === 0 && step.reply === undefined;
    if (!alone || !smallTalk(step.text, earlier)) break;
    rounds.push(step.round);
  }
  return rounds.length >= SMALL_TALK_MESSAGES ? rounds.reverse() : [];
}

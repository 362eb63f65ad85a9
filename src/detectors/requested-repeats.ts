import { objectMemo } from '../utils/object-memo.js';
import type { Step } from './types.js';

const numberWords: Readonly<Record<string, number>> = {
  twice: 2,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

// "run it 5 times", "try it three times", "twice", "10 runs", "repeat the call 4x"
const countPattern =
  /\b(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s*(?:times|x|runs|reruns|repetitions|iterations|attempts)\b|\btwice\b/i;
const askPattern =
  /\b(?:run|rerun|re-run|execute|call|try|repeat|check|poll|do|test|retry|send|query|fetch)\b/i;

/**
 * How many runs a message asks for ("run it 5 times", "try twice"), or `null`: reruns the user asked for are
 * not a loop, up to the count. At most 100.
 */
export function requestedRepeats(text: string): number | null {
  const found = countPattern.exec(text);
  if (!found || !askPattern.test(text)) return null;
  const word = (found[1] ?? 'twice').toLowerCase();
  const count = numberWords[word] ?? Number.parseInt(word, 10);
  return Number.isFinite(count) && count >= 2 ? Math.min(count, 100) : null;
}

/** A number standing alone in a text: not part of an id, a date, a time, a decimal, a path or a percentage. */
const loneNumber = /(?<![\p{L}\p{N}.,:/#_-])\d{1,2}(?![\p{L}\p{N}:/%_-]|[.,]\d)/gu;
/** The counts a person names for readings: a handful to a shift's worth. */
const NAMED_COUNT_MIN = 3;
const NAMED_COUNT_MAX = 30;

/**
 * The count a person's message names, in whatever language it is written (`Läs av effekten 9 gånger`,
 * `Basaha … 11 ka beses`, `8 očitanja`): the smallest number standing alone from 3 to 30 (`izihlandlo 9, …
 * kwemizuzu 15`: nine readings, every fifteen minutes), or `null`. Read only as what moving readings may go up
 * to (see `repeatedAction`): a number alone does not say what it counts, and the smallest allows the least.
 */
export function namedCount(text: string): number | null {
  let count: number | null = null;
  for (const found of text.matchAll(loneNumber)) {
    const value = Number.parseInt(found[0], 10);
    if (value >= NAMED_COUNT_MIN && value <= NAMED_COUNT_MAX && (count === null || value < count))
      count = value;
  }
  return count;
}

// "Again please", "Can you look once more?", "One more check.", "re-check it", "refresh that": a person asking for
// what was just done to be done again.
const againPattern = new RegExp(
  [
    String.raw`\b(?:again|once more|one more (?:time|check|look|try|read)|re-?check|re-?read|re-?run|refresh)\b`,
    // French, German, Spanish, Italian, Portuguese, Polish, Turkish, Indonesian, Vietnamese, Dutch, Swahili, Czech,
    // Slovak, Romanian, Finnish, Hungarian, Tagalog.
    String.raw`\b(?:encore|nochmal|noch einmal|erneut|otra vez|de nuevo|di nuovo|ancora una volta|novamente|de novo|mais uma vez|jeszcze raz|ponownie|tekrar|bir kez daha|yeniden|sekali lagi|lần nữa|kiểm tra lại|opnieuw|nog een keer|nogmaals|tena|znovu|znova|ještě jednou|ešte raz|din nou|uudelleen|uudestaan|vielä kerran|még egyszer|ulit|muli)\b`,
    // Russian, Ukrainian, Japanese, Chinese, Korean, Arabic, Persian, Hindi, Bengali, Greek, Hebrew, Thai, Romanian
    // and Hungarian words that start past ASCII (where \b does not see a word start).
    'ещё раз|еще раз|ще раз|знову|もう一度|再確認|再度|再一次|再查|다시|مرة أخرى|یک بار دیگر|دوباره|फिर से|दोबारा|আবার|আরেকবার|ξανά|πάλι|שוב|อีกครั้ง|încă o dată|újra',
  ].join('|'),
  'i',
);

/** True when a person's message asks for something to be done again ("again please", "one more check"). */
export function asksAgain(text: string | undefined): boolean {
  return text !== undefined && text.length <= 400 && againPattern.test(text);
}

// "Tell me when you have changed something and I'll check again", "Once you've fixed the cable, I can re-run it":
// the model promising to do it again when the person has acted.
const offerPattern =
  /\b(?:tell me|let me know|ping me)\b[^.!?]{0,30}\b(?:when|once|after|as soon as)\b|\b(?:once|when|after|as soon as) you(?:'ve| have)\b/i;
const offeredAgainPattern =
  /\b(?:again|once more|re-?check|re-?run|re-?try|re-?test|re-?validate|re-?verify)\b/i;
/** Characters a person's answer to such an offer has at least: "ok" or "go on" is a nudge, not what they did. */
const ANSWER_MIN_LENGTH = 24;

/**
 * True when the model's message offers to do it again once the person has acted and the person answered it with
 * more than a nudge: what they did and asked is written in their words, in whatever language, and the model's
 * offer is what reads it as a request.
 */
export function answeredOffer(text: string | undefined, reply: string | undefined): boolean {
  if (text === undefined || reply === undefined || reply.length < ANSWER_MIN_LENGTH) return false;
  const end = text.length > 400 ? text.slice(-400) : text;
  return offerPattern.test(end) && offeredAgainPattern.test(end);
}

/**
 * A nudge to go on, in the words harnesses and people use, or a harness's yes/no prompt answered (`Run shell
 * commands? (Y)es/(N)o [Yes]: n`): said again, it asks for nothing to be done again.
 */
const goOnPattern =
  /\b(?:continue|proceed|go on|keep going|carry on|resume|next step|go ahead)\b|\(y\)es\/\(n\)o|\[y\/n\]|\(y\/n\)/i;

/**
 * True when the person's answer to the model's report is a request of theirs said again word for word (`Biko
 * nyochaa ya ọzọ, anyị gbanwere ya ugbu a na rig.` after each report): in whatever language, the same request
 * after the answer to it asks for it again. A short nudge or a "go on" said again asks for nothing.
 */
function askedWordForWord(step: Step): boolean {
  const reply = step.reply as string;
  return step.replyRepeated === true && reply.length >= ANSWER_MIN_LENGTH && !goOnPattern.test(reply);
}

const askedAgainMemo = objectMemo<Step, boolean>('askedAgain');

/**
 * True when a text turn of the model was answered by a person asking for it again ({@link asksAgain} of its
 * reply), read once per step: every detector that walks the window back asks it of the same steps.
 */
export function askedAgain(step: Step): boolean {
  if (step.actions.length > 0 || step.reply === undefined) return false;
  let asked = askedAgainMemo.get(step);
  if (asked === undefined) {
    asked = asksAgain(step.reply) || answeredOffer(step.text, step.reply) || askedWordForWord(step);
    askedAgainMemo.set(step, asked);
  }
  return asked;
}

/**
 * An item a person names: a token of five characters or more with a digit and a letter in it
 * (`jostoju-log-2026.11`, `ORD-2231`); a time or a date alone (`14:30`, `2026-12-07`) names none.
 */
const namedItem = /[\p{L}\p{N}][\p{L}\p{N}._:/-]*\d[\p{L}\p{N}._:/-]*/gu;

/**
 * True when another speaker's new message names an item that a repeated call neither asks about nor got back
 * (`leave that, jostoju-log-2026.11 matters more`): the work was turned elsewhere, so what was read before it is no
 * part of a repeat after it. A nudge about the item polled (`any news on ORD-2231?`) names what the call asks.
 */
export function turnsElsewhere(message: Step, repeated: Step): boolean {
  if (message.actions.length > 0 || !message.novel || message.source === 'model') return false;
  const text = message.text ?? message.reply;
  if (text === undefined) return false;
  for (const [item] of text.matchAll(namedItem)) {
    if (item.length < 5 || !/\p{L}/u.test(item)) continue;
    const lower = item.toLowerCase();
    if (repeated.actions.some((action) => action.arguments.toLowerCase().includes(lower))) continue;
    if (repeated.observations.some((observation) => observation?.text.toLowerCase().includes(lower)))
      continue;
    return true;
  }
  return false;
}

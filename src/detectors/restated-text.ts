import { objectMemo } from '../utils/object-memo.js';
import { replyOwner } from './steps-match.js';
import type { Step } from './types.js';

/**
 * Words that carry no position of their own: a restatement swaps them freely ("I will…", "Next step:…").
 * Numbers and ids are never in it: they are what a message is about.
 */
const fillers = new Set(
  (
    'the and for are but not you your our its this that with from have has had was were will would can could ' +
    'should shall may might must into onto then than them they their there here what which who whom whose when ' +
    'where why how all any each every some such only own same too very just also now please yes okay let about ' +
    'again'
  ).split(' '),
);

/** A message at most this long can be a restatement; a longer one is a document, a summary, code. */
const MAX_RESTATEMENT_CHARS = 600;
/** Fewest words a model's message needs to state a position at all (`python main.py` states none). */
const MIN_POSITION_WORDS = 4;
/** Share of a message's words the conversation already held for it to bring nothing new. */
const OLD_WORDS_SHARE = 0.5;
/** Word overlap with one of the speaker's recent messages from which it says that message again. */
const SAME_POSITION_OVERLAP = 0.25;
/** The speaker's earlier messages a restatement is compared with. */
const RECENT_OWN_MESSAGES = 6;
/** A reply at most this long, to nudges alone, naming nothing new, is a stall: an answer that says it is working. */
const STALL_MAX_CHARS = 160;
/** A message of at most this many words from the other side is a nudge ("go on", "Please continue."). */
const NUDGE_WORDS = 2;

const wordCache = objectMemo<object, string[]>('wordCache');

/** A text's words as a position is told by them: lower-cased, fillers and one- or two-letter words left out, numbers kept. */
function wordsOf(owner: object, text: string): string[] {
  let words = wordCache.get(owner);
  if (words === undefined) {
    words = [];
    for (const word of text
      .toLowerCase()
      .match(/[\p{L}\p{N}_][\p{L}\p{N}_./-]*[\p{L}\p{N}_]|[\p{L}\p{N}_]/gu) ?? []) {
      if ((word.length > 2 || /\d/.test(word)) && !fillers.has(word)) words.push(word);
    }
    wordCache.set(owner, words);
  }
  return words;
}

/** True when `words` say nothing the conversation (`said`) did not: no new number or id, most words old. */
function nothingNew(words: readonly string[], said: ReadonlySet<string>): boolean {
  let old = 0;
  for (const word of words) {
    if (said.has(word)) old++;
    else if (/\d/.test(word)) return false;
  }
  return old >= OLD_WORDS_SHARE * words.length;
}

function overlap(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  const union = left.size + right.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * The rounds of a restatement streak ending at `step`, oldest first, or `[]`: the model's messages without tool
 * calls, each saying again in other words what it said before (most of its words, and all of its numbers and
 * ids, already in the conversation; much of it one of its own recent messages), while the other side only
 * nudges ("go on", `[harness] Turn ended without action. Continue.`) or restates its own position; once such a
 * streak has begun, a short answer to nudges alone that names no new number or id goes on with it, in whatever
 * words. A plan announced again and again instead of acted on, two
 * agents restating their positions, a refusal repeated to every push: a loop in words that never repeats a
 * sentence. Any tool call, any message that brings something new, ends the streak.
 */
export function restatementStreak(step: Step, steps: readonly Step[]): number[] {
  if (step.source !== 'model' || step.actions.length > 0 || !step.text) return [];
  // Agents of one model under several names (a buyer and a seller) speak, through an adapter or the gateway, as one
  // model whose messages come back to back: read alike on every path, they are left to the near-identical rule.
  for (const earlier of steps) if (earlier.source === 'model' && earlier.speaker !== step.speaker) return [];
  const said = new Set<string>();
  const ownMessages: string[][] = [];
  let streak: number[] = [];
  // Whether the other side spoke since the model's last message: messages of the model back to back are one
  // turn written in parts (an editor's export), not one restatement after another.
  let answered = true;
  // Whether everything the other side said since the model's last message was a nudge.
  let nudged = false;
  // Whether the other side said no word since the model's last message that was not said before (a go-on aside).
  let stale = false;
  // The model's last message since its last call: one said again word for word is where a streak begins.
  let lastOwn: Step | undefined;
  // The round of the model's last message when it was a stall, one said since its last call.
  let lastStall: number | undefined;
  for (const earlier of steps) {
    if (earlier.actions.length > 0) {
      if (earlier.source === 'model') {
        streak = [];
        lastOwn = undefined;
        lastStall = undefined;
      }
      for (const observation of earlier.observations)
        if (observation) for (const word of wordsOf(observation, observation.text)) said.add(word);
      continue;
    }
    const text = earlier.text ?? '';
    const words = wordsOf(earlier, text);
    if (earlier.source === 'model' && earlier.speaker === step.speaker) {
      // Once a restatement has begun, a short answer to nothing but nudges that names no new number or id goes on
      // with it whatever its words: a plan announced a third time in synonyms is still not acted on.
      const restates =
        text.length <= MAX_RESTATEMENT_CHARS &&
        words.length >= MIN_POSITION_WORDS &&
        ((nothingNew(words, said) &&
          ownMessages
            .slice(-RECENT_OWN_MESSAGES)
            .some((own) => overlap(own, words) >= SAME_POSITION_OVERLAP)) ||
          (nudged && streak.length > 0 && noNewNumbers(words, said)));
      // A short reply to nothing but nudges that names no new number or id is a stall ("still checking", "on
      // it"): two in a row begin a streak in whatever words, the model answering and never calling.
      const stalls = stale && text.length <= STALL_MAX_CHARS && noNewNumbers(words, said);
      if (restates) {
        // The same message word for word after an answer that moved nothing: the position was stated by the first.
        if (streak.length === 0 && answered && lastOwn?.text === text)
          streak = [lastOwn.round, earlier.round];
        else if (answered || streak.length === 0) streak = [...streak, earlier.round];
      } else if (stalls && (streak.length > 0 || lastStall !== undefined)) {
        if (streak.length === 0) streak = [lastStall as number];
        if (answered) streak = [...streak, earlier.round];
      } else streak = [];
      lastStall = stalls ? earlier.round : undefined;
      lastOwn = earlier;
      ownMessages.push(words);
      answered = false;
      nudged = true;
      stale = true;
    } else {
      answered = true;
      // Another speaker (or another agent) said something new: a restatement after it answers it.
      if (!quiet(words, said) && !goOn(text, words)) {
        streak = [];
        nudged = false;
      }
      // A question in two words is still a question (`And Spain?`): only a word already said, or a go-on, is stale.
      if (!nothingNew(words, said) && !goOn(text, words)) stale = false;
    }
    for (const word of words) said.add(word);
    if (earlier.reply !== undefined) {
      answered = true;
      const reply = wordsOf(replyOwner(earlier), earlier.reply);
      if (!quiet(reply, said) && !goOn(earlier.reply, reply)) {
        streak = [];
        nudged = false;
      }
      if (!nothingNew(reply, said) && !goOn(earlier.reply, reply)) stale = false;
      for (const word of reply) said.add(word);
    }
  }
  return streak.at(-1) === step.round ? streak : [];
}

/** A message from the other side that moves nothing: a nudge, or its own position said again. */
function quiet(words: readonly string[], said: ReadonlySet<string>): boolean {
  return words.length <= NUDGE_WORDS || nothingNew(words, said);
}

/** Words of a nudge that asks the model to go on (`Continue.`, `[harness] Turn ended without action. Keep going`). */
const goOnPattern = /\b(?:continue|proceed|go on|keep going|carry on|resume|next step|go ahead)\b/i;
/** Words a nudge has at most. */
const NUDGE_MAX_WORDS = 8;

/** A short message with no number or id that only asks the model to go on. */
function goOn(text: string, words: readonly string[]): boolean {
  return words.length <= NUDGE_MAX_WORDS && !words.some((word) => /\d/.test(word)) && goOnPattern.test(text);
}

/** True when `words` hold no number or id the conversation did not already hold. */
function noNewNumbers(words: readonly string[], said: ReadonlySet<string>): boolean {
  for (const word of words) if (!said.has(word) && /\d/.test(word)) return false;
  return true;
}

import type { ResolvedContentLoopOptions } from './content-loop-options.js';
import type { Detection } from './types.js';

const fencePattern = /```[^\n]*\n[\s\S]*?(?:```|$)/g;
// List markers, checkboxes, quote marks, heading marks, table pipes: the frame of a line, not what it says.
const framePattern = /^(?:\s*(?:[-*+>|#]+|\d+[.)]|\[[ xX]?\]))+\s*/;

/** The sentences of a text, normalised (lower case, blank space collapsed); numbers kept: they tell items apart. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split('\n')) {
    for (const piece of line.replace(framePattern, '').split(/(?<=[.!?])\s+/)) {
      const sentence = piece
        .toLowerCase()
        .replace(/[\s|]+/g, ' ')
        .trim();
      if (sentence.length >= 12 && /\p{L}/u.test(sentence)) sentences.push(sentence);
    }
  }
  return sentences;
}

/**
 * One sentence said over and over in a whole reply, even where other lines break the run (a heading, a table
 * row, a list item): `repeats` copies or more, outside code fences, filling at least `minShare` of the reply
 * and `minLoopChars` together, or `dominantRepeats` copies filling `dominantShare` of it. A repetitive code block, a quoted log, a refrain, a list of distinct items and
 * varied text are none.
 */
export function repeatedSentence(text: string, options: ResolvedContentLoopOptions): Detection | undefined {
  const outside = text.replace(fencePattern, '\n');
  const counts = new Map<string, number>();
  for (const sentence of sentencesOf(outside)) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  let best: [string, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  if (!best) return undefined;
  const [sentence, copies] = best;
  const covered = copies * sentence.length;
  if (covered < options.minLoopChars) return undefined;
  const spread = copies >= options.repeats && covered >= options.minShare * text.length;
  // A short answer that is mostly one sentence again and again loops with fewer copies than a long one.
  const dominant = copies >= options.dominantRepeats && covered >= options.dominantShare * text.length;
  if (!spread && !dominant) return undefined;
  const quote = sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence;
  return {
    detector: 'content_loop',
    code: 'GUARD_LOOP_DETECTED',
    message: `the reply said one sentence ${copies} times: "${quote}"`,
    rounds: [],
    signatures: [`content:${quote.slice(0, 40)}`],
    previousResult: quote,
  };
}

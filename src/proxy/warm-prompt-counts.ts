import type { ResolvedGuardOptions } from '../guard/options.js';
import { type CountableMessage, countMessageTokens, longExactTexts } from '../pricing/count-tokens.js';
import { messagePrint } from '../pricing/message-print.js';
import { countExactlySliced } from '../pricing/text-tokens.js';
import { SliceClock } from '../utils/time-slices.js';

/** A run's last warmed request: its messages (a copy of the list) and the print of each, in order. */
interface Warmed {
  readonly messages: readonly CountableMessage[];
  readonly prints: Uint32Array;
}

/** Each run's last warmed request. */
const warmedByRun = new WeakMap<object, Warmed>();

/**
 * How many of `messages` are the run's last warmed request again, in the same places (compared by
 * {@link messagePrint}: lengths and ends of the texts, the tool call ids), with their prints written to `prints`.
 * A message that is the very object sent in its place last time has that print: a run's resent history is
 * parsed once (`parseResentBody`), so most are, and request messages are not edited after they are read.
 */
function keptPrefix(
  last: Warmed | undefined,
  messages: readonly CountableMessage[],
  prints: Uint32Array,
): number {
  if (last === undefined) return 0;
  const limit = Math.min(last.prints.length, messages.length);
  let index = 0;
  for (; index < limit; index++) {
    const message = messages[index] as CountableMessage;
    const print = message === last.messages[index] ? (last.prints[index] as number) : messagePrint(message);
    prints[index] = print;
    if (print === 0 || print !== last.prints[index]) break;
  }
  return index;
}

/**
 * Whether a run's guard counts its prompts at all: only a token or money gate, or a shared budget the call is
 * priced in, reads the count (the guard's prompt estimator skips counting otherwise, and so does the proxy's
 * output-cap lowering, which needs `maxCost`). Without one, counting ahead is work nothing reads.
 */
export function countsPrompts(
  options: Pick<ResolvedGuardOptions, 'maxTokens' | 'maxPromptTokens' | 'maxCost'>,
  priced: boolean,
): boolean {
  return priced || options.maxTokens !== null || options.maxPromptTokens !== null || options.maxCost !== null;
}

/**
 * Counts a request's messages ahead of its admission, in slices with the event loop turning between them:
 * each message's count is remembered with the message object, so the guard's count of the same objects then
 * reads them back instead of tokenizing a long history in one go while other clients wait. A message's long
 * texts are counted ahead in slices too (`countExactlySliced`), so no one message holds the loop for long.
 *
 * A conversation resends its whole history with every call, rebuilt as fresh JSON through the gateway: the
 * messages the run's last request already sent in the same places were counted then and the run's guard keeps
 * their counts (its prompt history), so only the messages after them are counted here. `run` is the object
 * the run's last warm-up is kept with (its guard), for as long as it lives.
 */
export async function warmPromptCounts(messages: readonly CountableMessage[], run?: object): Promise<void> {
  const prints = new Uint32Array(messages.length);
  const kept = keptPrefix(run === undefined ? undefined : warmedByRun.get(run), messages, prints);
  const clock = new SliceClock();
  for (let index = kept; index < messages.length; index++) {
    if (clock.due()) await clock.pause();
    const message = messages[index] as CountableMessage;
    if (run !== undefined) prints[index] = messagePrint(message);
    // A long text is counted ahead in slices: the message's own count then reads it back.
    for (const text of longExactTexts(message)) await countExactlySliced(text, clock);
    countMessageTokens(message);
  }
  if (run !== undefined) warmedByRun.set(run, { messages: messages.slice(), prints });
}

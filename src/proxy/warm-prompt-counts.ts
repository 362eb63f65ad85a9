import { type CountableMessage, countMessageTokens } from '../pricing/count-tokens.js';
import { SliceClock } from '../utils/time-slices.js';

/**
 * Counts a request's messages ahead of its admission, in slices with the event loop turning between them:
 * each message's count is remembered with the message object, so the guard's count of the same objects then
 * reads them back instead of tokenizing a long history in one go while other clients wait. One message is
 * still counted whole (its exact part is bounded, see `countTextTokens`).
 */
export async function warmPromptCounts(messages: readonly CountableMessage[]): Promise<void> {
  const clock = new SliceClock();
  for (const message of messages) {
    if (clock.due()) await clock.pause();
    countMessageTokens(message);
  }
}

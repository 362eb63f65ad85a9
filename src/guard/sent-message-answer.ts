import { observeResult } from './observe-result.js';
import type { PendingStep } from './step-recorder-state.js';

/** A tool's answer that only says a message was taken for delivery. */
const deliveryAcknowledgement =
  /"?\b(?:accepted|delivered|queued|sent|acknowledged|ack)"?\s*[:=]\s*true\b|"?\b(?:status|delivery|state)"?\s*[:=]\s*"?(?:queued|sent|delivered|enqueued)\b|^\s*(?:message\s+)?(?:sent|delivered|queued)\b/i;
const ACKNOWLEDGEMENT_MAX_LENGTH = 600;

/**
 * True when another agent's message answers a model turn of one call that sent something and was only
 * acknowledged: the turn's result is still that acknowledgement, and no one else spoke since.
 */
function answersSend(previous: PendingStep, speaker: string): boolean {
  if (previous.source !== 'model' || previous.actions.length !== 1) return false;
  // A text agent's action already has its answer (`reply`); an answer once taken is not replaced.
  if (previous.reply !== null || previous.answered) return false;
  if (speaker === 'user' || speaker === 'assistant') return false;
  const result = previous.observations[0];
  return (
    result !== null &&
    result !== undefined &&
    !result.failed &&
    result.text.length <= ACKNOWLEDGEMENT_MAX_LENGTH &&
    deliveryAcknowledgement.test(result.text)
  );
}

/**
 * Takes another agent's message as the answer to the model's last turn when it answers a message that turn's one
 * call sent, which the tool only acknowledged (`{"accepted":true,"delivery":"queued"}`): that answer is what the
 * call got, so it is compared, and read for a rejection, as the call's result. True when taken.
 */
export function takeSentAnswer(previous: PendingStep, speaker: string, text: string): boolean {
  if (!answersSend(previous, speaker)) return false;
  previous.answered = true;
  previous.observations[0] = observeResult({ result: text }).observation;
  return true;
}

import type { Detection } from '../detectors/types.js';

/** The message a model gets on a first loop detection with `escalation: 'nudge'`. */
export function nudgeFor(detection: Detection): string {
  const earlier = detection.previousResult
    ? ` The earlier result was: ${detection.previousResult.slice(0, 500)}`
    : '';
  return `Loop warning: ${detection.message}.${earlier} Do not repeat it: use the result you already have, try a different approach, or give your final answer.`;
}

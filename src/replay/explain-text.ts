import type { ExplainedStep, RunExplanation } from './explain-run.js';
import { printableText } from './printable-text.js';

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * What a turn counted as, in the words of the core's account of novelty: a new result is news; the same result
 * again, or one that differs only in values that churn (a pid, a time, a request id), is not; the model's own
 * words never are; another speaker's words are news unless said before (a nudge, a repeat).
 */
function novelty(step: ExplainedStep, results: Set<string>): string {
  if (step.signatures.length === 0) {
    if (step.source === 'model') return 'own words, not news';
    return step.novel ? 'news' : 'no news: said before';
  }
  const before = results.has(step.observationKey);
  results.add(step.observationKey);
  if (step.novel) return 'new result';
  return before ? 'result seen before' : 'result as before, changing values treated as noise';
}

/**
 * The explanation of one run as text: a headline with the verdict (or the closest near miss), then one line
 * per turn, `*` on the rounds the trip names. Free text is scrubbed of control characters and secrets.
 */
export function explanationText(explanation: RunExplanation): string {
  const { verdict } = explanation;
  const closest = explanation.nearMisses[0];
  const headline = verdict.tripped
    ? `run ${verdict.id}: stopped at call ${verdict.round} by ${verdict.detector ?? verdict.code ?? 'completion'}${verdict.code ? ` (${verdict.code})` : ''}: ${verdict.reason ?? ''}`
    : `run ${verdict.id}: ran to its end (${verdict.rounds} calls)${
        closest
          ? `; closest: ${closest.detector} ${closest.value} of ${closest.threshold} (${closest.option} ${closest.value} would stop it at call ${closest.round})`
          : '; no detector came close'
      }`;
  const tripped = new Set(explanation.trippedRounds);
  const results = new Set<string>();
  const lines = explanation.steps.map((step) => {
    const what =
      step.signatures.length > 0
        ? step.signatures.join(' + ')
        : `${step.source === 'model' ? 'says' : 'hears'} "${step.text ?? ''}"`;
    const flags = [novelty(step, results), ...(step.waits ? ['waits'] : [])].join(', ');
    const mark = tripped.has(step.round) ? '*' : ' ';
    return `${mark} call ${String(step.round).padStart(3)}  ${cut(step.speaker, 12).padEnd(12)} ${cut(what, 90)} → ${cut(step.observationKey || '-', 32)} (${flags})`;
  });
  const others = explanation.nearMisses
    .slice(1)
    .map((miss) => `  also near: ${miss.detector} ${miss.value} of ${miss.threshold} (call ${miss.round})`);
  return `${[headline, ...lines, ...others].map(printableText).join('\n')}\n`;
}

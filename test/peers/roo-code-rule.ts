import { actedAt, neverActed, type PeerRule, readRun } from './read-run.js';

/**
 * Reference model, in our own code, of Roo Code's ToolRepetitionDetector
 * (src/core/tools/ToolRepetitionDetector.ts) as ToolRepetitionDetector.spec.ts pins it down: a tool call
 * identical to the one before (same name, same arguments with their top-level keys sorted; nested lists
 * keep their order) raises a counter; a different call resets it. When the counter reaches the limit
 * (the consecutive mistake limit, 3 by default, so on the 4th identical call in a row) the call is not
 * executed and the user is asked how to go on; the counter then starts again. Browser `scroll_down` and
 * `scroll_up` actions are neither counted nor reset the counter.
 */

/** Options of {@link rooCodeRule}. */
export interface RooCodeRuleOptions {
  /** Identical calls in a row after the first that are allowed; 0 means no limit. @default 3 */
  readonly limit?: number;
}

function signature(name: string, args: unknown): string {
  if (args === null || typeof args !== 'object' || Array.isArray(args))
    return `${name}:${JSON.stringify(args)}`;
  const sorted = Object.keys(args as Record<string, unknown>)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${JSON.stringify((args as Record<string, unknown>)[key])}`);
  return `${name}:{${sorted.join(',')}}`;
}

const isScroll = (name: string, args: unknown) => {
  const action = (args as { action?: unknown } | null)?.action;
  return name === 'browser_action' && (action === 'scroll_down' || action === 'scroll_up');
};

/** Roo Code's verdict on a run: the call it refuses first. */
export function rooCodeRule(
  messages: readonly Record<string, unknown>[],
  options: RooCodeRuleOptions = {},
): ReturnType<PeerRule> {
  const limit = Math.max(0, options.limit ?? 3);
  let previous: string | null = null;
  let count = 0;
  for (const event of readRun(messages)) {
    if (event.kind !== 'assistant') continue;
    for (const call of event.calls) {
      if (isScroll(call.name, call.args)) continue;
      const current = signature(call.name, call.args);
      if (current === previous) count++;
      else {
        count = 0;
        previous = current;
      }
      if (limit > 0 && count >= limit) return actedAt(event.round);
    }
  }
  return neverActed;
}

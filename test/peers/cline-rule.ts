import { actedAt, neverActed, type PeerRule, readRun } from './read-run.js';

/**
 * Reference model, in our own code, of Cline's repeated tool call check (src/core/task/loop-detection.ts)
 * as src/core/task/__tests__/loop-detection.test.ts pins it down: a call with the same tool name and the
 * same parameters as the one before (keys sorted, the `task_progress` bookkeeping field left out) adds to a
 * streak, anything else starts a new one. At 3 in a row Cline adds a warning to the tool result and lets
 * the call run; at 5 it escalates: the mistake count is set to its limit and the user is asked (or the
 * task fails), so the 5th identical call is the one it acts on.
 */

const softThreshold = 3;
const hardThreshold = 5;
const ignoredParameters = new Set(['task_progress']);

function signature(args: unknown): string {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return JSON.stringify(args ?? {});
  const record = args as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((key) => !ignoredParameters.has(key))
    .sort();
  return JSON.stringify(Object.fromEntries(keys.map((key) => [key, record[key]])));
}

/** Cline's verdict on a run. */
export const clineRule: PeerRule = (messages) => {
  let lastName: string | null = null;
  let lastSignature: string | null = null;
  let streak = 0;
  for (const event of readRun(messages)) {
    if (event.kind !== 'assistant') continue;
    for (const call of event.calls) {
      const current = signature(call.args);
      streak = call.name === lastName && current === lastSignature ? streak + 1 : 1;
      lastName = call.name;
      lastSignature = current;
      if (streak === hardThreshold) return actedAt(event.round);
    }
  }
  return neverActed;
};

/** How many identical calls in a row make Cline warn the model (it still runs the call). */
export const clineWarnsAt = softThreshold;

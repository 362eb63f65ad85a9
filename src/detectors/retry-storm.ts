import { parseArguments } from '../signature/canonicalize.js';
import { shingles } from '../signature/similarity.js';
import type { Detection, LoopDetector, Step } from './types.js';

/** Options for {@link retryStorm}. */
export interface RetryStormOptions {
  /** Failures of one dependency with the same error, no success in between, that make a storm. @default 3 */
  readonly maxFailures?: number;
  /** Steps after which an old failure no longer counts. @default 20 */
  readonly window?: number;
}

interface Failure {
  readonly round: number;
  readonly step: number;
  readonly signature: string;
  readonly pairs: Set<string>;
}

/** Key-value pairs of the arguments; a long string value contributes its word pairs, so an edited command still overlaps. */
function argumentPairs(canonical: string): Set<string> {
  const parsed = parseArguments(canonical);
  const pairs = new Set<string>();
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' && value.length > 40) {
        for (const shingle of shingles(value)) pairs.add(`${key}~${shingle}`);
      } else {
        pairs.add(`${key}=${JSON.stringify(value)}`);
      }
    }
    return pairs;
  }
  for (const shingle of shingles(typeof parsed === 'string' ? parsed : canonical)) pairs.add(shingle);
  return pairs;
}

/** Same arguments, or arguments that keep at least half of their key-value pairs (a tweaked retry). */
function isTweak(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return a.size === b.size;
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared++;
  return shared / Math.min(a.size, b.size) >= 0.5;
}

/**
 * A failing dependency hit again and again: the same tool failing with the same error, with the same or
 * tweaked arguments, with no success of that tool and nothing new learned in between.
 */
export function retryStorm(options: RetryStormOptions = {}): LoopDetector {
  const maxFailures = options.maxFailures ?? 3;
  const window = options.window ?? 20;
  const failures = new Map<string, Failure[]>();
  const groupsByTool = new Map<string, Set<string>>();
  let stepCount = 0;
  return {
    name: 'retry_storm',
    observe(step: Step): Detection | undefined {
      stepCount++;
      let found: Detection | undefined;
      if (step.novel && step.observations.some((observation) => observation && !observation.failed)) {
        failures.clear();
        groupsByTool.clear();
      }
      step.actions.forEach((action, index) => {
        const observation = step.observations[index];
        if (!observation) return;
        if (!observation.failed) {
          for (const group of groupsByTool.get(action.tool) ?? []) failures.delete(group);
          groupsByTool.delete(action.tool);
          return;
        }
        const group = `${action.tool}\u0000${observation.hash}`;
        const groups = groupsByTool.get(action.tool) ?? new Set<string>();
        groupsByTool.set(action.tool, groups);
        groups.add(group);
        const list = (failures.get(group) ?? []).filter((failure) => stepCount - failure.step < window);
        const current: Failure = {
          round: step.round,
          step: stepCount,
          signature: action.text,
          pairs: argumentPairs(action.arguments),
        };
        list.push(current);
        failures.set(group, list);
        const related = list.filter((failure) => isTweak(failure.pairs, current.pairs));
        if (found || related.length < maxFailures) return;
        found = {
          detector: 'retry_storm',
          code: 'GUARD_RETRY_STORM',
          message: `${action.tool} failed ${related.length} times in a row with the same error: ${observation.text.slice(0, 120)}`,
          rounds: related.map((failure) => failure.round),
          signatures: [...new Set(related.map((failure) => failure.signature))],
          previousResult: observation.text,
        };
      });
      return found;
    },
  };
}

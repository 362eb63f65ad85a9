/** Long, varied prose and coding sessions for scenarios that need a lot of text or calls without repeats. */

import { seededRandom } from '../helpers/replies.js';
import { type Step, say, tool } from './transcript.js';

const subjects = [
  'The checkout service',
  'Our nightly import',
  'The search indexer',
  'The billing worker',
  'Edge cache node fra-3',
  'The mobile gateway',
  'The feature flag sync',
  'Replica db-7',
  'The email relay',
  'The image resizer',
];
const verbs = [
  'recovered after',
  'slowed down during',
  'dropped requests in',
  'restarted twice within',
  'held steady through',
];
const objects = [
  'the 02:00 deploy',
  'a cold cache warmup',
  'the certificate rotation',
  'a burst of 4xx from one tenant',
  'the schema migration',
  'the regional failover drill',
  'a noisy neighbour on host 12',
];
const details = [
  'p95 latency',
  'queue depth',
  'error budget burn',
  'CPU steal',
  'connection churn',
  'GC pause time',
  'retry volume',
];

/** `count` distinct sentences of an incident write-up; no phrase of 50 characters recurs nearby. */
export function variedProse(count: number, seed: number): string {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const sentences: string[] = [];
  for (let index = 0; index < count; index++) {
    const minute = String(Math.floor(next() * 60)).padStart(2, '0');
    const value = Math.floor(next() * 900) + 20;
    sentences.push(
      `${pick(subjects)} ${pick(verbs)} ${pick(objects)} at 03:${minute}, with ${pick(details)} near ${value} (ticket ${4100 + index}).`,
    );
  }
  return sentences.join(' ');
}

/** A long coding session that keeps moving: reads, searches, edits and test runs whose results change. */
export function varyingSession(calls: number, seed: number): Step[] {
  const next = seededRandom(seed);
  const files = ['src/cart.ts', 'src/pricing.ts', 'src/tax.ts', 'src/coupon.ts', 'test/cart.test.ts'];
  let failing = 12;
  const steps: Step[] = [];
  for (let index = 0; index < calls; index++) {
    const file = files[Math.floor(next() * files.length)] as string;
    const kind = index % 4;
    if (kind === 0) {
      const start = 1 + Math.floor(next() * 12) * 20;
      steps.push(
        tool(
          'read_file',
          { absolute_path: `/home/dev/shop/${file}`, offset: start, limit: 40 },
          `${file} lines ${start}-${start + 39}:\n  export function step${index}() { /* … */ }`,
        ),
      );
    } else if (kind === 1) {
      steps.push(
        tool(
          'search_file_content',
          { pattern: `applyRule${index}` },
          `Found 1 match for pattern "applyRule${index}" in path ".":\n---\nFile: ${file}\nL${10 + index}: applyRule${index}(cart)\n---`,
        ),
      );
    } else if (kind === 2) {
      steps.push(
        tool(
          'replace',
          { file_path: `/home/dev/shop/${file}`, old_string: `rule${index}`, new_string: `rule${index + 1}` },
          `Successfully modified file: /home/dev/shop/${file} (1 replacements).`,
        ),
      );
    } else {
      failing = Math.max(0, failing - 1);
      steps.push(
        tool(
          'run_shell_command',
          { command: 'npm test -- --reporter=dot' },
          `Command: npm test -- --reporter=dot\nDirectory: (root)\nOutput: ${failing} failed, ${64 - failing} passed\nError: (none)\nExit Code: ${failing > 0 ? 1 : 0}`,
        ),
      );
    }
  }
  steps.push(say('All cart tests pass now.'));
  return steps;
}

import { describe, expect, it } from 'vitest';
import { requestedRepeats } from './requested-repeats.js';

describe('requestedRepeats', () => {
  it.each([
    ['Run it 5 times locally and tell me whether it ever fails.', 5],
    ['Please try the upload three times before giving up.', 3],
    ['Poll the endpoint 10x and report the latencies.', 10],
    ['Call it twice, I want to see whether it is idempotent.', 2],
    ['Rerun the flaky test 500 times.', 100],
  ])('%s → %s', (text, count) => expect(requestedRepeats(text)).toBe(count));

  it.each([
    'Clean the sales CSV.',
    'The job failed 3 times last night; find out why.',
    'Run the tests.',
    'It is 5 times faster now.',
  ])('%s asks for no reruns', (text) => expect(requestedRepeats(text)).toBeNull());
});

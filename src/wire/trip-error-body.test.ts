import { describe, expect, it } from 'vitest';
import { GuardError } from '../errors.js';
import { readSse } from './read-sse.js';
import {
  anthropicTripErrorBody,
  anthropicTripErrorFrame,
  openAITripErrorBody,
  openAITripErrorFrame,
} from './trip-error-body.js';

const trip = new GuardError('GUARD_LOOP_DETECTED', 'run r-42 repeated clean_csv 3 times', {
  runId: 'r-42',
  round: 7,
  evidence: { detector: 'repeated-action', rounds: [5, 6, 7] },
});

async function only(frame: string) {
  const messages = [];
  for await (const message of readSse([frame])) messages.push(message);
  expect(messages).toHaveLength(1);
  return messages[0];
}

describe('trip error bodies', () => {
  it('shape an OpenAI error with the trip under loopguard', () => {
    expect(openAITripErrorBody(trip)).toEqual({
      error: {
        message: 'run r-42 repeated clean_csv 3 times',
        type: 'loop_guard',
        code: 'GUARD_LOOP_DETECTED',
        param: null,
        loopguard: trip.toJSON(),
      },
    });
    expect(openAITripErrorBody(trip).error.loopguard).toMatchObject({
      evidence: { detector: 'repeated-action' },
      advice: { retryable: false },
    });
  });

  it('shape an Anthropic error', () => {
    expect(anthropicTripErrorBody(trip)).toEqual({
      type: 'error',
      error: {
        type: 'loop_guard',
        message: 'run r-42 repeated clean_csv 3 times',
        code: 'GUARD_LOOP_DETECTED',
        loopguard: trip.toJSON(),
      },
    });
  });

  it('write each as the final event of its stream format', async () => {
    const openAI = await only(openAITripErrorFrame(trip));
    expect(openAI?.event).toBeUndefined();
    expect(JSON.parse(openAI?.data ?? '')).toEqual(openAITripErrorBody(trip));
    const anthropic = await only(anthropicTripErrorFrame(trip));
    expect(anthropic?.event).toBe('error');
    expect(JSON.parse(anthropic?.data ?? '')).toEqual(anthropicTripErrorBody(trip));
  });
});

import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { hashString } from '../signature/hash.js';
import { shapesAlike } from '../signature/observation-compare.js';
import { observationShape } from '../signature/observation-shape.js';

/** A run of `step` calls, each answered by `answer(call)`, the task first. */
function stepRun(actions: readonly string[], answer: (call: number) => string): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Go to the purple box.' }];
  for (const [call, action] of actions.entries())
    messages.push(
      ...callTurn({ id: `a${call}`, name: 'step', args: JSON.stringify({ action }), result: answer(call) }),
    );
  return messages;
}

const result = (text: string) => ({ hash: hashString(text), text });

describe("an environment's clock", () => {
  it('is read as a clock after step, moves, turn and tick, as progress too where it was (`Step 14/128`)', () => {
    expect(observationShape('Step 14/128 | reward 0 | done false').values).toEqual(['+~14', '+128', '0']);
    expect(observationShape("info: {'moves': 3, 'score': 10}").values).toEqual(['~3', '10']);
    expect(observationShape('[score 0/7 | moves 3 | running]').progress).toBe('+0 +7');
    // A workflow's few steps (`step 3/5`) are how far it got, not a clock.
    expect(observationShape('Step 3/5 complete').values).toEqual(['+3', '+5']);
  });

  it('moved by at most the actions made between two answers leaves them alike; further, they differ', () => {
    const before = result('Mission: go to the box\nStep 3/128 | reward 0\na wall 1 step forward');
    const after = result('Mission: go to the box\nStep 4/128 | reward 0\na wall 1 step forward');
    const later = result('Mission: go to the box\nStep 9/128 | reward 0\na wall 1 step forward');
    expect(shapesAlike(before, after, true, 1)).toBe(true);
    expect(shapesAlike(before, after, true, 0)).toBe(false);
    expect(shapesAlike(before, later, true, 2)).toBe(false);
  });

  it('does not hide an agent walking into a wall: the same view after each step is a loop', () => {
    const view = (call: number) =>
      `Mission: go to the purple box\nStep ${call + 1}/128 | reward 0 | done false | carrying nothing\nObservation:\na wall 1 step forward\na wall 4 steps left`;
    const verdict = loopVerdictOf('grid', stepRun(Array(8).fill('go forward'), view));
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
  });

  it('lets a job whose own step counter jumps between polls go on (a training run at step 100, 200, …)', () => {
    const messages: TranscriptMessage[] = [{ role: 'user', content: 'Train and report when done.' }];
    for (let poll = 0; poll < 8; poll++)
      messages.push(
        ...callTurn({
          id: `p${poll}`,
          name: 'train_status',
          args: '{"job":"ft-7"}',
          result: `job ft-7 running\nstep ${100 * (poll + 1)} | lr 0.0002`,
        }),
      );
    expect(loopVerdictOf('train', messages).tripped).toBe(false);
  });

  it('lets a workflow run its steps one call each (`Step 2/5 complete`, `Step 3/5 complete`)', () => {
    const messages: TranscriptMessage[] = [{ role: 'user', content: 'Run the migration.' }];
    for (let step = 1; step <= 5; step++)
      messages.push(
        ...callTurn({
          id: `w${step}`,
          name: 'run_next_step',
          args: '{}',
          result: `Step ${step}/5 complete.`,
        }),
      );
    expect(loopVerdictOf('workflow', messages).tripped).toBe(false);
  });
});

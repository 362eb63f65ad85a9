import { describe, expect, it } from 'vitest';
import { GuardError } from '../errors.js';
import { createDeadTaskRegistry, runWithRecovery } from './run-with-recovery.js';

const trip = (code: GuardError['code']) => new GuardError(code, `tripped ${code}`);

describe('runWithRecovery', () => {
  it('retries a time limit once with a fresh guard and a cleared context', async () => {
    const seen: { attempt: number; clearContext: boolean; rounds: number }[] = [];
    const result = await runWithRecovery(
      async ({ guard, attempt, clearContext }) => {
        seen.push({ attempt, clearContext, rounds: guard.rounds });
        guard.beforeCall().end({ text: 'x' });
        if (attempt === 0) throw trip('GUARD_TIME_LIMIT');
        return 'answer';
      },
      { taskId: 't-time', registry: createDeadTaskRegistry() },
    );
    expect(result).toBe('answer');
    expect(seen).toEqual([
      { attempt: 0, clearContext: false, rounds: 0 },
      { attempt: 1, clearContext: true, rounds: 0 },
    ]);
  });

  it('does not retry a loop and refuses to rerun the dead task later', async () => {
    const registry = createDeadTaskRegistry();
    let attempts = 0;
    const task = async () => {
      attempts++;
      throw trip('GUARD_LOOP_DETECTED');
    };
    await expect(runWithRecovery(task, { taskId: 't-loop', registry })).rejects.toMatchObject({
      code: 'GUARD_LOOP_DETECTED',
    });
    await expect(runWithRecovery(task, { taskId: 't-loop', registry })).rejects.toThrow(
      /already died and must not be rerun/,
    );
    await expect(runWithRecovery(task, { taskId: 't-loop', registry })).rejects.toThrow(/already died/);
    expect(attempts).toBe(1);
  });

  it('waits out the cool-down before retrying a retry storm, then gives up', async () => {
    const waits: number[] = [];
    let attempts = 0;
    await expect(
      runWithRecovery(
        async () => {
          attempts++;
          throw trip('GUARD_RETRY_STORM');
        },
        { taskId: 't-storm', registry: createDeadTaskRegistry(), sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toMatchObject({ code: 'GUARD_RETRY_STORM' });
    expect(attempts).toBe(2);
    expect(waits).toEqual([60_000]);
  });

  it('sees a trip the task swallowed through its guard', async () => {
    await expect(
      runWithRecovery(
        async ({ guard }) => {
          guard.fail(trip('GUARD_BUDGET_LIMIT'));
          return 'partial';
        },
        { taskId: 't-swallowed', registry: createDeadTaskRegistry() },
      ),
    ).rejects.toMatchObject({ code: 'GUARD_BUDGET_LIMIT' });
  });

  it('passes other errors through untouched', async () => {
    const boom = new Error('disk full');
    await expect(
      runWithRecovery(
        async () => {
          throw boom;
        },
        { taskId: 't-other', registry: createDeadTaskRegistry() },
      ),
    ).rejects.toBe(boom);
  });
});

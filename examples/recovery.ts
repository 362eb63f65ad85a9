/** Recovery: a time limit is retried once with a fresh guard; a loop is final and its task is refused later. */
import { GuardError, runWithRecovery } from 'loopguard';

const attempts: string[] = [];
const answer = await runWithRecovery(
  async ({ guard, attempt, clearContext }) => {
    attempts.push(`attempt ${attempt} (fresh context: ${clearContext}, rounds so far: ${guard.rounds})`);
    if (attempt === 0)
      throw new GuardError('GUARD_TIME_LIMIT', 'run exceeded maxDurationMs (120000 ≥ 120000 ms)');
    return 'report ready';
  },
  { taskId: 'slow-report' },
);
console.log(attempts.join('\n'));
console.log(`answer: ${answer}`);

const loop = async () => {
  throw new GuardError('GUARD_LOOP_DETECTED', 'clean_csv repeated 3 times with the same result');
};
for (let run = 1; run <= 3; run++) {
  try {
    await runWithRecovery(loop, { taskId: 'nightly-cleanup' });
  } catch (error) {
    console.log(`run ${run}: ${(error as GuardError).message}`);
  }
}

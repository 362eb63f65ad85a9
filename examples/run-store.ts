/**
 * Two instances of a service, one run store: each call of the run may land on either instance. Each one
 * restores the run from the store, checks the call, and writes the run back with compare-and-set, so the
 * loop is seen across instances and no update is lost when both serve at once.
 */
import { createGuard, type GuardSnapshot, isGuardError, restoreGuard } from 'loopguard';
import { createMemoryRunStore, updateRun } from 'loopguard/stores';

const policy = { maxRounds: 100 };
const runs = createMemoryRunStore<GuardSnapshot>();

/** What one instance does for one model call of a run: check it, and on success record the answer. */
async function serveCall(
  instance: string,
  runId: string,
  round: number,
  account = ' acme ',
): Promise<string> {
  return updateRun(runs, runId, (current) => {
    const guard = current ? restoreGuard(current.snapshot, policy) : createGuard({ ...policy, runId });
    let outcome: string;
    try {
      const call = guard.beforeCall({ model: 'gpt-4o-mini' });
      // In a real service the model call happens after updateRun returns; the answer is scripted here.
      call.end({ toolCalls: [{ id: `c${round}`, name: 'sync_crm', arguments: { account } }] });
      guard.recordToolResult({ toolCallId: `c${round}`, result: 'up to date' });
      outcome = `call ${guard.rounds} allowed`;
    } catch (error) {
      if (!isGuardError(error)) throw error;
      outcome = `refused: ${error.code}`;
    }
    return { snapshot: guard.snapshot(), result: `${instance}: ${outcome}` };
  });
}

for (let round = 1; round <= 4; round++)
  console.log(await serveCall(round % 2 ? 'instance A' : 'instance B', 'crm-sync', round));

// Fifty calls of another run (distinct accounts) served at once by both instances: every one is counted.
await Promise.all(
  Array.from({ length: 50 }, (_, round) =>
    serveCall(round % 2 ? 'A' : 'B', 'busy-run', round, `acct-${round}`),
  ),
);
const busy = await runs.get('busy-run');
console.log(`busy-run after 50 concurrent calls: ${busy?.snapshot.rounds} rounds, version ${busy?.version}`);

import { describe, expect, it } from 'vitest';
import { parallelReads } from '../../test/helpers/parallel-reads.js';
import type { GuardEvent } from '../events/types.js';
import { createGuard } from '../guard/guard.js';
import type { GuardSnapshot } from '../guard/guard-snapshot.js';
import { createMemoryRunStore } from '../stores/memory/memory-run-store.js';
import { createFleetRuns } from './fleet-runs.js';
import { createGatewayPolicy } from './policy/create-gateway-policy.js';
import { replayHistory } from './replay-history.js';

/** A task, one turn of `calls` parallel reads, their results, and a last answer. */
const history = (calls: number) => parallelReads(1, calls);

describe('createFleetRuns', () => {
  it("sends a replayed history's thousands of events in order, in slices, before the call goes on", async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    const seen: GuardEvent[] = [];
    const seenAt: number[] = [];
    const runs = createFleetRuns(createMemoryRunStore<GuardSnapshot>(), {
      policy: createGatewayPolicy({}),
      // A listener with some work per event, as a sink's row is.
      listeners: [
        (event) => {
          seen.push(event);
          seenAt.push(turns);
          const until = performance.now() + 0.002;
          while (performance.now() < until);
        },
      ],
      idleTimeoutMs: null,
      now: () => 9,
      onError: (error) => {
        throw error;
      },
    });
    const messages = history(1_000);
    try {
      let fedAt = -1;
      const begun = await runs.begin({ runId: 'fleet-replay' }, async (guard) => {
        await replayHistory(guard, messages, 'gpt-4o-mini');
        fedAt = turns;
        setImmediate(tick);
        return 'fed';
      });
      ticking = false;
      expect(begun.value).toBe('fed');
      // Nothing was sent while the history was fed; all of it before begin resolved, over several turns.
      expect(seenAt[0]).toBeGreaterThanOrEqual(fedAt);
      expect((seenAt.at(-1) as number) - (seenAt[0] as number)).toBeGreaterThan(0);
      const direct: GuardEvent[] = [];
      const guard = createGuard({
        runId: 'fleet-replay',
        maxRounds: 500,
        now: () => 9,
        onEvent: (e) => direct.push(e),
      });
      await replayHistory(guard, messages, 'gpt-4o-mini');
      const shape = (events: GuardEvent[]) =>
        events.map(({ event, round, tool_call_id, action_signature }) => ({
          event,
          round,
          tool_call_id,
          action_signature,
        }));
      expect(seen.length).toBeGreaterThan(1_000);
      expect(shape(seen)).toEqual(shape(direct));
    } finally {
      ticking = false;
      await runs.close();
    }
  });
});

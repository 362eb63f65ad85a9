import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createMemoryRuns } from './memory-runs.js';
import { createGatewayPolicy } from './policy/create-gateway-policy.js';

describe('createMemoryRuns', () => {
  it("never overlaps two starts of one run, a new run's or a running one's, when a start yields", async () => {
    const runs = createMemoryRuns({
      policy: createGatewayPolicy({}),
      listeners: [],
      idleTimeoutMs: null,
      now: Date.now,
      parkIdleRunsAfterMs: null,
      onError: (error) => {
        throw error;
      },
    });
    const labels = { runId: 'one-run' };
    const log: string[] = [];
    // A start that yields part-way, as a long history or tail recorded in slices does.
    const start = (name: string) => async (_guard: unknown, fresh: boolean) => {
      log.push(`${name} in${fresh ? ' (new run)' : ''}`);
      await nextTurn();
      await nextTurn();
      log.push(`${name} out`);
      return name;
    };
    try {
      const opened = await Promise.all([runs.begin(labels, start('a')), runs.begin(labels, start('b'))]);
      const running = await Promise.all([runs.begin(labels, start('c')), runs.begin(labels, start('d'))]);
      expect([...opened, ...running].map((begun) => begun.value)).toEqual(['a', 'b', 'c', 'd']);
      expect(log).toEqual(['a in (new run)', 'a out', 'b in', 'b out', 'c in', 'c out', 'd in', 'd out']);
    } finally {
      await runs.close();
    }
  });
});

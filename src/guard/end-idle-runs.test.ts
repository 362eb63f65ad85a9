import { describe, expect, it } from 'vitest';
import { createMemorySink } from '../events/memory-sink.js';
import { createMemoryRunStore } from '../stores/memory/memory-run-store.js';
import { endIdleRuns } from './end-idle-runs.js';
import { createGuard } from './guard.js';
import type { GuardSnapshot } from './guard-snapshot.js';

describe('endIdleRuns', () => {
  it('ends runs idle past the limit with a run_end, leaves busy ones, and deletes ended ones later', async () => {
    const store = createMemoryRunStore<GuardSnapshot>();
    let clock = 1_000_000;
    const now = () => clock;
    for (const runId of ['quiet', 'busy']) {
      const guard = createGuard({ runId, now });
      guard.beforeCall().end({ text: 'working' });
      await store.compareAndSet(runId, 0, guard.snapshot(), clock);
    }
    clock += 60_000;
    const busy = await store.get('busy');
    await store.compareAndSet('busy', busy?.version ?? 0, busy?.snapshot as GuardSnapshot, clock);
    clock += 1_000;
    const sink = createMemorySink();
    expect(await endIdleRuns(store, { idleMs: 30_000, now, guard: { onEvent: sink.listener } })).toBe(1);
    expect(sink.events.map((event) => [event.run_id, event.event, event.state])).toEqual([
      ['quiet', 'run_end', 'abandoned'],
    ]);
    expect(sink.events[0]?.error_message).toMatch(/^no call for 61000 ms/);
    const quiet = await store.get('quiet');
    expect(quiet?.snapshot.state).toBe('abandoned');
    expect((await store.get('busy'))?.snapshot.state).toBe('processing');
    // The next sweep finds the ended run idle again and removes it; nothing is emitted twice.
    clock += 60_000;
    await endIdleRuns(store, { idleMs: 30_000, now, guard: { onEvent: sink.listener } });
    expect(await store.get('quiet')).toBeUndefined();
    expect(sink.events.filter((event) => event.run_id === 'quiet')).toHaveLength(1);
  });
});

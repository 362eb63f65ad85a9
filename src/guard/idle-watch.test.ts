import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isGuardError } from '../errors.js';
import { createMemorySink } from '../events/memory-sink.js';
import { createGuard, restoreGuard } from './guard.js';

describe('a run left idle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends abandoned with its run_end after idleTimeoutMs without activity', () => {
    const sink = createMemorySink();
    const guard = createGuard({ runId: 'quiet', idleTimeoutMs: 60_000, onEvent: sink.listener });
    guard.beforeCall().end({ text: 'thinking', toolCalls: [{ id: 't1', name: 'search', arguments: '{}' }] });
    vi.advanceTimersByTime(40_000);
    guard.recordToolResult({ toolCallId: 't1', result: '3 hits' });
    vi.advanceTimersByTime(40_000);
    expect(guard.state).toBe('processing');
    vi.advanceTimersByTime(20_000);
    expect(guard.state).toBe('abandoned');
    const end = sink.events.at(-1);
    expect(end?.event).toBe('run_end');
    expect(end?.state).toBe('abandoned');
    expect(end?.error_message).toMatch(/^no call, result or message for 60000 ms/);
    let refused: unknown;
    try {
      guard.beforeCall();
    } catch (error) {
      refused = error;
    }
    expect(isGuardError(refused) && refused.code).toBe('GUARD_RUN_CLOSED');
    expect(String((refused as Error).message)).toContain('was abandoned');
  });

  it('is not idle while a call is in flight, and ends once the call settled and the limit passed again', () => {
    const guard = createGuard({ idleTimeoutMs: 10_000, callTimeoutMs: null, maxDurationMs: null });
    const ticket = guard.beforeCall();
    vi.advanceTimersByTime(25_000);
    expect(guard.state).toBe('processing');
    ticket.end({ text: 'done thinking' });
    vi.advanceTimersByTime(9_000);
    expect(guard.state).toBe('processing');
    vi.advanceTimersByTime(2_000);
    expect(guard.state).toBe('abandoned');
  });

  it('never starts watching before the run starts, nor with idleTimeoutMs null', () => {
    const unstarted = createGuard({ idleTimeoutMs: 1_000 });
    const unlimited = createGuard({ idleTimeoutMs: null });
    unlimited.beforeCall().end({ text: 'hello' });
    vi.advanceTimersByTime(10_000_000);
    expect(unstarted.state).toBe('init');
    expect(unlimited.state).toBe('processing');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps watching a restored run, and its abandoned state survives a snapshot', () => {
    const first = createGuard({ runId: 'moved', idleTimeoutMs: 5_000 });
    first.beforeCall().end({ text: 'step one' });
    const restored = restoreGuard(JSON.parse(JSON.stringify(first.snapshot())), { idleTimeoutMs: 5_000 });
    first.abandon('moved to another process');
    vi.advanceTimersByTime(6_000);
    expect(restored.state).toBe('abandoned');
    const again = restoreGuard(JSON.parse(JSON.stringify(restored.snapshot())));
    expect(again.state).toBe('abandoned');
    expect(() => again.beforeCall()).toThrow(/was abandoned/);
  });
});

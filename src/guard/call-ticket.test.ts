import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { isGuardError } from '../errors.js';
import { createGuard } from './guard.js';

const usage = { promptTokens: 10, completionTokens: 2 };

describe('a call ticket signal', () => {
  it('leaves no listener on the run signal or the caller signal once its call ends, over 200 calls', async () => {
    const run = new AbortController();
    const caller = new AbortController();
    const guard = createGuard({ maxRounds: null, signal: run.signal });
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      for (let call = 0; call < 200; call++) {
        const ticket = guard.beforeCall({ model: 'gpt-4o-mini' }, { signal: caller.signal });
        expect(ticket.signal.aborted).toBe(false);
        expect(getEventListeners(run.signal, 'abort')).toHaveLength(1);
        expect(getEventListeners(caller.signal, 'abort')).toHaveLength(1);
        if (call % 2 === 0) ticket.end({ usage, text: `page ${call} read` });
        else ticket.fail(new Error('socket hang up'));
        expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
        expect(getEventListeners(caller.signal, 'abort')).toHaveLength(0);
      }
      // Node emits its warning on a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('aborts with the reason of whichever parent aborts first while the call is open', () => {
    const run = new AbortController();
    const caller = new AbortController();
    const guard = createGuard({ signal: run.signal });
    const ticket = guard.beforeCall({}, { signal: caller.signal });
    const signal = ticket.signal;
    caller.abort(new Error('user pressed stop'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('user pressed stop');
    run.abort(new Error('shutdown'));
    expect((signal.reason as Error).message).toBe('user pressed stop');
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
  });

  it('is aborted at once when a parent was aborted before the signal was read, and arms no deadline', () => {
    const caller = new AbortController();
    caller.abort(new Error('cancelled before sending'));
    const guard = createGuard({ callTimeoutMs: 1 });
    const ticket = guard.beforeCall({}, { signal: caller.signal });
    expect(ticket.signal.aborted).toBe(true);
    expect((ticket.signal.reason as Error).message).toBe('cancelled before sending');
    expect(getEventListeners(caller.signal, 'abort')).toHaveLength(0);
  });

  it('aborts at the call timeout with the guard trip naming the call', async () => {
    const guard = createGuard({ callTimeoutMs: 30 });
    guard.beforeCall({}).end({ usage });
    const ticket = guard.beforeCall({});
    const reason = await new Promise<unknown>((resolve) =>
      ticket.signal.addEventListener('abort', () => resolve(ticket.signal.reason), { once: true }),
    );
    expect(isGuardError(reason) && reason.code).toBe('GUARD_TIME_LIMIT');
    expect((reason as Error).message).toContain('LLM call 2 of run');
    expect(ticket.fail(new Error('aborted'))).toBe(reason);
    expect(guard.state).toBe('failed');
  });

  it('does not abort after its call ended, when a parent aborts later or the timeout passes', async () => {
    const run = new AbortController();
    const guard = createGuard({ callTimeoutMs: 20, signal: run.signal });
    const ticket = guard.beforeCall({});
    const signal = ticket.signal;
    ticket.end({ usage });
    await new Promise((resolve) => setTimeout(resolve, 60));
    run.abort(new Error('shutdown'));
    expect(signal.aborted).toBe(false);
    expect(guard.state).not.toBe('failed');
  });
});

describe('the signal the calls of a run share when nothing else is to be followed', () => {
  it('serves 32 calls, then a new one, so listeners an HTTP client leaves stay bounded and warn nothing', async () => {
    const guard = createGuard({ maxRounds: null });
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const signals: AbortSignal[] = [];
    try {
      for (let call = 0; call < 100; call++) {
        const ticket = guard.beforeCall({ model: 'gpt-4o-mini' });
        // As the OpenAI and Anthropic SDKs do for every request: a listener that is never removed.
        ticket.signal.addEventListener('abort', () => undefined, { once: true });
        signals.push(ticket.signal);
        ticket.end({ usage, text: `page ${call} read` });
      }
      // Node emits its warning on a later turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    const distinct = [...new Set(signals)];
    expect(distinct).toHaveLength(4);
    expect(signals[31]).toBe(signals[0]);
    expect(signals[32]).not.toBe(signals[31]);
    for (const signal of distinct) expect(getEventListeners(signal, 'abort').length).toBeLessThanOrEqual(32);
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('cuts every call of the run in flight at one call deadline, each failing with the run trip', async () => {
    const guard = createGuard({ callTimeoutMs: 30, maxRounds: null });
    const slow = guard.beforeCall({});
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = guard.beforeCall({});
    expect(other.signal).toBe(slow.signal);
    const reason = await new Promise<unknown>((resolve) =>
      slow.signal.addEventListener('abort', () => resolve(slow.signal.reason), { once: true }),
    );
    expect(isGuardError(reason) && reason.code).toBe('GUARD_TIME_LIMIT');
    expect((reason as Error).message).toContain('LLM call 1 of run');
    expect(other.signal.aborted).toBe(true);
    expect(other.fail(new Error('This operation was aborted'))).toBe(reason);
    expect(guard.state).toBe('failed');
    expect(() => guard.beforeCall({})).toThrow(/LLM call 1 of run/);
  });

  it('is not used by a call with a signal of its own: aborting that one cuts only its call', () => {
    const guard = createGuard({ maxRounds: null });
    const caller = new AbortController();
    const shared = guard.beforeCall({});
    const own = guard.beforeCall({}, { signal: caller.signal });
    expect(own.signal).not.toBe(shared.signal);
    caller.abort(new Error('user pressed stop'));
    expect(own.signal.aborted).toBe(true);
    expect(shared.signal.aborted).toBe(false);
    expect(guard.beforeCall({}).signal).toBe(shared.signal);
  });

  it('is not used when the run has an outside signal: every call follows it with a signal of its own', () => {
    const run = new AbortController();
    const guard = createGuard({ maxRounds: null, signal: run.signal });
    const first = guard.beforeCall({});
    const second = guard.beforeCall({});
    expect(first.signal).not.toBe(second.signal);
    run.abort(new Error('shutdown'));
    expect(first.signal.aborted && second.signal.aborted).toBe(true);
  });

  it('is made again for the next call once a ticket aborted it', () => {
    const guard = createGuard({ maxRounds: null });
    const first = guard.beforeCall({});
    first.abort(new Error('cut by the caller'));
    first.fail(new Error('aborted'));
    const next = guard.beforeCall({});
    expect(next.signal).not.toBe(first.signal);
    expect(next.signal.aborted).toBe(false);
  });
});

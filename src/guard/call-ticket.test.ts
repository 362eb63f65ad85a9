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

import { describe, expect, it } from 'vitest';
import { configError } from '../../test/helpers/config-error.js';
import { type GuardOptions, resolveGuardOptions } from './options.js';
import { plainlyValidRunFields, withRunOverrides } from './run-overrides.js';

describe('withRunOverrides', () => {
  const policyListener = () => {};
  const base = resolveGuardOptions({
    maxRounds: 40,
    taskType: 'etl',
    agentName: 'policy-agent',
    idleTimeoutMs: 60_000,
    onEvent: policyListener,
  });

  it('gives the options a whole object would resolve to, sharing what the run does not set', () => {
    const runListener = () => {};
    const now = () => 1_000;
    const run = withRunOverrides(base, {
      runId: 'run-7',
      taskId: 'task-7',
      agentName: 'cleaner',
      idleTimeoutMs: 5_000,
      now,
      listeners: [runListener],
    });
    const whole = resolveGuardOptions({
      maxRounds: 40,
      taskType: 'etl',
      runId: 'run-7',
      taskId: 'task-7',
      agentName: 'cleaner',
      idleTimeoutMs: 5_000,
      now,
      onEvent: [policyListener, runListener],
    });
    // onError's default is a new function per resolve: everything else is equal.
    const { onError: _runDefault, ...runRest } = run;
    const { onError: _wholeDefault, ...wholeRest } = whole;
    expect(runRest).toEqual(wholeRest);
    expect(Object.isFrozen(run)).toBe(true);
    // Validated and copied once: the run shares the base's frozen data, and the base is unchanged.
    expect(run.loop).toBe(base.loop);
    expect(run.prices).toBe(base.prices);
    expect(base.runId).toBeUndefined();
    expect(base.listeners).toEqual([policyListener]);
  });

  it("keeps the base's labels and idle limit where the run gives none", () => {
    const run = withRunOverrides(base, { runId: 'run-8' });
    expect(run).toMatchObject({
      runId: 'run-8',
      agentName: 'policy-agent',
      taskType: 'etl',
      idleTimeoutMs: 60_000,
    });
    expect(run.listeners).toBe(base.listeners);
  });

  it("takes the schema's fast path only for fields the schema accepts", () => {
    const listener = () => {};
    const values: unknown[] = [
      undefined,
      null,
      '',
      'run-1',
      ' ',
      0,
      -1,
      1.5,
      1,
      60_000,
      2 ** 53,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      {},
      [],
      [listener],
      [listener, 'x'],
      listener,
    ];
    const fields = ['runId', 'taskId', 'agentName', 'taskType', 'idleTimeoutMs', 'now', 'onEvent'];
    let fast = 0;
    for (const field of fields)
      for (const value of values) {
        const candidate = { [field]: value };
        let accepted = true;
        try {
          resolveGuardOptions(candidate as GuardOptions);
        } catch {
          accepted = false;
        }
        // Never past the schema: a field the fast path lets through is one the schema accepts.
        if (plainlyValidRunFields(candidate)) {
          fast++;
          expect({ field, value, accepted }).toEqual({ field, value, accepted: true });
        }
      }
    // …and it does let the usual ones through (labels, an idle limit, a clock, listeners).
    expect(plainlyValidRunFields({ runId: 'r', taskId: 't', agentName: '', taskType: 'etl' })).toBe(true);
    expect(plainlyValidRunFields({ idleTimeoutMs: 60_000, now: Date.now, onEvent: [listener] })).toBe(true);
    expect(fast).toBeGreaterThan(fields.length);
  });

  it("checks the run's own fields with the same messages as a whole options object", () => {
    expect(configError(() => withRunOverrides(base, { runId: '' })).issues).toEqual(
      configError(() => resolveGuardOptions({ runId: '' })).issues,
    );
    expect(configError(() => withRunOverrides(base, { runId: 'r', idleTimeoutMs: -1 })).issues[0]?.path).toBe(
      'idleTimeoutMs',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isGuardError } from '../errors.js';
import { actionKey } from '../signature/action-signature.js';
import { createGuard } from './guard.js';
import { observeResult } from './observe-result.js';
import { resolveGuardOptions } from './options.js';
import { StepRecorder } from './step-recorder.js';

function nested(depth: number, leaf: unknown): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** The call the guard refuses when the same call and result come back, or 0 when none is refused. */
function refusedAt(argumentsOf: () => unknown, resultOf: () => unknown = () => 'done'): number {
  const guard = createGuard({ maxRounds: null, maxTokens: null });
  for (let call = 1; call <= 30; call++) {
    try {
      guard
        .beforeCall()
        .end({ toolCalls: [{ id: `c${call}`, name: 'transform', arguments: argumentsOf() }] });
    } catch (error) {
      if (isGuardError(error)) return call;
      throw error;
    }
    guard.recordToolResult({ toolCallId: `c${call}`, result: resultOf() });
  }
  return 0;
}

describe('StepRecorder on hostile shapes', () => {
  it('stops 4,000-level nested arguments repeated 30 times at the same call as a shallow repeat', () => {
    const shallow = refusedAt(() => ({ a: 'x' }));
    expect(shallow).toBeGreaterThan(0);
    expect(refusedAt(() => nested(4_000, 'x'))).toBe(shallow);
    expect(refusedAt(() => JSON.stringify(nested(4_000, 'x')))).toBe(shallow);
  });

  it('finds circular and BigInt arguments and results repeated like any other repeat', () => {
    const circular = () => {
      const value: Record<string, unknown> = { a: 'x' };
      value.self = value;
      return value;
    };
    const found = (argumentsOf: () => unknown, resultOf: () => unknown) => {
      const options = resolveGuardOptions();
      const recorder = new StepRecorder({
        loopEnabled: true,
        loop: options.loop,
        signatureOf: (call) => actionKey(call),
      });
      for (let round = 1; round <= 10; round++) {
        recorder.flush();
        if (recorder.peekDetection()) return round;
        const signature = actionKey({ name: 'transform', arguments: argumentsOf() });
        recorder.addModelTurn(round, 'assistant', null, [{ signature, id: `c${round}` }]);
        recorder.attachResult(`c${round}`, 'transform', observeResult({ result: resultOf() }).observation);
      }
      return 0;
    };
    const shallow = found(
      () => ({ a: 'x' }),
      () => 'done',
    );
    expect(shallow).toBeGreaterThan(0);
    expect(found(circular, circular)).toBe(shallow);
    expect(
      found(
        () => ({ n: 1n }),
        () => ({ total: 2n }),
      ),
    ).toBe(shallow);
  });

  it('does not stop deep arguments that differ at the bottom', () => {
    let call = 0;
    expect(
      refusedAt(
        () => nested(4_000, `x${call++}`),
        () => `row ${call}`,
      ),
    ).toBe(0);
  });
});

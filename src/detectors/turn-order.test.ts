import { describe, expect, it } from 'vitest';
import { actionKey } from '../signature/action-signature.js';
import { inTurnOrder, keyOf, ownStatusPolls, resultsKeyOf, someArguments, someWaits } from './turn-order.js';
import type { StepObservation } from './types.js';

const observation = (hash: string, pending = false): StepObservation => ({
  hash,
  text: hash,
  failed: false,
  pending,
  empty: false,
  tail: undefined,
  lines: undefined,
});

describe('inTurnOrder', () => {
  it('sorts parallel calls by hash and keeps each result with its call', () => {
    const a = actionKey({ name: 'read', arguments: { path: 'a' } });
    const b = actionKey({ name: 'read', arguments: { path: 'b' } });
    const [first, second] = a.hash < b.hash ? [a, b] : [b, a];
    const turn = inTurnOrder({ actions: [second, first], observations: [observation('r2'), undefined] });
    expect(turn.actions).toEqual([first, second]);
    expect(turn.observations).toEqual([null, observation('r2')]);
    expect(keyOf(turn.actions)).toBe(`${first.hash},${second.hash}`);
    expect(resultsKeyOf(turn.observations)).toBe('?,r2');
  });

  it('copies a turn of one call or none as it is', () => {
    const a = actionKey({ name: 'read', arguments: { path: 'a' } });
    const input = { actions: [a], observations: [observation('r1')] };
    const turn = inTurnOrder(input);
    expect(turn.actions).toEqual([a]);
    expect(turn.actions).not.toBe(input.actions);
    expect([keyOf(turn.actions), resultsKeyOf(turn.observations)]).toEqual([a.hash, 'r1']);
    expect(inTurnOrder({ actions: [], observations: [] })).toEqual({ actions: [], observations: [] });
    expect([keyOf([]), resultsKeyOf([])]).toEqual(['', '']);
    expect(resultsKeyOf(inTurnOrder({ actions: [a], observations: [] }).observations)).toBe('?');
  });
});

describe('the turn tests', () => {
  it('reads a status poll, a wait and a flag from the calls', () => {
    const status = actionKey({ name: 'job_status', arguments: { id: 'j1' } });
    const setsStatus = actionKey({ name: 'update_ticket', arguments: { status: 'pending' } });
    expect(ownStatusPolls([status], [observation('r', true)])).toBe(true);
    expect(ownStatusPolls([setsStatus], [observation('r', true)])).toBe(false);
    expect(ownStatusPolls([status], [null])).toBe(false);
    const sleep = actionKey({ name: 'bash', arguments: { command: 'sleep 30' } });
    expect([someWaits([status, sleep]), someWaits([status])]).toEqual([true, false]);
    const watch = actionKey({ name: 'bash', arguments: { command: 'gh run watch' } });
    expect([someArguments([watch], /\bwatch\b/), someArguments([status], /\bwatch\b/)]).toEqual([
      true,
      false,
    ]);
  });
});

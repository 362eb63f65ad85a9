import { describe, expect, it } from 'vitest';
import { connectionTokens, forwardHeaders, replyHeaders } from './hop-by-hop.js';

describe('connectionTokens', () => {
  it('names the fields a Connection value lists, the same for a value seen before and past the memo', () => {
    expect([...connectionTokens('keep-alive')]).toEqual(['keep-alive']);
    expect([...connectionTokens(' Close , X-Trace,,')]).toEqual(['close', 'x-trace']);
    // More distinct values than are remembered: each still gives its own names.
    for (let index = 0; index < 100; index++)
      expect([...connectionTokens(`close, x-hop-${index}`)]).toEqual(['close', `x-hop-${index}`]);
    expect([...connectionTokens(' Close , X-Trace,,')]).toEqual(['close', 'x-trace']);
    expect(connectionTokens(undefined).size).toBe(0);
  });

  it('drops what Connection names, in requests and in replies', () => {
    const request = { connection: 'keep-alive, x-trace', 'x-trace': '1', 'x-kept': '2', host: 'h' };
    expect(forwardHeaders(request)).toEqual({ 'x-kept': '2' });
    expect(replyHeaders({ connection: 'x-trace', 'x-trace': '1', 'content-type': 'a' })).toEqual({
      'content-type': 'a',
    });
  });
});

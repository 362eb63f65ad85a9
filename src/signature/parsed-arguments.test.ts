import { describe, expect, it } from 'vitest';
import { actionKey } from './action-signature.js';
import { NOT_JSON, parsedArgumentsOf } from './parsed-arguments.js';

describe('parsedArgumentsOf', () => {
  it('parses a call once and gives every reader the same value', () => {
    const action = actionKey({ name: 'search', arguments: '{"q":"tent","page":2}' });
    const first = parsedArgumentsOf(action);
    expect(first).toEqual({ page: 2, q: 'tent' });
    expect(parsedArgumentsOf(action)).toBe(first);
  });

  it('marks arguments that are no JSON, and keeps a JSON null as null', () => {
    expect(parsedArgumentsOf({ tool: 't', arguments: 'ls -la', argumentsHash: 'a', hash: 'b' })).toBe(
      NOT_JSON,
    );
    expect(parsedArgumentsOf({ tool: 't', arguments: 'null', argumentsHash: 'a', hash: 'c' })).toBeNull();
  });
});

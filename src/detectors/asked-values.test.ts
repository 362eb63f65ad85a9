import { describe, expect, it } from 'vitest';
import { actionKey } from '../signature/action-signature.js';
import { echoedValues, echoesOwnAsk } from './asked-values.js';

const action = (args: unknown) => actionKey({ name: 'lookup', arguments: args });

describe('echoedValues', () => {
  it('reads each string value of the arguments, keys skipped, and keeps those the result names', () => {
    const asked = action({ id: 'ORD-1183', region: 'north', note_key: 'zzz' });
    expect(echoedValues(asked, { text: 'order ORD-1183 shipped north' })).toBe('\u0000ORD-1183\u0000north');
    expect(echoedValues(asked, { text: 'id region note_key' })).toBe('');
  });

  it('reads values with escaped quotes and backslashes as their text, ending each at its own closing quote', () => {
    const asked = action({ a: 'dir\\', b: 'say "hi" now', c: 'x\\"y', d: 'tail' });
    expect(asked.arguments).toBe('{"a":"dir\\\\","b":"say \\"hi\\" now","c":"x\\\\\\"y","d":"tail"}');
    expect(echoedValues(asked, { text: 'dir\\ and say "hi" now and x\\"y and tail' })).toBe(
      '\u0000dir\\\u0000say "hi" now\u0000x\\"y\u0000tail',
    );
    expect(echoedValues(asked, { text: 'only tail' })).toBe('\u0000tail');
  });

  it('tells a result that echoes its own ask from one that echoes what both asked', () => {
    const mine = action({ id: 'SUP510975', kind: 'ticket' });
    const other = action({ id: 'SUP510976', kind: 'ticket' });
    expect(echoesOwnAsk(mine, other, { text: 'ticket SUP510975 open' })).toBe(true);
    expect(echoesOwnAsk(mine, other, { text: 'ticket open' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { nextPart, partWalk } from './part-walk.js';

/** The parts a walk cuts a text into. */
function partsOf(text: string): string[] {
  const walk = partWalk(text);
  const parts: string[] = [];
  while (nextPart(walk)) parts.push(text.slice(walk.start, walk.end));
  return parts;
}

/** The cutting as a regex does it, which the walk follows. */
const split = (text: string) => text.split(/\r?\n|(?=\{)|(?<=\})/);

/** A text of `length` characters drawn from those that cut parts and a few that do not, from a seed. */
function generated(seed: number, length: number): string {
  const alphabet = ['\n', '\r', '{', '}', 'a', ' ', ':', '1'];
  let state = seed;
  let text = '';
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    text += alphabet[(state >>> 16) % alphabet.length];
  }
  return text;
}

describe('nextPart', () => {
  it('cuts lines and JSON objects', () => {
    expect(partsOf('head\n{"a":1} tail\r\nlast')).toEqual(['head', '{"a":1}', ' tail', 'last']);
  });

  it('leaves no empty part before an object or after one', () => {
    expect(partsOf('{"a":{"b":2}}')).toEqual(['{"a":', '{"b":2}', '}']);
    expect(partsOf('}{x}')).toEqual(['}', '{x}']);
  });

  it('keeps empty lines and a last empty part', () => {
    expect(partsOf('\n\na\n')).toEqual(['', '', 'a', '']);
    expect(partsOf('')).toEqual(['']);
  });

  it('ends a line at its carriage return, and only before a line feed', () => {
    expect(partsOf('a\r\r\nb}\r\nc\r')).toEqual(['a\r', 'b}', 'c\r']);
  });

  it('cuts as the regex does, whatever the text', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const text = generated(seed, seed % 40);
      expect(partsOf(text), JSON.stringify(text)).toEqual(split(text));
    }
  });
});

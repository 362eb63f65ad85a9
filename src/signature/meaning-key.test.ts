import { describe, expect, it } from 'vitest';
import { equivalentSpelling } from './equivalent-spelling.js';
import { hashString } from './hash.js';
import { meaningKeyOf } from './meaning-key.js';

/** The meaning key the slow way: the spelling worked out, lower-cased, escapes and white space cut, hashed. */
const slowKey = (tool: string, text: string) =>
  hashString(
    `${tool}\u0000${equivalentSpelling(text)
      .toLowerCase()
      .replace(/\\[nrt]|\s+/g, '')}`,
  );

describe('meaningKeyOf', () => {
  it('is the slow key for texts made of what the spelling rules look for', () => {
    // A seeded walk over fragments the rules rewrite (query strings, URLs, comments, paths, unset flags, dates)
    // and the single characters they start with, so that every near miss of a rule is met too.
    let seed = 11;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 8;
    };
    const pieces = [
      ...'"&*./:=?{},[]\\ \tnA7',
      '"12.05.2026"',
      '"2026/12/12"',
      '"5/1/2027"',
      '"03/04/2026"',
      '"05.12.2026"',
      '{"v":null',
      ',"v":false',
      ',"v":null}',
      '"1.2"',
      '?utm_source=x&id=4',
      '?ref=a',
      '&&',
      '?&',
      'https://www.example.com/a#top',
      '"http://',
      '/*c*/',
      '//',
      './',
      '/"',
      ':false',
      ':null',
      ':n',
      ':f',
      '"k":true',
      'é',
      '\\n',
    ];
    for (let sample = 0; sample < 3000; sample++) {
      let text = '';
      const size = next() % 12;
      for (let piece = 0; piece < size; piece++) text += pieces[next() % pieces.length] as string;
      const tool = ['t', 'fetch', 'read_file'][sample % 3] as string;
      expect(meaningKeyOf(tool, text)).toBe(slowKey(tool, text));
    }
  });

  it('is the slow key for canonical arguments as calls write them', () => {
    const texts = [
      '{"columns":["date","region"],"dedupe":true,"filter":"amount > 5 and region != \'test\'","path":"/srv/a-5.csv"}',
      '{"url":"https://www.example.com/docs?utm_source=news&page=2#intro"}',
      '{"date":"12.12.2026","verbose":false}',
      '{"path":"./src//lib/"}',
      '{"sql":"select 1 /* tag */ from t"}',
      '{"q":"a=b?c"}',
      '{"n":1.5,"m":"x/y"}',
    ];
    for (const text of texts) expect(meaningKeyOf('tool', text)).toBe(slowKey('tool', text));
  });
});

import { describe, expect, it } from 'vitest';
import { actionSignature } from './action-signature.js';
import { canonicalizeArguments, parseArguments } from './canonicalize.js';
import { hashString } from './hash.js';
import { canonicalizeObservation, hashObservation, isEmptyObservation } from './observation.js';

describe('canonicalizeArguments', () => {
  it('sorts keys and collapses white space in strings', () => {
    expect(canonicalizeArguments('{"b": 1, "a": "  /srv/sales.csv   "}')).toBe(
      '{"a":"/srv/sales.csv","b":1}',
    );
    expect(canonicalizeArguments({ a: 'two  words\n here' })).toBe('{"a":"two words here"}');
  });

  it('sorts keys at every depth', () => {
    expect(canonicalizeArguments({ z: { y: 1, x: [{ b: 2, a: 1 }] } })).toBe(
      '{"z":{"x":[{"a":1,"b":2}],"y":1}}',
    );
  });

  it('orders keys by UTF-16 code units, as Array#sort does, for few keys and many', () => {
    const names = [
      'b',
      'B',
      'a_1',
      'a',
      'é',
      'Z',
      '10',
      '9',
      'ab',
      'aa',
      'a-b',
      'x',
      'y',
      'w',
      'v',
      'u',
      't',
      's',
    ];
    for (const count of [2, 5, 16, 17, names.length]) {
      const picked = names.slice(0, count).reverse();
      const record = Object.fromEntries(picked.map((name) => [`k${name}`, 1]));
      const written = Object.keys(JSON.parse(canonicalizeArguments(record)) as object);
      // Object.keys lists integer-like keys first; the `k` prefix keeps every key a plain string.
      expect(written).toEqual(picked.map((name) => `k${name}`).sort());
    }
  });

  it('drops volatile keys such as timestamps, nonces and request ids', () => {
    const first = canonicalizeArguments({
      account: 'acme',
      request_id: 'r-1',
      ts: 1,
      nonce: 'x',
      traceId: 't',
    });
    const second = canonicalizeArguments({
      account: 'acme',
      request_id: 'r-2',
      ts: 2,
      nonce: 'y',
      traceId: 'u',
    });
    expect(first).toBe('{"account":"acme"}');
    expect(second).toBe(first);
  });

  it('drops a counter of tries: the same hand-off on its third attempt asks the same thing', () => {
    const ask = (counter: Record<string, number>) =>
      canonicalizeArguments({ worker: 'ops-jes', task: 'resolve 2080337848', ...counter });
    expect(ask({ attempt: 3 })).toBe(ask({ attempt: 1 }));
    expect(ask({ retry_count: 2 })).toBe(ask({}));
    expect(ask({ attempt_no: 4 })).toBe(ask({}));
    // A setting of how many retries to make is part of the ask.
    expect(ask({ retries: 3 })).not.toBe(ask({}));
  });

  it('masks times under ordinary keys, and keeps UUIDs and long hex as the ids they name', () => {
    const first = canonicalizeArguments({ since: '2026-11-30T10:00:00Z', limit: 5 });
    const second = canonicalizeArguments({ since: '2026-11-30T11:22:33Z', limit: 5 });
    expect(first).toBe(second);
    // A model writes a UUID or a hash it read earlier: the record or subscriber it asks about, not noise.
    expect(canonicalizeArguments({ record: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' })).not.toBe(
      canonicalizeArguments({ record: '9a2504e0-4f89-11d3-9a0c-0305e82c3399' }),
    );
    expect(canonicalizeArguments({ subscriber_hash: '488d0778da0000000000000000000000' })).not.toBe(
      canonicalizeArguments({ subscriber_hash: 'd629a4c27f0000000000000000000000' }),
    );
    expect(
      canonicalizeArguments({ code: 'tag(subscriber_hash="488d0778da0000000000000000000000")' }),
    ).toContain('488d0778da');
    // A time inside a command is still masked.
    expect(canonicalizeArguments({ command: 'logs --since 2026-11-30T10:00:00Z' })).toContain('<time>');
  });

  it('keeps identifiers: a UUID under an id key, page numbers, offsets', () => {
    const a = canonicalizeArguments({ order_id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301' });
    const b = canonicalizeArguments({ order_id: '9a2504e0-4f89-11d3-9a0c-0305e82c3399' });
    expect(a).not.toBe(b);
    expect(canonicalizeArguments({ page: 1 })).not.toBe(canonicalizeArguments({ page: 2 }));
  });

  it('cuts long values to a prefix plus a hash of the whole', () => {
    const long = 'x'.repeat(300);
    const canonical = canonicalizeArguments({ text: long });
    expect(canonical.length).toBeLessThan(260);
    expect(canonical).toContain(`#${hashString(long)}/300`);
    expect(canonicalizeArguments({ text: `${long}y` })).not.toBe(canonical);
  });

  it('applies core and ignored arguments of a tool policy', () => {
    expect(canonicalizeArguments({ path: 'a', verbose: true, retries: 2 }, { coreArgs: ['path'] })).toBe(
      '{"path":"a"}',
    );
    expect(canonicalizeArguments({ path: 'a', verbose: true }, { ignoreArgs: ['verbose'] })).toBe(
      '{"path":"a"}',
    );
  });

  it("drops a browser tool's element handle beside the element it names, and only there", () => {
    expect(canonicalizeArguments({ element: 'Save job button', ref: 'e94' })).toBe(
      canonicalizeArguments({ ref: 'e73', element: 'Save job button' }),
    );
    expect(canonicalizeArguments({ ref: 'e94' })).not.toBe(canonicalizeArguments({ ref: 'e73' }));
    expect(canonicalizeArguments({ ref: 'refs/heads/main', branch: 'x' })).toContain('refs/heads/main');
  });

  it('keeps unparseable argument text as a string', () => {
    expect(parseArguments('{"broken":')).toBe('{"broken":');
    expect(canonicalizeArguments('ls   -la ')).toBe('"ls -la"');
    expect(canonicalizeArguments('')).toBe('{}');
  });
});

describe('actionSignature', () => {
  it('gives the incident calls one signature despite trailing spaces', () => {
    const signatures = ['/srv/sales.csv', '/srv/sales.csv ', '/srv/sales.csv  '].map((path) =>
      actionSignature({ name: 'clean_csv', arguments: JSON.stringify({ path }) }),
    );
    expect(new Set(signatures.map((signature) => signature.hash)).size).toBe(1);
    expect(signatures[0]?.text).toBe('clean_csv({"path":"/srv/sales.csv"})');
  });

  it('separates tools with the same arguments', () => {
    const a = actionSignature({ name: 'draft_notes', arguments: { version: '2.1' } });
    const b = actionSignature({ name: 'format_notes', arguments: { version: '2.1' } });
    expect(a.hash).not.toBe(b.hash);
    expect(a.argumentsHash).toBe(b.argumentsHash);
  });
});

describe('observations', () => {
  it('hash equal when only volatile values differ', () => {
    expect(hashObservation('done at 2026-11-30T10:00:00Z in 35 ms')).toBe(
      hashObservation('done at 2026-11-30T10:05:00Z in 41 ms'),
    );
    expect(hashObservation('{"state":"rolling","done":2}')).not.toBe(
      hashObservation('{"state":"rolling","done":5}'),
    );
    expect(hashObservation('<Conn object at 0x7f8e5c2d1e50> refused')).toBe(
      hashObservation('<Conn object at 0x7f11aa2d9f00> refused'),
    );
    expect(hashObservation('5 passed in 0.12s')).toBe(hashObservation('5 passed in 0.31s'));
    expect(hashObservation("cleaned '/srv/sales.csv  ': 980 rows")).toBe(
      hashObservation("cleaned '/srv/sales.csv': 980 rows"),
    );
  });

  it('recognises "nothing found" answers but not empty successes', () => {
    for (const text of ['[]', 'No results found.', '0 matches', 'nothing found', '{"results":[]}']) {
      expect(isEmptyObservation(canonicalizeObservation(text))).toBe(true);
    }
    for (const text of ['', 'None', 'ok', '3 results', '{}'])
      expect(isEmptyObservation(canonicalizeObservation(text))).toBe(false);
  });
});

describe('search texts', () => {
  it('mask a time before they are lower-cased, so a tagged query is one query', () => {
    const tagged = (at: string) =>
      canonicalizeArguments({ query: `/* job=nightly at=${at} */ SELECT count(*) FROM visits` });
    expect(tagged('2026-03-02T10:15:00.120Z')).toBe(tagged('2026-03-02T10:16:41.907Z'));
    expect(tagged('2026-03-02T10:15:00.120Z')).toContain('select count(*) from visits');
  });
});

describe('commands and queries', () => {
  it('set aside comment lines before what runs, never a hashtag, a shebang or a value that is only a comment', () => {
    expect(canonicalizeArguments({ command: '# again, with the cache warm\nmake test' })).toBe(
      canonicalizeArguments({ command: 'make test' }),
    );
    expect(canonicalizeArguments({ sql: '-- retry\n-- same as before\nSELECT 1' })).toBe(
      canonicalizeArguments({ sql: 'SELECT 1' }),
    );
    expect(canonicalizeArguments({ query: '#climate' })).not.toBe(
      canonicalizeArguments({ query: '#weather' }),
    );
    expect(canonicalizeArguments({ script: '#!/bin/sh\necho hi' })).toContain('#!/bin/sh');
    expect(canonicalizeArguments({ command: '# one' })).not.toBe(canonicalizeArguments({ command: '# two' }));
    expect(canonicalizeArguments({ body: '# Notes\ntext' })).toContain('# Notes');
  });
});

describe('commentary arguments', () => {
  const todo = (statuses: readonly string[]) =>
    JSON.stringify({
      todos: statuses.map((status, index) => ({ content: `check funder ${index + 1}`, status })),
    });

  it('leaves the commentary beside a call out: a reworded reason does not make a repeat new', () => {
    expect(canonicalizeArguments({ path: 'a.csv', reason: 'first look' })).toBe(
      canonicalizeArguments({ path: 'a.csv', reason: 'look again' }),
    );
  });

  it("keeps a todo tool's list when it is all the call says: another item done is another write", () => {
    expect(canonicalizeArguments(todo(['completed', 'pending']))).not.toBe(
      canonicalizeArguments(todo(['completed', 'completed'])),
    );
    expect(canonicalizeArguments(todo(['completed', 'pending']))).toBe(
      canonicalizeArguments(todo(['completed', 'pending'])),
    );
  });
});

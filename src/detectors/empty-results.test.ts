import { describe, expect, it } from 'vitest';
import { detect } from '../../test/helpers/steps.js';
import { emptyResults } from './empty-results.js';

describe('emptyResults', () => {
  it('trips on rephrased searches that all return nothing', () => {
    const turns = ['sales Q3', 'Q3 sales numbers', 'third quarter sales'].map((query) => ({
      tool: 'search',
      args: { query },
      result: 'No results found.',
    }));
    const { detection, step } = detect(emptyResults(), turns);
    expect(step).toBe(3);
    expect(detection?.signatures).toHaveLength(3);
  });

  it('resets when the tool finds something', () => {
    const turns = ['a', 'b', 'c', 'd'].map((query, index) => ({
      tool: 'search',
      args: { query },
      result: index === 2 ? '2 results' : '[]',
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });

  it('does not count sweeps: one tool called for several items at once, turn after turn', () => {
    const turns = ['LGA', 'EWR', 'BOS', 'JFK'].map((destination) => ({
      calls: ['2025-11-12', '2025-11-13'].map((date) => ({
        tool: 'search_direct_flight',
        args: { origin: 'SFO', destination, date },
        result: '[]',
      })),
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });

  it('does not count the same query sent to different sources', () => {
    const turns = ['web', 'docs', 'tickets', 'wiki'].map((source) => ({
      tool: `search_${source}`,
      args: { query: 'outage' },
      result: 'No results found.',
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });

  it('does not count empty successes such as an empty string', () => {
    const turns = ['mkdir a', 'mkdir b', 'touch c', 'cp d e'].map((command) => ({
      tool: 'bash',
      args: { command },
      result: '',
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });
});

describe('emptyResults on "nothing found" in other words', () => {
  it('trips on rephrased searches whose empty answers echo each query', () => {
    const turns = ['q3 sales', 'sales in q3', 'third quarter sales'].map((q) => ({
      tool: 'search',
      args: { q, count: 5 },
      result: `No results found for "${q}".`,
    }));
    expect(detect(emptyResults(), turns).step).toBe(3);
  });

  it('trips one call later on rephrased searches answered "nothing found" in other words each time', () => {
    const answers = [
      (q: string) => `No automations found matching "${q}". (44 automations loaded, config hash 7431a79)`,
      (q: string) => `automation_search: 0 results for '${q}' @ 15:02:14.903`,
      () => '[]',
    ];
    const words = [
      'porch light sunset',
      'sunset porch lamp on',
      'turn on porch at dusk',
      'outdoor light sunset',
    ];
    const turns = words.map((text, index) => ({
      tool: 'automation_search',
      args: { text },
      result: (answers[index % 3] as (q: string) => string)(text),
    }));
    const { detection, step } = detect(emptyResults(), turns);
    expect(step).toBe(4);
    expect(detection?.rounds).toEqual([1, 2, 3, 4]);
    // An empty answer that says more than "nothing found" (suggestions, a listing of what there is) is no bare one.
    const suggested = turns.map((turn, index) =>
      index === 2
        ? {
            ...turn,
            result: `No automations found. Did you mean: ${'porch scene morning, garden lights at dusk, '.repeat(3)}`,
          }
        : turn,
    );
    expect(detect(emptyResults(), suggested).detection).toBeUndefined();
  });

  it('trips on empty lists whose request ids churn, and on failures that found nothing', () => {
    const kb = ['lamp warranty', 'warranty replacement', 'defective lamp'].map((query, index) => ({
      tool: 'search_kb',
      args: { query },
      result: `{"articles":[],"total":0,"request_id":"req_${index}d15ac4e15ede6"}`,
    }));
    expect(detect(emptyResults(), kb).step).toBe(3);
    const lookups = ['famous songs by A', 'famous songs by A in India', 'famous Marathi songs by A'].map(
      (entity) => ({
        tool: 'Search',
        args: { entity },
        result: `Could not find [${entity}]. Similar: ['Indian folk music']`,
        failed: true,
      }),
    );
    expect(detect(emptyResults(), lookups).step).toBe(3);
  });

  it('does not count a list with something in it', () => {
    const turns = ['a', 'b', 'c'].map((query) => ({
      tool: 'search_kb',
      args: { query },
      result: `{"articles":[{"id":"${query}"}],"related":[],"total":1}`,
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });
});

describe('a search answered the same, in words not known to mean "nothing found"', () => {
  const imapTags = ['A0666', 'A9659', 'A0856', 'A6370', 'A0683'];
  const searches = [
    'FROM "Ó Flaithearta"',
    'FROM "O Flaithearta"',
    'FROM "o flaithearta"',
    'FROM "Flaherty"',
    'BODY "PL-26-0412"',
  ];

  it('trips one call later than a known "nothing found": an IMAP search with no ids, tagged anew each time', () => {
    const turns = searches.map((criteria, index) => ({
      tool: 'imap_search',
      args: { mailbox: 'INBOX.Planning', criteria },
      result: `* SEARCH\n${imapTags[index]} OK SEARCH completed (0.${674 + index * 41} + 0.000 secs).`,
    }));
    expect(detect(emptyResults(), turns)).toMatchObject({
      step: 4,
      detection: { detector: 'empty_results' },
    });
  });

  it('reads the answer without its echo of the query: `Not Found` for each spelling of one name', () => {
    const turns = ['BORG*MARIA', 'BORG * MARIA', 'borg*maria', 'MARIA BORG'].map((subscriber) => ({
      tool: 'x12_eligibility_search',
      args: { subscriber, payer: 'MEDCARE' },
      result: `ST*271*0001*005010X279A1~\nNM1*IL*1*${subscriber}~\nAAA*Y**75*C~\nSE*4*0001~  (AAA 75 = Subscriber/Insured Not Found)`,
    }));
    expect(detect(emptyResults(), turns).step).toBe(4);
  });

  it('leaves lookups of other items alone, each found with its own count', () => {
    const turns = [12, 9, 30, 4, 17].map((malicious, index) => ({
      tool: 'vt_lookup',
      args: { hash: `hash-${index}` },
      result: `{"id":"hash-${index}","stats":{"malicious":${malicious},"undetected":48},"type":"file"}`,
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });

  it('leaves lookups of other ids alone, each answered with its own id', () => {
    const turns = [0, 1, 2, 3, 4].map((call) => ({
      tool: 'lookup',
      args: { record: `cheap-00/${call}` },
      result: `record cheap-00/${call}: found`,
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });

  it('leaves lookups of numbers written in groups alone, each answered with its own number and a query id', () => {
    const turns = ['213', '250', '287', '324', '361'].map((line, index) => ({
      tool: 'numbering_lookup',
      args: { msisdn: `+34 680048${line}` },
      result: `{"msisdn":"+34 680048${line}","operador_actual":"Telefonica Moviles Espana","rango":"MOVISTAR","portado":false,"consulta":"${['9f1a735090', 'c9b8ac9b2d', '92b316aabc', '95cef32939', 'a1b2c3d4e5'][index]}","ts":"2026-10-20T14:2${index}:49.957Z"}`,
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });

  it('leaves a tool that is no search alone', () => {
    const turns = searches.map((criteria, index) => ({
      tool: 'mailbox_status',
      args: { criteria },
      result: `* STATUS\n${imapTags[index]} OK STATUS completed (0.${674 + index * 41} secs).`,
    }));
    expect(detect(emptyResults(), turns).detection).toBeUndefined();
  });
});

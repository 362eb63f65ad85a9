import { describe, expect, it } from 'vitest';
import { shapesAlike, trends } from './observation-compare.js';
import { observationShape } from './observation-shape.js';

const result = (text: string) => ({ hash: text, text });

/** An accessibility snapshot as browser tools print one: every element gets a fresh ref on every snapshot. */
const snapshot = (firstRef: number, heading: string, clock: string) =>
  result(
    [
      'url: https://intranet.example/docs/handbook',
      `captured: 2026-12-02T${clock}.120Z  scrollY=1600`,
      '- banner:',
      ...['Home', 'Alarms', 'Schedules', 'Trends'].map(
        (name, index) => `  - link "${name}" [ref=e${firstRef + index}]`,
      ),
      `- main:\n  - heading "${heading}" [level=1]`,
      '  - text: Economiser enabled when outside air is between 10 and 18 °C.',
      `  - button "Print" [ref=e${firstRef + 4}]`,
    ].join('\n'),
  );

describe('element refs of a browser snapshot', () => {
  it('takes the same page renumbered for the same answer to a repeat', () => {
    expect(
      shapesAlike(snapshot(703, 'HVAC limits', '12:13:31'), snapshot(820, 'HVAC limits', '12:14:06')),
    ).toBe(true);
    const node = (id: number) =>
      result(`{"backendNodeId":${id},"role":"button","name":"Import now","disabled":true}`);
    expect(shapesAlike(node(412), node(977))).toBe(true);
  });

  it('still reads another page under fresh refs as news', () => {
    expect(
      shapesAlike(snapshot(703, 'HVAC limits', '12:13:31'), snapshot(820, 'Fire dampers', '12:14:06')),
    ).toBe(false);
  });
});

describe('the instance that served an answer, and rate limits spelled with underscores', () => {
  const match = (server: string, fetched: string, remaining: number) =>
    result(
      `{"match_id":"M177","teams":["Liquid","Falcons"],"score":[13,9],"state":"finished","server":"${server}","fetched":"${fetched}","rl_remaining":${remaining}}`,
    );

  it('takes the same answer from another replica, with another rate-limit count, for the same answer', () => {
    expect(
      shapesAlike(
        match('fra-5', '2026-11-03T09:54:48.000Z', 580),
        match('fra-9', '2026-11-03T09:54:58.000Z', 205),
      ),
    ).toBe(true);
    const quota = (left: number) => result(`{"items":["a","b"],"rate_limit_remaining":${left},"total":2}`);
    expect(shapesAlike(quota(4999), quota(4990))).toBe(true);
  });

  it('still reads another score from another replica as news', () => {
    const other = match('fra-9', '2026-11-03T09:54:58.000Z', 205);
    const changed = result(other.text.replace('[13,9]', '[13,11]').replace('"finished"', '"live"'));
    expect(shapesAlike(match('fra-5', '2026-11-03T09:54:48.000Z', 580), changed)).toBe(false);
  });
});

describe('element handles renumbered so that they overlap', () => {
  it('takes a page whose handles shifted onto each other for the same page, and leaves them out of its values', () => {
    const page = (first: number) =>
      result(
        `- banner [ref=e${first}]:\n  - button "Notifications" [ref=e${first + 1}]\n- main [ref=e${first + 2}]:\n  - heading "Senior Analytics Engineer" [ref=e${first + 3}]\n  - button "Save job" [ref=e${first + 4}]`,
      );
    expect(shapesAlike(page(78), page(80))).toBe(true);
    expect(observationShape(page(78).text).values).toEqual([]);
  });

  it('reads a ref that is no handle (a git ref) as what the result says', () => {
    const checkout = (ref: string) => result(`{"ref":"${ref}","status":"clean","ahead":0}`);
    expect(shapesAlike(checkout('refs/heads/main'), checkout('refs/heads/release'))).toBe(false);
  });
});

describe('how long something took, in any spelling', () => {
  const stats = (key: string, value: number) =>
    result(`{"rows":12,"bytes_read":"1.4 MiB","${key}":${value},"cache":"MISS","query":"top pages"}`);

  it('takes a duration under a key nobody listed for churn', () => {
    for (const key of [
      'executionTimeMsec',
      'queryTimeMs',
      'processing_time_s',
      'latencyMillis',
      'render-duration',
    ])
      expect(shapesAlike(stats(key, 65), stats(key, 9)), key).toBe(true);
  });

  it('keeps a time left, an ETA and an unrelated key as values: falling, they are progress', () => {
    for (const key of ['time_remaining', 'eta_seconds', 'seconds_left', 'timeout_ms', 'rows_scanned'])
      expect(trends([stats(key, 65), stats(key, 30), stats(key, 9)]), key).toBe(true);
    expect(trends([stats('queryTimeMs', 65), stats('queryTimeMs', 30), stats('queryTimeMs', 9)])).toBe(false);
  });
});

describe('times that moved with a window', () => {
  const window = (from: number, values: readonly number[]) =>
    result(`series cpu_ready ${values.map((value, at) => `[${from + 60 * at}, ${value}]`).join(' ')}`);

  it('takes a window moved on whose readings are the same for the same answer to a repeat', () => {
    expect(shapesAlike(window(1769339535, [41, 17, 29, 33]), window(1769339655, [41, 17, 29, 33]))).toBe(
      true,
    );
  });

  it('does not take readings that moved with it for the same answer', () => {
    expect(shapesAlike(window(1769339535, [41, 17, 29, 33]), window(1769339595, [17, 29, 33, 52]))).toBe(
      false,
    );
  });
});

describe('cache flags and signed URLs', () => {
  const record = (cache: string, expires: number, date: string, signature: string) =>
    result(
      `{"id":"BT-40038","beer":"Kölsch","tank":"FV-11","stage":"crash-cooling","cache":"${cache}",` +
        `"attachment":"https://files.example/batch/BT-40038.pdf?X-Amz-Expires=${expires}&X-Amz-Date=${date}&X-Amz-Signature=${signature}"}`,
    );

  it('takes a record served from another cache state under a URL signed afresh for the same answer', () => {
    expect(
      shapesAlike(
        record('MISS', 300, '20261127T124250Z', 'd97cb59d104a96c97cccaada6859dd89'),
        record('STALE', 900, '20261127T124357Z', '5157f67fe5983060db77ed5680108bf0'),
      ),
    ).toBe(true);
  });

  it('still reads another stage as another answer', () => {
    const other = record('MISS', 300, '20261127T124250Z', 'd97cb59d104a96c97cccaada6859dd89');
    expect(shapesAlike(other, result(other.text.replace('crash-cooling', 'conditioning')))).toBe(false);
  });
});

describe("a notebook cell's execution counter", () => {
  const cell = (count: number, wallMs: number) =>
    result(
      `{"status":"ok","execution_count":${count},"wall_time_ms":${wallMs},"result":"islem_no ISL-2026220 tutar 643106.58 doviz EUR kur 30.40 sube Cankaya"}`,
    );

  it('takes the same output under another counter for the same answer, even to another cell', () => {
    expect(shapesAlike(cell(12, 1740), cell(13, 560), false)).toBe(true);
  });

  it('still tells another output apart', () => {
    expect(shapesAlike(cell(12, 1740), result(cell(13, 560).text.replace('30.40', '31.15')), false)).toBe(
      false,
    );
  });
});

describe("an IPython prompt's counter", () => {
  const out = (count: number) =>
    result(`Out[${count}]:\n             9856\ndanji      D-318\nsupply_gcal  496.02\nhouseholds   1855`);

  it('takes the same output under another Out[n] for the same answer, even to another cell', () => {
    expect(shapesAlike(out(14), out(15), false)).toBe(true);
  });

  it('keeps a number in brackets after other words a value', () => {
    const list = (first: number) => result(`values in [${first}, 5, 7] households 1855 supply 496.02`);
    expect(shapesAlike(list(3), list(4), false)).toBe(false);
  });
});

describe('the run that answered', () => {
  it('takes the evaluation run id a rule check names for churn, in XML as in `key=value`', () => {
    const check = (run: string) =>
      result(
        `<check>\n  <target>BATCH-0418</target>\n  <result>FAIL</result>\n  <finding>dough-to-oven 19:40 exceeds 18:00 limit</finding>\n  <run>${run}</run>\n</check>`,
      );
    expect(shapesAlike(check('ev-354431'), check('ev-222825'))).toBe(true);
    // The finding is what the check says: another is news.
    const other = check('ev-222825').text.replace('exceeds', 'is under');
    expect(shapesAlike(check('ev-354431'), result(other))).toBe(false);
  });
});

describe("a sub-agent's reply with its usage", () => {
  it('takes the same reply at another token count for the same answer, and another verdict for news', () => {
    const reply = (verdict: string, tokens: number, latency: number) =>
      result(
        `{"agent":"risk_agent","reply":"${verdict}: I cannot see evidence that the second path for #50865 was checked.","verdict":"${verdict.toLowerCase()}","tokens":${tokens},"usage":{"prompt_tokens":${tokens - 200},"completion_tokens":200},"latency_ms":${latency}}`,
      );
    expect(shapesAlike(reply('Block', 749, 8716), reply('Block', 2305, 4851), false)).toBe(true);
    expect(shapesAlike(reply('Block', 749, 8716), reply('Approve', 749, 8716), false)).toBe(false);
  });
});

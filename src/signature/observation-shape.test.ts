import { describe, expect, it } from 'vitest';
import { shapesAlike, trends } from './observation-compare.js';
import { isIncidental, observationShape } from './observation-shape.js';

const result = (text: string) => ({ hash: text, text });
type ShapedTestResult = ReturnType<typeof result>;

describe('observationShape', () => {
  it('reads numbers in order and marks the ones that report progress', () => {
    expect(observationShape('[pid 2731] exit=0 elapsed=2.45s').numbers).toBe('2731 0 2.45');
    expect(observationShape('3 of 4 replicas ready, 40% done').numbers).toBe('+3 +4 +40');
    expect(observationShape('{"progress": 61, "took_ms": 12}').numbers).toBe('+61 12');
  });

  it('reads a rate (22/min, 3/s) as a number, neither a name nor a count of a total, so one shape holds any rate', () => {
    const at = (dup: number, rate: number) =>
      `scan scn-d9b2f running tags_read=517/1350 dup_reads=${dup} gate_rate=${rate}/min 10:05:27`;
    expect(observationShape(at(84, 22)).numbers).toBe('d9b2f +517 +1350 84 22 10:05:27');
    expect(observationShape(at(84, 22)).shape).toBe(observationShape(at(127, 6)).shape);
    expect(shapesAlike(result(at(84, 22)), result(at(127, 6)))).toBe(true);
    expect(observationShape('reports/2026/q3.csv 3/min').numbers).toBe('3');
  });

  it('reads a value under a key that names its time unit as a duration (poll_ms, inferenceMs), not a countdown', () => {
    const shape = observationShape(
      'poll_ms=615 exec_ms=12 inferenceMs=412 t_ms=4 items=5 ttl_ms=30 deadline_ms=5',
    );
    expect([0, 1, 2, 3].every((index) => isIncidental(shape, index))).toBe(true);
    expect([4, 5, 6].some((index) => isIncidental(shape, index))).toBe(false);
  });

  it('reads every value in a rate limit’s object as churn, and none after it closes', () => {
    const shape = observationShape(
      '{"meta":{"ratelimit":{"limit":1000,"remaining":311,"reset":1794421037}},"n":5}',
    );
    expect([0, 1, 2].every((index) => isIncidental(shape, index))).toBe(true);
    expect(isIncidental(shape, 3)).toBe(false);
    expect(observationShape('{"_rate":{"remaining":444}}').progress).toBe('');
    expect(observationShape('{"queue":{"remaining":444}}').progress).toBe('+444');
  });

  it('reads a percentage written with a space or a no-break space before its sign as progress (45 %)', () => {
    expect(observationShape('en cours — 45 % transmis').progress).toBe('+45');
    expect(observationShape('nahráno 45\u202f% dat').progress).toBe('+45');
    expect(observationShape('CPU 14 %').progress).toBe('');
    expect(shapesAlike(result('en cours — 21 % transmis'), result('en cours — 33 % transmis'))).toBe(false);
  });

  it('reads a word after a number as what it counts only with spaces between, not the next field of a record', () => {
    expect(observationShape('3 failed, 2 warnings').progress).toBe('+3 +2');
    expect(observationShape('{"employees":140,"employees_total":912,"warnings":0}').progress).toBe('');
  });

  it('reads the value of a compound key that names progress as progress (doneProgress, percent_complete)', () => {
    expect(observationShape('{"doneProgress":0.19,"eventCount":2374}').progress).toBe('+0.19');
    expect(observationShape('upload percent_complete=40 size=12').progress).toBe('+40');
    expect(observationShape('{"employees_done":140,"employees_total":912}').progress).toBe('+140');
  });

  it('gives one shape to a timestamp, an id or a pod name whatever its value', () => {
    const a = observationShape(
      '2025-02-21T13:08:58.387Z pod api-7f9c8d2a-x2k4q ready trace=6ef072b1348ec2a1',
    );
    const b = observationShape(
      '2025-02-21T13:09:12.001Z pod api-5d3e1b9c-k8m2p ready trace=0a9b8c7d6e5f4a3b',
    );
    expect(a.shape).toBe(b.shape);
  });
});

describe('shapesAlike', () => {
  it('takes a repeat whose pid, elapsed time and execution counter churn for the same answer', () => {
    expect(
      shapesAlike(
        result('[pid 2731] exit=1 elapsed=2.45s\nerror: connect ECONNREFUSED db:5432, will not retry'),
        result('[pid 9914] exit=1 elapsed=0.31s\nerror: connect ECONNREFUSED db:5432, will not retry'),
      ),
    ).toBe(true);
    expect(
      shapesAlike(
        result('{"execution_count":13,"status":"ok","text":"20 distinct values in q3_comment"}'),
        result('{"execution_count":14,"status":"ok","text":"20 distinct values in q3_comment"}'),
      ),
    ).toBe(true);
  });

  it('does not take progress, a bare changing value or other data for churn', () => {
    expect(shapesAlike(result('14 failed, 26 passed in 3.1s'), result('13 failed, 27 passed in 2.9s'))).toBe(
      false,
    );
    expect(shapesAlike(result('job 7: 40% done'), result('job 7: 70% done'))).toBe(false);
    expect(shapesAlike(result('(integer) 42'), result('(integer) 38'))).toBe(false);
    expect(
      shapesAlike(
        result('day 1: 10, day 2: 20, day 3: 30, day 4: 40'),
        result('day 1: 11, day 2: 21, day 3: 31, day 4: 41'),
      ),
    ).toBe(false);
  });

  it('takes no churn between the results of two different calls', () => {
    const a = result('user 1187 not found (request took 12 ms)');
    const b = result('user 1203 not found (request took 14 ms)');
    expect(shapesAlike(a, b, true)).toBe(true);
    expect(shapesAlike(a, b, false)).toBe(false);
    // The same content served again to another call: only its request id, time and duration are new.
    const page = (request: string, at: string, took: number) =>
      result(
        `{"request_id":"${request}","rows":["OSTR-1001","OSTR-1002"],"served_at":"${at}","took":"${took}ms"}`,
      );
    expect(
      shapesAlike(
        page('rv-NW4CCXVEZC', '2026-10-27T13:28:48.211Z', 12),
        page('rv-ZY5AVC1ZMG', '2026-10-27T13:29:02.007Z', 31),
        false,
      ),
    ).toBe(true);
  });
});

describe('shapesAlike on parts in another order', () => {
  it('takes the same parts in another order for the same answer to a repeat', () => {
    const a = { hash: 'a', text: '{"tables":[{"name":"orders","rows":12},{"name":"users","rows":40}]}' };
    const b = { hash: 'b', text: '{"tables":[{"name":"users","rows":40},{"name":"orders","rows":12}]}' };
    expect(shapesAlike(a, b, true)).toBe(true);
    expect(shapesAlike(a, b, false)).toBe(false);
  });

  it('does not take other parts of the same length for the same answer', () => {
    const a = { hash: 'a', text: '{"tables":[{"name":"orders","rows":12},{"name":"users","rows":40}]}' };
    const b = { hash: 'b', text: '{"tables":[{"name":"orders","rows":40},{"name":"users","rows":12}]}' };
    expect(shapesAlike(a, b, true)).toBe(false);
    const c = { hash: 'c', text: '{"tables":[{"name":"orders","rows":12},{"name":"person","rows":4}]}' };
    expect(shapesAlike(a, c, true)).toBe(false);
  });
});

describe('churn by form', () => {
  const audit = (node: string, at: string, request: string, elapsed: number, seq: number) =>
    result(
      `# ${node} ${at} req=${request}\naccession: 1963.366.55\nrecorded: Store B/Bay 21\nscanned: Store B/Bay 21\nmatch: true\nelapsed: ${elapsed}ms seq=${seq}`,
    );

  it('takes a generated node name, a time, a request id, a duration and a keyed counter for churn together', () => {
    expect(
      shapesAlike(
        audit('cms-2c', '2026-10-27T10:55:21.255Z', 'f6aaf410192d303d', 350, 5530),
        audit('cms-6c', '2026-10-27T10:55:47.198Z', '4283ff537f161a8b', 692, 5573),
      ),
    ).toBe(true);
    const error = (request: string, latency: number, node: string) =>
      result(
        `{"request_id":"${request}","error":{"status":422,"code":"VALIDATION_FAILED","message":"date must follow the standard"},"meta":{"latency_ms":${latency},"node":"${node}"}}`,
      );
    expect(
      shapesAlike(error('b8809aad01ea1b4b', 577, 'cms-1b'), error('a9a2bcfad6779ae7', 985, 'cms-9a')),
    ).toBe(true);
  });

  it('does not take ids that moved to another row for churn: a listing whose rows changed', () => {
    const pods = (rows: string[]) =>
      result(`NAME READY STATUS\n${rows.map((row) => `checkout-${row} 1/1 Running`).join('\n')}`);
    expect(
      shapesAlike(
        pods(['7c9d-abc12', '7c9d-ghi56', '58f1-jkl78']),
        pods(['7c9d-abc12', '58f1-jkl78', '58f1-mno90']),
      ),
    ).toBe(false);
  });
});

describe('trends', () => {
  const reading = (value: number, seq: number) =>
    result(`# cms-4b req=9a8507c318fcc7a3 metric: relative_humidity value: ${value} unit: %RH seq=${seq}`);

  it('reads a plain value moving one way through three values as progress, flat steps allowed', () => {
    expect(trends([reading(61, 10), reading(60, 20), reading(60, 30), reading(59, 40)])).toBe(true);
  });

  it('does not read churn, a keyed counter or two values as a trend', () => {
    expect(trends([reading(61, 10), reading(62, 20), reading(61, 30)])).toBe(false);
    expect(trends([reading(61, 10), reading(61, 20), reading(61, 30), reading(61, 40)])).toBe(false);
    expect(trends([reading(61, 10), reading(60, 20)])).toBe(false);
  });
});

describe('metadata that churns in words', () => {
  const entry = (status: string, host: string, ms: number, seq: number, rid: number) =>
    result(
      `ENTRY.....: 3S9-0270252-5\nIMPORTER..: Norvale Tools Inc\nSTATUS....: ${status}\n-- ${host} ${ms}ms seq=${seq} rid=${rid}`,
    );

  it('takes a footer whose host, duration, counter and id changed for the same answer', () => {
    expect(
      shapesAlike(
        entry('DRAFT', 'broker-db-4', 764, 199072, 98839976),
        entry('DRAFT', 'abi-2-3', 34, 199094, 61298574),
      ),
    ).toBe(true);
  });

  it('takes a repeat whose footer line has one time and a host or version with a digit changed for the same answer', () => {
    const sacct = (version: string, time: string, host: string) =>
      result(
        `JobID   State    Elapsed   NodeList\n8800513 TIMEOUT  13:46:33  cn154\n8800513.batch TIMEOUT 13:46:33 cn154\n# sacct (slurm ${version}) queried 2027-02-21T10:52:${time} from ${host}`,
      );
    expect(shapesAlike(sacct('23.11.6', '04', 'login1'), sacct('23.11.8', '12', 'login3'))).toBe(true);
    // Only a repeat's: two different calls must be served the same footer too.
    expect(shapesAlike(sacct('23.11.6', '04', 'login1'), sacct('23.11.8', '12', 'login3'), false)).toBe(
      false,
    );
    // A footer is the first or last line only: the same change in a middle line is news.
    const middle = (host: string, time: string) =>
      result(`JobID State\nqueried 2027-02-21T10:52:${time} from ${host}\n8800513 TIMEOUT\n8800514 TIMEOUT`);
    expect(shapesAlike(middle('login1', '04'), middle('login3', '12'))).toBe(false);
  });

  it('still reads a changed word outside the metadata, or inside it without a digit, as news', () => {
    expect(
      shapesAlike(
        entry('DRAFT', 'broker-db-4', 764, 199072, 98839976),
        entry('FILED', 'abi-2-3', 34, 199094, 61298574),
      ),
    ).toBe(false);
    expect(
      shapesAlike(
        result(
          '{"job":"j-1","state":"RUNNING","updated_at":"2026-01-01T00:00:00Z","request_id":"a1b2c3d4e5f6"}',
        ),
        result(
          '{"job":"j-1","state":"SUCCEEDED","updated_at":"2026-01-01T00:01:00Z","request_id":"f6e5d4c3b2a1"}',
        ),
      ),
    ).toBe(false);
  });
});

describe('rate-limit headers', () => {
  it('reads a rate limit counting down as incidental, neither progress nor a trend', () => {
    const reply = (remaining: number, request: string) =>
      result(
        `HTTP/1.1 200 OK\nX-Request-Id: ${request}\nX-RateLimit-Remaining: ${remaining}\n\n{"id":"CLM-26-281398","status":"INSPECTION_SET","reserve":5236.58}`,
      );
    const replies = [reply(398, 'fca1d479-997e'), reply(395, '7b333a5e-21b0'), reply(391, '68521466-90a0')];
    expect(observationShape(replies[0]?.text ?? '').progress).toBe('');
    expect(shapesAlike(replies[0] as ShapedTestResult, replies[1] as ShapedTestResult)).toBe(true);
    expect(trends(replies)).toBe(false);
  });
});

describe('rate limits in any spelling, and Unix times', () => {
  it('reads a rate-limit counter in any vendor spelling as incidental', () => {
    const reply = (day: number, minute: number) =>
      result(
        `x-daylimit-remaining: ${day}\nx-app-rate-limit-used: ${minute}\n\n{"status":"OK","itemCount":5}`,
      );
    expect(observationShape(reply(4233, 57).text).incidental).toBe(0b11);
    expect(shapesAlike(reply(4233, 57), reply(4218, 48), false)).toBe(true);
    // A quota's usage counter reads as churn, not as progress (`41091/100000` is no `3/4 replicas`).
    const quota = observationShape('sforce-limit-info: api-usage=41091/100000\n{"totalSize":5}');
    expect(quota.progress).toBe('');
    expect(isIncidental(quota, 0)).toBe(true);
  });

  it('reads 10- and 13-digit Unix times of these years as incidental, not a ten-digit revision', () => {
    expect(observationShape('"DateTimeUTC":"/Date(1796400766203)/" at 1796400766').incidental).toBe(0b11);
    expect(observationShape('x-fb-rev: 1017466025').incidental).toBe(0);
    expect(observationShape('account 4711 of 9').incidental).toBe(0);
  });

  it('reads a time of day as incidental, not a short elapsed time that may be a running job', () => {
    expect(observationShape('date: Fri, 04 Dec 2026 16:13:11 GMT').values).toContain('16:13:11');
    expect(isIncidental(observationShape('at 20:22:37.118 done'), 0)).toBe(true);
    expect(observationShape('8909295 normal R 1:12 1').incidental).toBe(0);
  });
});

describe('an HTTP response', () => {
  const page = (cost: string, current: number, body: string) =>
    result(
      `HTTP/1.1 200 OK\ndate: Sat, 05 Dec 2026 19:04:0${current} GMT\nx-request-cost: ${cost}\nlink: <https://lms.test/api/subs?page=${current}>; rel="current",<https://lms.test/api/subs?page=${current + 1}>; rel="next"\n\n${body}`,
    );
  const rows = '[{"id":817062,"user_id":44979},{"id":345170,"user_id":40975}]';

  it('reads its headers as the envelope: the same body served again under other headers is the same content', () => {
    expect(shapesAlike(page('3.94', 1, rows), page('5.71', 3, rows), false)).toBe(true);
  });

  it('still reads another body as other content', () => {
    const other = '[{"id":817063,"user_id":44980},{"id":345171,"user_id":40976}]';
    expect(shapesAlike(page('3.94', 1, rows), page('5.71', 2, other), false)).toBe(false);
  });
});

describe('jitter', () => {
  it('takes decimals of three or more places that differ by under two percent for one value', () => {
    const a = result('hits: doc-a 0.8123, doc-b 0.7741 (2 results)');
    const b = result('hits: doc-a 0.8127, doc-b 0.7739 (2 results)');
    expect(shapesAlike(a, b, false)).toBe(true);
    // Scores a search engine recomputed (its statistics moved with the index) by about one percent.
    const c = result('hits: doc-a 0.922, doc-b 0.858, doc-c 0.783 (3 results)');
    const d = result('hits: doc-a 0.926, doc-b 0.866, doc-c 0.791 (3 results)');
    expect(shapesAlike(c, d, false)).toBe(true);
  });

  it('keeps coarse values and larger moves as other data', () => {
    expect(shapesAlike(result('cpu 41.2% mem 63.0%'), result('cpu 41.3% mem 63.0%'), false)).toBe(false);
    const a = result('hits: doc-a 0.8123, doc-b 0.7741 (2 results)');
    expect(shapesAlike(a, result('hits: doc-a 0.8523, doc-b 0.7741 (2 results)'), false)).toBe(false);
    expect(shapesAlike(a, result('hits: doc-a 0.8323, doc-b 0.7741 (2 results)'), false)).toBe(false);
  });
});

describe('a sensor read again', () => {
  const read = (...values: number[]) =>
    result(
      `point=ZONE-F17 T_air=${values[0]} T_coil=${values[1]} RH=${values[2]} valve_pct=${values[3]} fan_kw=${values[4]} q=GOOD`,
    );
  const first = [-23.6, -28.97, 77.4, 38.7, 1.46];

  it('is the same answer when its decimals all move a hair (measurement noise), another when they move more', () => {
    expect(shapesAlike(read(...first), read(-23.62, -29.08, 77.2, 38.6, 1.45))).toBe(true);
    expect(shapesAlike(read(...first), read(-22.1, -27.4, 71.9, 35.2, 1.31))).toBe(false);
    // Answers to other asks keep every value: another zone reading alike is other data.
    expect(shapesAlike(read(...first), read(-23.62, -29.08, 77.2, 38.6, 1.45), false)).toBe(false);
  });

  it('still reads a value that moves one way through the reads as a trend', () => {
    const cooling = [-23.6, -23.7, -23.8].map((air) => read(air, -28.97, 77.4, 38.7, 1.46));
    expect(trends(cooling)).toBe(true);
  });
});

describe('observationShape: signs and dot leaders', () => {
  it('reads a minus after a key as the number sign, so a value below zero keeps its shape', () => {
    const above = observationShape('VALUE: 16.69 tix/min');
    const below = observationShape('VALUE: -3.29 tix/min');
    expect(below.shape).toBe(above.shape);
    expect(below.values).toEqual(['-3.29']);
    // A dash inside a name or a date is no sign.
    expect(observationShape('host web-3 up').values).toEqual([]);
    expect(observationShape('on 2026-11-01').values).toEqual(['2026-11-01']);
  });

  it('reads a key written with dot leaders as the key of its value', () => {
    const leaders = observationShape('ELAPSED_S..........: 32\nSTATE: RUNNING');
    const plain = observationShape('ELAPSED_S: 32\nSTATE: RUNNING');
    expect(leaders.incidental).toBe(plain.incidental);
    expect(leaders.incidental).not.toBe(0);
  });
});

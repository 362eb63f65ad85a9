import { describe, expect, it } from 'vitest';
import { shapesAlike } from '../signature/observation-compare.js';
import { OBSERVATION_TEXT_LIMIT, observeResult, readResultFlags } from './observe-result.js';

const failedForDetection = (result: unknown) => observeResult({ result }).observation.failed;

describe('observeResult: which results read as failures', () => {
  it.each([
    'Exit code 7\ncurl: (7) Failed to connect to localhost port 8080',
    'psql: error: connection to server at "db" (10.0.4.12), port 5432 failed: Connection refused',
    '  Cell In[1], line 10\nSyntaxError: invalid syntax. Perhaps you forgot a comma?',
    'Traceback (most recent call last):\n  File "sync.py", line 3\nrequests.exceptions.ConnectTimeout: timed out',
    '{"exit_code":2,"stdout":"","stderr":"boom"}',
    '{"ok":false,"error":"MFA device required"}',
    'HTTP/1.1 429 Too Many Requests',
    '503 Service Unavailable',
    '{"status": 502, "detail": "upstream"} status code 502',
    'npm ERR! code ECONNRESET',
    "Validation failed: missing required section '## Action items'.",
    'error: rate limited, retry in 30s',
    '{"error":"rate_limit_exceeded"}',
    '{"valid":false,"errors":["section 5: retention period missing"],"rid":"61065893"}',
    '# 1 SEARCH/REPLACE block failed to match!\nThe SEARCH section must exactly match an existing block of lines',
    'Warning: Failed to pull image "registry.local/api:2.4": rpc error: code = NotFound',
    '\u001b[31m✖ solver license server unreachable (flexlm: -15)\u001b[0m\n\u001b[2mrequest 7714a67d\u001b[0m',
    'ping: sendto: Network is unreachable',
    '✗ build (3 errors)',
    '2026-12-01 08:07:41 LoggerNet: comms failure - no carrier (COM7 modem) [req 9def6863]',
    '2026-12-01 08:07:50 PakBus timeout: node 12 did not respond in 40 s [req 201f562a]',
    '<Response status="ERROR" ts="2026-12-05T06:57:19-03:00"><Fault>registry busy</Fault></Response>',
    '<Fault>curl: (35) OpenSSL SSL_connect: SSL_ERROR_SYSCALL in connection to glis.example:443</Fault>',
    '&lt;error code="SYS-01">Database connection failure&lt;/error>',
    'modbus: device 7 not responding',
    'REJECTED batch of 7: record SP-D1-01: FOS_TAC missing or out of range (E-VAL-412)',
    '<soap:Envelope><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>Backend not reachable</faultstring></soap:Fault></soap:Body></soap:Envelope>',
    '2026-11-23T12:51:06Z ERROR codis_upload: service temporarily down (ref 8437cf)',
    'upstream request timeout after 15000ms (gateway edge-1, trace ef54d579849a31c2)',
    'read timeout on cbs.internal:8443',
    '[kernel 61464122 · exec_count 26]\n---\ngoogle.api_core.exceptions.ServiceUnavailable      Traceback (most recent call last)',
  ])('%s', (text) => expect(failedForDetection(text)).toBe(true));

  it.each([
    'Command: gh run view 9120\nOutput: {"status":"in_progress"}\nError: (none)\nExit Code: 0',
    '{"exit_code":0,"stdout":"ok","stderr":""}',
    '{"ok":true,"error":null}',
    '12 passed in 0.53s',
    'errors: 0, warnings: 2',
    'cleaned /srv/sales.csv: 980 rows kept',
    'appended 500 rows',
    '503 files copied',
    'HTTP/1.1 200 OK\nX-RateLimit-Remaining: 398\nX-RateLimit-Reset: 1767225600\n\n{"status":"sent"}',
    '{"status":"sent","x-ratelimit-remaining":890}',
    '{"valid":true,"errors":[],"warnings":["line 3: long"]}',
    '12 pods started, none failed to start',
    '✔ 14 tests passed, 0 failed',
    'task list: 3 done ✓, 1 open ✗ (blocked on review)',
    'ticket 4471: customer did not respond to the survey',
    'link state: up, carrier detected, 1000 Mb/s',
    '<Response status="OK"><Lot id="L-22" state="released"/></Response>',
    'claims: 14 approved, 2 rejected, 1 pending',
    '2026-11-23T12:40:01Z INFO  [io-3] KZN-26-04203 run ok\n2026-11-23T12:41:07Z ERROR [io-3] KZN-26-04117 peak low\n2026-11-23T12:42:09Z INFO  [io-3] KZN-26-04118 run ok',
    '<faultReport><faults>0</faults></faultReport>',
    'HTTP/1.1 204 No Content\ndate: Wed, 02 Dec 2026 12:28:31 GMT\nx-rate-limit: user-hour-lim:3600;user-hour-rem:3002;',
    'proxy_read_timeout: 60s\nkeepalive_timeout = 75',
  ])('%s does not', (text) => expect(failedForDetection(text)).toBe(false));

  it('keeps the explicit flag for events: only a leading error word or a 5xx marks a result failed there', () => {
    expect(observeResult({ result: 'psql: error: connection refused' }).failed).toBe(false);
    expect(observeResult({ result: 'Error: disk full' }).failed).toBe(true);
    expect(observeResult({ result: 'Error: (none)' }).failed).toBe(false);
    expect(observeResult({ result: 'fine', isError: true }).failed).toBe(true);
  });
});

describe('observeResult: which results read as "nothing found"', () => {
  const empty = (result: string) => observeResult({ result }).observation.empty;

  it.each([
    'No results found for "zone c movers".',
    '{"articles":[],"total":0}',
    ' table_schema | table_name | column_name\n--------------+------------+-------------\n(0 rows)\n\nTime: 133.279 ms',
    'Empty set (0.00 sec)',
    'no rows selected',
    'No automations found matching "porch light sunset". (44 automations loaded, config hash 7431a79)',
    "automation_search: 0 results for 'sunset porch lamp on' @ 15:02:14.903",
    '(0 lines, scanned 140 MB in 2110 ms)',
    '{"preview":false,"results":[],"messages":[{"type":"INFO","text":"Your search completed in 3.81 seconds"}]}',
  ])('reads %j as nothing found', (text) => {
    expect(empty(text)).toBe(true);
  });

  it.each([
    ' id | name\n----+------\n  7 | Wren\n(1 row)',
    'UPDATE 0',
    '',
    '{"articles":[{"id":"a-1"}],"total":1}',
    '{"results":[],"suggestions":["porch light", "porch lamp"]}',
  ])('does not read %j as nothing found', (text) => {
    expect(empty(text)).toBe(false);
  });
});

describe('observeResult: the rest of a long result', () => {
  const body = Array.from(
    { length: 60 },
    (_, row) => `row ${row}: ItemData.cs matches the SEARCH block`,
  ).join('\n');
  const tail = (text: string) => observeResult({ result: text }).observation.tail;

  it('is read from a line start, so a head a character longer does not make the same rest another', () => {
    expect(tail(`Cost: $0.0016 message.\n${body}`)).toBe(tail(`Cost: $0.00069 message.\n${body}`));
  });

  it('still tells a rest with other words apart', () => {
    expect(tail(`Cost: $0.0016 message.\n${body}`)).not.toBe(
      tail(`Cost: $0.0016 message.\n${body}\nOnly 3 reflections allowed, stopping.`),
    );
  });

  // A metric range over `end=now` read again: every stamp moved on, every sample the same, one line of JSON.
  const series = (from: number, samples: readonly string[], tookMs: number) =>
    JSON.stringify({
      status: 'success',
      data: {
        result: [{ metric: { pop: 'sin2' }, values: samples.map((value, at) => [from + 15 * at, value]) }],
      },
      stats: { seriesFetched: '1', executionTimeMsec: tookMs },
    });
  const samples = Array.from({ length: 120 }, (_, at) => `0.00${(at * 7919) % 1000}`.padEnd(8, '0'));

  it('takes a series whose stamps moved on and whose query took another time for the same answer', () => {
    const first = observeResult({ result: series(1769339535, samples, 65) }).observation;
    const again = observeResult({ result: series(1769339610, samples, 9) }).observation;
    expect(first.tail).toBe(again.tail);
    expect(shapesAlike(first, again)).toBe(true);
  });

  it('tells a series whose samples changed apart, however far in', () => {
    const changed = samples.map((value, at) => (at === 100 ? '0.009999' : value));
    const first = observeResult({ result: series(1769339535, samples, 65) }).observation;
    const other = observeResult({ result: series(1769339610, changed, 65) }).observation;
    expect(first.tail).not.toBe(other.tail);
    expect(shapesAlike(first, other)).toBe(false);
  });

  it('keeps whole tokens: the kept text ends before a number its limit would cut', () => {
    const text = observeResult({ result: series(1769339535, samples, 65) }).observation.text;
    expect(text.length).toBeLessThanOrEqual(OBSERVATION_TEXT_LIMIT);
    expect(text).toMatch(/[^\d.]$/);
  });
});

describe('observeResult: a status still going', () => {
  const pending = (result: string) => observeResult({ result }).observation.pending;

  it('reads a compound status key as a status (dispatchState, job_status)', () => {
    expect(pending('{"dispatchState":"RUNNING","doneProgress":0.19,"isDone":false}')).toBe(true);
    expect(pending('{"job_status": "queued"}')).toBe(true);
    expect(pending('{"dispatchState":"DONE","doneProgress":1}')).toBe(false);
  });

  it('reads a state printed alone on the first line, as a command-line tool prints it, and no other first word', () => {
    const log =
      '[2026-10-26 12:46:32,611] {dagbag.py:536} INFO - Filling up the DagBag from /opt/airflow/dags';
    expect(pending(`running\n${log}`)).toBe(true);
    expect(pending(`queued\n${log}`)).toBe(true);
    expect(pending('up_for_retry')).toBe(true);
    expect(pending(`success\n${log}`)).toBe(false);
    expect(pending('running jobs: none\nall 12 finished')).toBe(false);
  });

  it('reads a percentage under 100 as a report of something still going, in whatever language', () => {
    expect(pending('배차 DP-66120: 조리중 (진행률 26%) · 위치 갱신 11:02:01')).toBe(true);
    expect(pending('Transcodage : 42,5 % terminé')).toBe(true);
    expect(pending('export 7.5% done')).toBe(true);
    expect(pending('배차 DP-66120: 배달완료 (진행률 100%)')).toBe(false);
    expect(pending('error rate 0 of 1200 requests')).toBe(false);
  });
});

describe('observeResult: a terminal’s colours', () => {
  it('reads a coloured line as the line: the same hash, no escape kept, its stamp still a time', () => {
    const coloured = observeResult({
      result:
        '\u001b[2m2026-08-04T21:02:03.387Z\u001b[0m \u001b[32mINFO\u001b[0m state=\u001b[1mrunning\u001b[0m',
    }).observation;
    const plain = observeResult({ result: '2026-08-04T21:02:03.387Z INFO state=running' }).observation;
    expect(coloured.hash).toBe(plain.hash);
    expect(coloured.text).not.toContain('\u001b');
    const later = observeResult({
      result:
        '\u001b[2m2026-08-04T21:02:22.196Z\u001b[0m \u001b[32mINFO\u001b[0m state=\u001b[1mrunning\u001b[0m',
    }).observation;
    expect(later.hash).toBe(coloured.hash);
  });
});

describe('observeResult: a rate limit’s counters in a healthy answer', () => {
  it('reads a `ratelimit` object beside the data as no failure; a rate limit hit still is one', () => {
    const healthy =
      '{"data":{"id":"tx_1","status":"processing"},"meta":{"ratelimit":{"limit":1000,"remaining":434,"reset":1794983158}}}';
    expect(observeResult({ result: healthy }).observation.failed).toBe(false);
    expect(observeResult({ result: '{"rate_limits": {"remaining": 3}}' }).observation.failed).toBe(false);
    expect(observeResult({ result: '{"error":"rate_limit"}' }).observation.failed).toBe(true);
    expect(observeResult({ result: 'Rate limit exceeded, retry in 20s' }).observation.failed).toBe(true);
  });
});

describe('a request refused as malformed', () => {
  const failed = (text: string) => observeResult({ result: text }).observation.failed;

  it('reads a refusal by its type or by the required field it lacks as a failure', () => {
    expect(failed('{"type": "BadRequest", "message": "Missing mandatory field: resolutionStatus"}')).toBe(
      true,
    );
    expect(failed('{"kind":"validation_error","detail":"priority must be P1-P4"}')).toBe(true);
    expect(failed('Cannot close: missing required value for the resolution field.')).toBe(true);
  });

  it("reads a checker's negative verdict as a failure, and a positive one or a field named verdict as none", () => {
    expect(
      failed("UNSUPPORTED  chk_bv767yzym5  conf=0.742\nreason: time '06:55' not found in cited span"),
    ).toBe(true);
    expect(
      failed('{"check_id": "chk_kt54h8m7dh", "verdict": "unsupported", "reason": "value not found"}'),
    ).toBe(true);
    expect(failed('{"check_id": "chk_kt54h8m7dh", "verdict": "supported", "conf": 0.91}')).toBe(false);
    expect(failed('SUPPORTED chk_q1 conf=0.88 (unsupported claims: none)')).toBe(false);
  });

  it('reads a refusal opening an HTTP answer (400, 401, 422) as a failure, and a 404 as an answer', () => {
    expect(failed('HTTP 400 Bad Request\n{"type":"ApiError","message":"Cannot parse query"}')).toBe(true);
    expect(failed('HTTP/1.1 422 Unprocessable Entity\ncontent-type: application/json\n\n{}')).toBe(true);
    expect(failed('HTTP/1.1 401 Unauthorized')).toBe(true);
    expect(failed('HTTP/1.1 404 Not Found\n\n{"items":[]}')).toBe(false);
    expect(failed('HTTP/1.1 200 OK\n\n{"rows": 400}')).toBe(false);
  });

  it('leaves a record that only mentions a field or a request type alone', () => {
    expect(failed('{"type": "BadRequestReport", "count": 0}')).toBe(false);
    expect(failed('required fields: name, tax_number (both present)')).toBe(false);
  });
});

describe('a return code in words', () => {
  it('reads a non-zero return, completion or condition code as a failure', () => {
    const failed = (text: string) => observeResult({ result: text }).observation.failed;
    expect(failed("IDC3351I ** VSAM I/O RETURN CODE IS 16 - RPLFDBWD = X'29080009'")).toBe(true);
    expect(failed('COPYBOOK CTAMAE KEY 2080632351\n1 ERROR(S), RC=08')).toBe(true);
    expect(failed('IEF142I PAYROLL STEP1 - STEP WAS EXECUTED - COND CODE 0012')).toBe(false);
    expect(failed('JOB ENDED, CONDITION CODE 12')).toBe(true);
  });

  it('leaves a zero code and a word ending in rc alone', () => {
    const failed = (text: string) => observeResult({ result: text }).observation.failed;
    expect(failed('STEP COMPLETED, RETURN CODE 0, RC=00')).toBe(false);
    expect(failed('event FAN_RESTART src=10.163.3.96 ok')).toBe(false);
  });
});

describe('a long message stamped with date-times written as digits alone', () => {
  /** An HL7 result message, every segment stamped at `minute`: longer than the kept head, so its rest is hashed. */
  const message = (minute: number, sodium = 136) =>
    [
      `MSH|^~\\&|WINPATH|YSBYTY_GWYNEDD|EPR|BCUHB|202612020${800 + minute}22||ORU^R01^ORU_R01|WP58884684|P|2.4`,
      'PID|1||H700672^^^BCUHB^MR||PARRY^HEDD||19580914|F',
      ...Array.from(
        { length: 30 },
        (_, index) =>
          `OBX|${index + 1}|NM|NA^Sodium^L||${index === 29 ? sodium : 136}|mmol/L|133-146|N|||F|||202612020${600 + minute}${String(index + 10).padStart(2, '0')}`,
      ),
    ].join('\r');

  it('is the same answer read again when only its stamps moved, past the kept head too', () => {
    const first = observeResult({ result: message(9) }).observation;
    const again = observeResult({ result: message(11) }).observation;
    expect(first.tail).toBeDefined();
    expect(shapesAlike(first, again)).toBe(true);
  });

  it('is another answer when a value beyond the kept head changed', () => {
    const first = observeResult({ result: message(9) }).observation;
    const other = observeResult({ result: message(11, 141) }).observation;
    expect(shapesAlike(first, other)).toBe(false);
  });
});

describe('readResultFlags', () => {
  it('reads failure and finality as observeResult does, for a guard whose detection is off', () => {
    const inputs = [
      { result: 'Error: disk full' },
      { result: 'fine', isError: true },
      { result: 'all good' },
      { result: { status: 'failed', message: 'quota' } },
      { result: { status: 'ok', is_final: true } },
      { result: { content: [{ type: 'text', text: 'boom' }], isError: true } },
      { result: '\u001b[31mERROR\u001b[0m: connection refused' },
      { result: 'done', isFinal: true },
    ];
    for (const input of inputs) {
      const full = observeResult(input);
      const flags = readResultFlags(input);
      expect({ failed: flags.failed, final: flags.final }).toEqual({
        failed: full.failed,
        final: full.final,
      });
    }
  });
});

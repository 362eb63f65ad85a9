import { describe, expect, it } from 'vitest';
import { hashObservation } from './observation.js';

const same = (a: string, b: string) => expect(hashObservation(a), `${a}\n---\n${b}`).toBe(hashObservation(b));
const different = (a: string, b: string) =>
  expect(hashObservation(a), `${a}\n---\n${b}`).not.toBe(hashObservation(b));

describe('hashObservation: incidental values are one observation', () => {
  it.each([
    ['done in 35 ms', 'done in 41ms'],
    ['took 1.5s', 'took 0.98 seconds'],
    ['ran 12 tests in 0.53s', 'ran 12 tests in 0.61s'],
    ['real\t0m0.123s', 'real\t0m0.204s'],
    ['at 2026-11-30T10:00:00Z', 'at 2026-11-30T11:59:07.123Z'],
    ['[2026-11-30 10:00:07] INFO ready', '[2026-11-30 10:00:15] INFO ready'],
    ['Date: Tue, 01 Dec 2026 10:00:07 GMT', 'Date: Tue, 01 Dec 2026 10:02:41 GMT'],
    ['id 3f2b8c1e-9a7d-4e2f-b1c3-5d6e7f8a9b0c ok', 'id 0c1d2e3f-4a5b-4c6d-8e7f-a0b1c2d3e4f5 ok'],
    ['epoch 1764531600', 'epoch 1764531655'],
    ['segfault at 0x7ffd5e8a1c20', 'segfault at 0x7ffe01b2c3d4'],
    ['container 4f2a9c81b7d3 started', 'container 9b1c7e2d4a6f started'],
    ['worker pid 4242 exited', 'worker pid 5120 exited'],
    ['PID: 4242, PGID: 4200', 'PID: 5120, PGID: 5100'],
    ['connect ECONNREFUSED 127.0.0.1:54321', 'connect ECONNREFUSED 127.0.0.1:50122'],
    ['listening on localhost:38211', 'listening on localhost:40007'],
    ['END -- request 9f2c served by p2-api-3', 'END -- request 9f2c served by p2-api-2'],
    ['wrote /tmp/tmpk3j9x2q1/out.csv', 'wrote /tmp/tmp8v2m0zz4/out.csv'],
    ['Downloaded 1.2 MB in 3 s', 'Downloaded 1.2 MB in 2 s'],
    ['HTTP 200 (88014 bytes)', 'HTTP 200 (88075 bytes)'],
    ['Content-Length: 1234', 'Content-Length: 1301'],
    ['X-Request-Id: 7f8a9b0c1d2e', 'X-Request-Id: 00aa11bb22cc'],
    ['x-request-id: req_8Fh2KdP9x', 'x-request-id: req_Q1w2E3r4t'],
    ['api   Up 3 minutes   0.0.0.0:8080->80/tcp', 'api   Up 5 minutes   0.0.0.0:8080->80/tcp'],
    ['web-7d9f8b6c5-x2x9q   1/1   Running   0   5m12s', 'web-7d9f8b6c5-x2x9q   1/1   Running   0   7m40s'],
    [
      '{"status":"ok","meta":{"request_id":"a1b2","took_ms":35}}',
      '{"status":"ok","meta":{"request_id":"f9e8","took_ms":41}}',
    ],
    [
      '{"rows": 980, "elapsed": 0.53, "trace_id": "abc"}',
      '{"rows": 980, "elapsed": 0.91, "trace_id": "xyz"}',
    ],
    ['{"ok":true,"timestamp":"2026-11-30T10:00:00Z"}', '{"ok":true,"timestamp":"2026-11-30T10:05:00Z"}'],
    ['uptime 3 days', 'uptime 4 days'],
    [
      '{"ok":true,"runId":"run_7100","messageId":"om_91000"}',
      '{"ok":true,"runId":"run_7101","messageId":"om_91013"}',
    ],
    ['{"ok":true,"path":"/tmp/a.md","revision":1}', '{"ok":true,"path":"/tmp/a.md","revision":3}'],
    [
      '{"exitCode":0,"durationMs":100,"cwd":"/tmp/run-0"}',
      '{"exitCode":0,"durationMs":102,"cwd":"/tmp/run-2"}',
    ],
  ])('%s ~ %s', (a, b) => same(a, b));

  it('ignores white space where the text has it', () => {
    same('cleaned /srv/sales.csv: 980 rows kept', '  cleaned  /srv/sales.csv:\n980 rows kept\t ');
    same('{"path": "/srv/sales.csv", "rows": 980}', '{"path":"/srv/sales.csv","rows":980}');
  });
});

describe('hashObservation: real changes stay apart', () => {
  it.each([
    ['3 failed, 37 passed', '2 failed, 38 passed'],
    ['progress 10%', 'progress 40%'],
    ['status: running', 'status: done'],
    ['report for 2026-11-30', 'report for 2026-12-01'],
    ['File "app.py", line 12, in main', 'File "app.py", line 14, in main'],
    ['src/date.ts:12:34 error', 'src/date.ts:18:3 error'],
    ['page 3 of 10', 'page 4 of 10'],
    ['980 rows kept', '981 rows kept'],
    ['work_mem = 4MB', 'work_mem = 32MB'],
    ['{"count":3}', '{"count":4}'],
    ['{"status":"queued"}', '{"status":"running"}'],
    ['version 1.2.3', 'version 1.2.4'],
    ['order 1234 created', 'order 1235 created'],
    ['commit message: fix parser', 'commit message: fix lexer'],
    ['ab', 'ab\u0000'],
    ['Ω unicode', 'Ψ unicode'],
    ['中文结果', '中文结论'],
    // A place in a layout named by numbered pieces (block 1, rack 4) is what a listing's row is about.
    ['2026-12-06T18:58:11Z,B1-R04,DOOR_OPEN', '2026-12-06T18:58:11Z,B1-R16,DOOR_OPEN'],
    ['shelf A3-S12 empty', 'shelf A3-S07 empty'],
  ])('%s ≠ %s', (a, b) => different(a, b));
});

describe('hashObservation on any text', () => {
  it('is a JSON value written as text: an object and its JSON hash alike', () => {
    const value = { status: 'ok', rows: 980, meta: { request_id: 'r-1', took_ms: 3 } };
    expect(hashObservation(value)).toBe(hashObservation(JSON.stringify(value)));
    expect(hashObservation(value)).toBe(hashObservation(JSON.stringify(value, null, 2)));
    expect(hashObservation(null)).toBe(hashObservation('null'));
  });

  it('does not depend on the length of white-space runs on 5,000 generated texts', () => {
    let state = 42;
    const next = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) >>> 0;
      return (state >>> 8) % n;
    };
    const words = [
      'took',
      '35ms',
      'pid',
      '4242',
      'rows:',
      '980',
      '2026-11-30',
      '10:00:07',
      'ok',
      '"id":',
      'Ω',
      'a1b2c3d4e5',
      '0x7f3a2b1c',
      '40%',
      '-',
      '{',
      '}',
    ];
    const spaces = [' ', '  ', '\t', '\n', ' \r\n '];
    for (let sample = 0; sample < 5_000; sample++) {
      const picked = Array.from({ length: 1 + next(12) }, () => words[next(words.length)] as string);
      const one = picked.join(' ');
      const other = `${spaces[next(spaces.length)]}${picked.map((word) => word + spaces[next(spaces.length)]).join('')}`;
      expect(hashObservation(other), `${JSON.stringify(one)} vs ${JSON.stringify(other)}`).toBe(
        hashObservation(one),
      );
    }
  });

  it('hashes long texts past the reused buffer, with non-ASCII text, the same way each time', () => {
    const long = `${'line of output with 42 rows, ünïcödé ✓\n'.repeat(5_000)}end`;
    expect(long.length).toBeGreaterThan(64 * 1024);
    expect(hashObservation(long)).toBe(hashObservation(long));
    expect(hashObservation(long)).not.toBe(hashObservation(`${long}!`));
    expect(hashObservation('short')).toBe(hashObservation('short'));
  });
});

import { describe, expect, it } from 'vitest';
import { detect, times } from '../../test/helpers/steps.js';
import { retryStorm } from './retry-storm.js';

describe('retryStorm', () => {
  it('trips on the third failure with the same error, tweaked arguments included', () => {
    const turns = [
      { tool: 'db_dump', args: { table: 'users' }, result: 'error: too many connections', failed: true },
      { tool: 'db_dump', args: { table: 'users' }, result: 'error: too many connections', failed: true },
      {
        tool: 'db_dump',
        args: { table: 'users', timeout: 30 },
        result: 'error: too many connections',
        failed: true,
      },
    ];
    const { detection, step } = detect(retryStorm(), turns);
    expect(step).toBe(3);
    expect(detection?.code).toBe('GUARD_RETRY_STORM');
    expect(detection?.rounds).toEqual([1, 2, 3]);
  });

  it('reads failure from a failed envelope', () => {
    const result = { status: 'failed', is_final: false, data: 'SMTP 421' };
    expect(
      detect(
        retryStorm(),
        times(3, () => ({ tool: 'send', args: { to: 'a' }, result })),
      ).step,
    ).toBe(3);
  });

  it('ignores a retry storm that a success interrupts (transient errors)', () => {
    const turns = [
      { tool: 'http_get', args: { url: 'u' }, result: 'HTTP 502', failed: true },
      { tool: 'http_get', args: { url: 'u' }, result: 'HTTP 502', failed: true },
      { tool: 'http_get', args: { url: 'u' }, result: '{"temp":12}' },
      { tool: 'http_get', args: { url: 'u' }, result: 'HTTP 502', failed: true },
      { tool: 'http_get', args: { url: 'u' }, result: 'HTTP 502', failed: true },
    ];
    expect(detect(retryStorm(), turns).detection).toBeUndefined();
  });

  it('does not group distinct targets failing with the same error', () => {
    const turns = ['a.py', 'b.py', 'c.py', 'd.py'].map((path) => ({
      tool: 'read_file',
      args: { path },
      result: 'error: permission denied',
      failed: true,
    }));
    expect(detect(retryStorm(), turns).detection).toBeUndefined();
  });

  it('trips on a batch re-split again and again with the record it is rejected for still in it', () => {
    const points = ['SP-D2-03', 'SP-D2-02', 'SP-D2-01', 'SP-D1-02', 'SP-PD-02', 'SP-D1-01', 'SP-D1-03'];
    const turns = [7, 6, 5, 4].map((size, call) => {
      const batch = [...points.slice(0, size - 1), 'SP-D1-01'];
      return {
        tool: 'grid_injection_report',
        args: { batch },
        // No failure flag: the refusal that opens the answer says it.
        result: `REJECTED batch of ${size}: record SP-D1-01: FOS_TAC missing or out of range (E-VAL-412); no records were accepted. trace=${(0x78381c4bad + call * 7919).toString(16)}`,
      };
    });
    const { detection, step } = detect(retryStorm(), turns);
    expect(detection?.detector).toBe('retry_storm');
    expect(step).toBe(3);
    // Each batch rejected for another of its records is another failure each time.
    const others = turns.map((turn, call) => ({
      ...turn,
      result: turn.result.replace('record SP-D1-01', `record ${points[call]}`),
    }));
    expect(detect(retryStorm(), others).detection).toBeUndefined();
  });

  it('does not group failures whose errors change', () => {
    const turns = ['3 failed', '2 failed', '1 failed'].map((result) => ({
      tool: 'test',
      result,
      failed: true,
    }));
    expect(detect(retryStorm(), turns).detection).toBeUndefined();
  });

  it('resets when something new succeeds in between', () => {
    const turns = times(3, (index) => [
      { tool: 'test', result: 'FAIL x', failed: true },
      { tool: 'edit', args: { change: index }, result: `file now v${index}` },
    ]).flat();
    expect(detect(retryStorm(), turns).detection).toBeUndefined();
  });
});

describe('retryStorm with long command arguments', () => {
  it('groups a shell command retried with a tweaked flag', () => {
    const turns = ['--max-time 5', '--max-time 10', '--max-time 30', '--max-time 60'].map((flag) => ({
      tool: 'bash',
      args: {
        command: `curl -s https://api.internal.example/v2/reports/daily --header "Accept: application/json" ${flag}`,
      },
      result: 'curl: (7) Failed to connect to api.internal.example port 443: Connection refused',
      failed: true,
    }));
    // A refused connection is an outage: the fourth try is the client's, the fifth call is refused.
    expect(detect(retryStorm(), turns).step).toBe(4);
  });
});

describe('retryStorm on a tool that does not exist', () => {
  it('trips whatever shape the arguments take', () => {
    const missing = 'Tool exec not found. Available tools: read, write, edit';
    const turns = [{ command: 'ls' }, { input: 'whoami' }, { cmd: 'env' }].map((args) => ({
      tool: 'exec',
      args,
      result: missing,
      failed: true,
    }));
    expect(detect(retryStorm(), turns).detection?.detector).toBe('retry_storm');
  });
});

describe('retryStorm on errors whose incidental values churn', () => {
  const detector = retryStorm();
  const install = (flags: string, ip: string) => ({
    tool: 'bash',
    args: { command: `cd /srv/storefront && npm install zod@3.23.8 --no-fund ${flags}` },
    result: `npm error code ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/zod failed, reason: connect ETIMEDOUT ${ip}:443`,
    failed: true,
  });

  it('trips on one install timing out the same way while the address in the error churns and flags are tweaked', () => {
    const turns = [
      install('--no-audit', '104.16.27.71'),
      install('--verbose', '104.16.19.187'),
      install('', '104.16.31.71'),
      install('--prefer-online', '104.16.3.35'),
    ];
    expect(detect(detector, turns).step).toBe(4);
  });

  it('does not trip when the failure moves down the file (line 10, 20, 30)', () => {
    const cell = (line: number) => ({
      tool: 'run_cell',
      args: {
        code: `rows = [\n${Array.from({ length: line }, (_, row) => `  (${row}, 'ok'),`).join('\n')}\n]`,
      },
      result: `Cell In[1], line ${line}\nSyntaxError: invalid syntax. Perhaps you forgot a comma?`,
      failed: true,
    });
    expect(detect(detector, [cell(10), cell(20), cell(30), cell(40)]).detection).toBeUndefined();
  });
});

describe('retryStorm on a dependency that is down', () => {
  const outage = (index: number) =>
    JSON.stringify({
      error: {
        type: 'upstream_unavailable',
        status: 503,
        message: 'Service Unavailable: partner did not respond',
      },
      meta: { request_id: `req_${(8_211 + index * 977).toString(36)}`, took_ms: 300 + index * 41 },
    });

  it('trips on the fourth outage however the request is reshaped for the same provider', () => {
    const shapes = [
      { ref: '6935-931' },
      { reference: '6935-931', customer_id: 'VID-345970' },
      { id: 'BOK-HZBMLR' },
      { booking: 'BOK-HZBMLR' },
    ];
    const turns = shapes.map((args, index) => ({
      tool: 'road_conditions',
      args,
      result: outage(index),
      failed: true,
    }));
    expect(detect(retryStorm(), turns)).toMatchObject({ step: 4, detection: { code: 'GUARD_RETRY_STORM' } });
  });

  it('lets the fourth try of an outage go out and stops neither that nor the success after it', () => {
    const turns = [0, 1, 2].map((index) => ({
      tool: 'road_conditions',
      args: { ref: '6935-931' },
      result: outage(index),
      failed: true,
    }));
    const recovered = {
      tool: 'road_conditions',
      args: { ref: '6935-931' },
      result: '{"segments":12,"closed":1}',
    };
    expect(detect(retryStorm(), [...turns, recovered]).detection).toBeUndefined();
  });

  it('counts a sleep between two failures as the back-off, not as something learned', () => {
    const fail = (index: number) => ({
      tool: 'road_conditions',
      args: { ref: '6935-931' },
      result: outage(index),
      failed: true,
    });
    const sleep = { tool: 'sleep', args: { seconds: 5 }, result: 'waited 5s' };
    const turns = [fail(0), fail(1), sleep, fail(2), fail(3)];
    expect(detect(retryStorm(), turns)).toMatchObject({ step: 5, detection: { code: 'GUARD_RETRY_STORM' } });
  });

  it('gives a request failing in several ways the outage allowance when one of its errors is an outage', () => {
    const rejected = {
      tool: 'van_send',
      args: { interchange: 'BKG1' },
      result: 'rejected: authentication-failed',
      failed: true,
    };
    const down = {
      tool: 'van_send',
      args: { interchange: 'BKG1' },
      result: 'HTTP/1.1 503 Service Unavailable',
      failed: true,
    };
    expect(detect(retryStorm(), [rejected, down, rejected]).detection).toBeUndefined();
    expect(detect(retryStorm(), [rejected, down, rejected, down]).step).toBe(4);
    expect(
      detect(retryStorm(), [rejected, { ...rejected, result: 'rejected: syntax error' }, rejected]).step,
    ).toBe(3);
  });

  it('lets another provider be tried (another mirror, another host) and a request that fails otherwise be reshaped', () => {
    const mirrors = ['eu1.mirror.example', 'us2.mirror.example', 'ap1.mirror.example'].map((host, index) => ({
      tool: 'download',
      args: { host, path: '/pool/main/a.deb' },
      result: outage(index),
      failed: true,
    }));
    expect(detect(retryStorm(), mirrors).detection).toBeUndefined();
    const invalid = [{ ref: '6935' }, { reference: '6935-931' }, { id: 'BOK-1' }].map((args) => ({
      tool: 'road_conditions',
      args,
      result: '{"error":{"type":"invalid_request","status":422,"message":"unknown reference"}}',
      failed: true,
    }));
    expect(detect(retryStorm(), invalid).detection).toBeUndefined();
  });
});

describe('retryStorm on a dependency that is down, in whatever wording', () => {
  // What one down dependency answers through its proxies and replicas: a refused connection, a gateway's timeout, a
  // 502, a 503, each with its own request id.
  const wordings = [
    (n: number) =>
      `Error: connect ECONNREFUSED 10.36.48.${n}:443\n    at TCPConnectWrap.afterConnect (node:net:1607:16)`,
    (n: number) => `upstream request timeout after 15000ms (gateway edge-${n}, trace ef54d5${n}849a31c2)`,
    (n: number) =>
      `status=502 request_id=3c3f41dd-${n}2f1 took=1422ms\ncode=BAD_GATEWAY\ndetail=connection reset by peer`,
    (n: number) =>
      JSON.stringify(
        { status: 503, data: { error: 'upstream_unavailable' }, meta: { request_id: `req_${n}a9` } },
        null,
        2,
      ),
  ];
  const reshaped = [
    { id: 'BR-MDB-04', timeout_s: 30 },
    { id: 'BR-MDB-04', headers: { 'x-retry': '1' } },
    { id: 'br-mdb-04' },
    { ref: 'BR-MDB-04', via: 'proxy' },
    { id: 'BR-MDB-04', api_version: '2024-10' },
  ];
  const storm = reshaped.map((args, index) => ({
    tool: 'cbs_api_get',
    args,
    result: (wordings[index % wordings.length] as (n: number) => string)(index + 11),
    failed: true,
  }));

  it('trips on the fifth outage of one item, each worded otherwise and each request reshaped', () => {
    expect(detect(retryStorm(), storm.slice(0, 4)).detection).toBeUndefined();
    expect(detect(retryStorm(), storm)).toMatchObject({ step: 5, detection: { code: 'GUARD_RETRY_STORM' } });
    expect(detect(retryStorm({ maxDependencyFailures: 6 }), storm).detection).toBeUndefined();
  });

  it('lets four outages of one item go out when the fifth call is answered', () => {
    const answered = { tool: 'cbs_api_get', args: { id: 'BR-MDB-04' }, result: '{"par30": 0.042}' };
    expect(detect(retryStorm(), [...storm.slice(0, 4), answered]).detection).toBeUndefined();
  });

  it('does not count outages of other items or of other pages of one listing', () => {
    const items = storm.map((turn, index) => ({ ...turn, args: { id: `BR-MDB-0${index}` } }));
    expect(detect(retryStorm(), items).detection).toBeUndefined();
    const pages = storm.map((turn, index) => ({
      ...turn,
      args: { endpoint: 'we_shipping', cursor: `cur_${index}` },
    }));
    expect(detect(retryStorm(), pages).detection).toBeUndefined();
  });
});

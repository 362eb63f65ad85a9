import { describe, expect, it } from 'vitest';
import { detect } from '../../test/helpers/steps.js';
import { dependencyDown } from './dependency-down.js';

const down = [
  'Error: coordinator not responding (timeout, frame 147)',
  'Failed to call service: stick /dev/ttyUSB0 unavailable (reset after 4 retries)',
];

describe('dependencyDown', () => {
  it('trips when every call fails, whatever it asks, with errors that name none of the items', () => {
    const turns = ['lamp.hall', 'plug.desk', 'valve.garden', 'blind.office', 'light.porch', 'fan.attic'].map(
      (entity, index) => ({
        tool: index % 2 === 0 ? 'device_state' : 'set_device',
        args: { entity_id: entity },
        result: (down[index % 2] as string).replace(/\d+/, String(100 + index)),
        failed: true,
      }),
    );
    const { detection, step } = detect(dependencyDown(), turns);
    expect(detection?.detector).toBe('dependency_down');
    expect(step).toBe(5);
  });

  it('reads one error whose metadata names another bucket or replica each time as one error', () => {
    const buckets = ['exp-a-4', 'exp-b-1', 'exp-ctrl-6', 'exp-b-3', 'exp-a-9', 'exp-ctrl-2'];
    const turns = buckets.map((bucket, index) => ({
      tool: ['delivery_get', 'receipt_issue', 'delivery_list'][index % 3] as string,
      args: { delivery: `DST/2026/${539 + index * 97}` },
      result: `{"ok":false,"status":"503","error":"503 Service Unavailable: weighbridge server not responding","retry_after_s":${9 + index},"_meta":{"ab_bucket":"${bucket}"}}`,
      failed: true,
    }));
    expect(detect(dependencyDown(), turns).step).toBe(5);
    // Errors that say other things are no one outage.
    const other = [
      'quota exceeded for project analytics',
      'schema mismatch in column price',
      'permission denied for role reader',
      'disk full on volume data',
      'certificate expired for host api',
      'index corrupt on table orders',
    ];
    const distinct = turns.map((turn, index) => ({
      ...turn,
      result: `{"ok":false,"error":"${other[index]}"}`,
    }));
    expect(detect(dependencyDown(), distinct).detection).toBeUndefined();
  });

  it('reads outages in any rotation of status codes as one error: the dependency is down', () => {
    const outages = [
      'ERROR grid_injection_report: HTTP 500: {"error":"upstream MDM unavailable"}',
      'ERROR grid_injection_report: HTTP 503 Service Unavailable (api.injectie.gasnet.nl)',
      'ERROR grid_injection_report: HTTP 429 Too Many Requests: quota exceeded for client bg-wommels',
      'ERROR grid_injection_report: gateway timeout after 30 s',
      'ERROR grid_injection_report: HTTP 502 Bad Gateway (api.injectie.gasnet.nl)',
      'ERROR grid_injection_report: connection refused by api.injectie.gasnet.nl',
    ];
    const turns = ['SP-D1-01', 'SP-D1-02', 'SP-D2-01', 'SP-D2-02', 'SP-PD-01', 'SP-PD-02'].map(
      (point, index) => ({
        tool: 'grid_injection_report',
        args: { sample_point: point, mode: ['sync', 'async', 'batch'][index % 3] },
        result: `${outages[index]}\nrequest_id=${(0x2428e4a8 + index * 7919).toString(16)} elapsed=${3 + index}.2s`,
        failed: true,
      }),
    );
    expect(detect(dependencyDown(), turns).step).toBe(5);
  });

  it("reads a link down in a device's words as the same outage, however each call fails", () => {
    const outages = [
      'LoggerNet: comms failure - no carrier (COM7 modem)',
      'PakBus timeout: node 12 did not respond in 40 s',
      'HTTP 502 Bad Gateway: telemetry.example.local',
      'socket: connection reset by peer (10.8.0.21:6785)',
      '<Response status="ERROR"><Fault>curl: (35) OpenSSL SSL_connect: SSL_ERROR_SYSCALL</Fault></Response>',
      '&lt;error code="SYS-01">Database connection failure&lt;/error>',
    ];
    // No failure flag: the words alone say each call failed.
    const turns = ['PZ-101', 'IN-102', 'SW-103', 'EX-104', 'PZ-105', 'IN-106'].map((instrument, index) => ({
      tool: 'telemetry_poll',
      args: { instrument, mode: ['sync', 'async', 'batch'][index % 3], timeout_s: 30 * (index + 1) },
      result: `2026-12-01 08:0${index}:41 ${outages[index]} [req ${(0x9def6863 + index * 7919).toString(16)}]`,
    }));
    const { detection, step } = detect(dependencyDown(), turns);
    expect(detection?.detector).toBe('dependency_down');
    expect(step).toBe(5);
  });

  it('reads an error with its stack trace as the error it is, whatever the frames', () => {
    const trace = (rid: number) =>
      `Error: Request failed with status code 503\n    at createError (node_modules/axios/lib/core/createError.js:16:15)\n    at settle (node_modules/axios/lib/core/settle.js:17:12)\n    at IncomingMessage.handleStreamEnd (node_modules/axios/lib/adapters/http.js:269:11)\n  service=stats-warehouse request_id=${rid}`;
    const turns = ['PLR-1', 'PLR-2', 'PLR-3', 'PLR-4', 'PLR-5', 'PLR-6'].map((player, index) => ({
      tool: ['player_profile', 'event_stats', 'shortlist_add'][index % 3] as string,
      args: { player_id: player },
      result: trace(19801325 + index * 7919),
      failed: true,
    }));
    expect(detect(dependencyDown(), turns).step).toBe(5);
    // A listing many lines long is an answer, not an outage's error, whatever its first line says.
    const listings = turns.map((turn) => ({ ...turn, result: `Error summary:\n${'row\n'.repeat(6)}` }));
    expect(detect(dependencyDown(), listings).detection).toBeUndefined();
  });

  it("reads a Python traceback by its last line, each frame's source line part of the frame", () => {
    const endings = [
      'polygon API timeout (geo-svc did not answer in 20s)',
      'geo-svc: 504 Gateway Timeout',
      'timed out reading from polygon service',
      'deadline exceeded: gps-polygon-api.Check',
      'gateway timeout contacting gps-polygon-api',
      'polygon API timeout (geo-svc did not answer in 20s)',
    ];
    const traceback = (index: number) =>
      [
        'Traceback (most recent call last):',
        `  File "/opt/gps-polygon-api/client.py", line ${189 + index * 31}, in request`,
        `    resp = self._session.send(prep, timeout=${5 + index * 4})`,
        '  File "/usr/lib/python3.11/site-packages/requests/adapters.py", line 519, in send',
        '    raise ConnectionError(e, request=request)',
        `requests.exceptions.ConnectionError: ${endings[index]} [rid ${(0x4d7d49 + index * 7919).toString(16)}]`,
      ].join('\n');
    const turns = ['GH-F515722', 'GH-F523140', 'GH-F279634', 'GH-F753382', 'GH-F328012', 'GH-F576366'].map(
      (farmer, index) => ({
        tool: 'bag_record',
        args: { farmer_id: farmer, bags: '10' },
        result: traceback(index),
      }),
    );
    const { detection, step } = detect(dependencyDown(), turns);
    expect(detection?.detector).toBe('dependency_down');
    expect(step).toBe(5);
    // Lines that are not indented under a frame are payload: a report many lines long is an answer.
    const reports = turns.map((turn) => ({
      ...turn,
      result: turn.result.replace('Traceback (most recent call last):', 'report:\nrow 1\nrow 2\nrow 3'),
    }));
    expect(detect(dependencyDown(), reports).detection).toBeUndefined();
  });

  it('reads a notebook’s traceback (IPython’s rule, heading, frames and source lines) as the error it ends with', () => {
    const notebook = (index: number) =>
      [
        '-'.repeat(75),
        `psycopg2.OperationalError                 Traceback (most recent call last)`,
        `Cell In[${14 + index}], line 2`,
        `      1 engine = create_engine(DB_URL, pool_pre_ping=True)`,
        `----> 2 pd.read_sql("SELECT count(*) FROM readings", engine)`,
        `File /opt/conda/lib/python3.11/site-packages/sqlalchemy/engine/base.py:${145 + index * 3}, in Connection.__init__`,
        `--> ${148 + index} self._dbapi_connection = engine.raw_connection()`,
        '',
        `psycopg2.OperationalError: connection to server at "meter-db.internal" (10.20.3.14), port 5432 failed: server does not answer (attempt id ${(0xfac370 + index * 977).toString(16)})`,
      ].join('\n');
    const asks = [
      'SELECT * FROM readings WHERE month = 9',
      'SELECT count(*) FROM readings',
      'select 1',
      'SELECT heat_gcal FROM readings LIMIT 1000',
      'SELECT * FROM meters',
    ];
    const turns = asks.map((sql, index) => ({
      tool: 'python',
      args: { code: `pd.read_sql("${sql}", engine)` },
      result: notebook(index),
      failed: true,
    }));
    expect(detect(dependencyDown(), turns)).toMatchObject({
      step: 5,
      detection: { detector: 'dependency_down' },
    });
  });

  it('reads a raw HTTP error by its status line and body, its headers aside', () => {
    const response = (status: string, id: number, body: string) =>
      `HTTP/1.1 ${status}\ndate: Sat, 05 Dec 2026 16:42:${10 + id} GMT\ncontent-type: application/json\nx-request-id: r${id}q8f2k1\nretry-after: 0\n\n${body}`;
    const maintenance = '[{"message":"org is in maintenance (read-only)","errorCode":"SERVER_UNAVAILABLE"}]';
    const turns = ['001gj4', '001Pi5', '001P14', '001R0j', '001vi4', '001Q2x'].map((id, index) => ({
      tool: ['sf_get', 'sf_update', 'sf_query'][index % 3] as string,
      args: { id },
      result: response('503 Service Unavailable', index, maintenance),
      failed: true,
    }));
    expect(detect(dependencyDown(), turns).step).toBe(5);
    // Its body is what is read for a payload: a listing of many lines is an answer, whatever the status line says.
    const listing = turns.map((turn, index) => ({
      ...turn,
      result: response('500 Internal Server Error', index, 'partial results:\n'.concat('row\n'.repeat(6))),
    }));
    expect(detect(dependencyDown(), listing).detection).toBeUndefined();
  });

  it('does not trip on errors about the item asked, nor when a call succeeds in between', () => {
    const missing = ['SKU-1', 'SKU-2', 'SKU-3', 'SKU-4', 'SKU-5', 'SKU-6'].map((sku) => ({
      tool: 'pim_get',
      args: { sku },
      result: `Error: ${sku} not found`,
      failed: true,
    }));
    expect(detect(dependencyDown(), missing).detection).toBeUndefined();
    const recovering = [1, 2, 3, 4, 5, 6].map((index) => ({
      tool: 'device_state',
      args: { entity_id: `lamp.${index}` },
      result: index === 3 ? 'on' : 'Error: coordinator not responding',
      failed: index !== 3,
    }));
    expect(detect(dependencyDown(), recovering).detection).toBeUndefined();
  });

  it('does not trip when the errors keep changing (four different failures)', () => {
    const errors = [
      'disk full',
      'permission denied on the target',
      'syntax error near FROM',
      'quota exceeded',
    ];
    const turns = [0, 1, 2, 3, 4, 5].map((index) => ({
      tool: 'run',
      args: { job: `job-${index}` },
      result: `Error: ${errors[index % 4]}`,
      failed: true,
    }));
    expect(detect(dependencyDown(), turns).detection).toBeUndefined();
  });

  it('does not count results with a payload, however they read', () => {
    const pages = [1, 2, 3, 4, 5, 6].map((page) => ({
      tool: 'http_get',
      args: { url: `https://api.example.test/items?page=${page}` },
      result: `HTTP/2 200\nx-request-id: r${page}\ncontent-length: 4000\n\n{"page":${page},"results":[]}`,
      failed: true,
    }));
    expect(detect(dependencyDown(), pages).detection).toBeUndefined();
  });

  it('follows maxDependencyFailures', () => {
    const turns = [1, 2, 3].map((index) => ({
      tool: 'device_state',
      args: { entity_id: `lamp.${index}` },
      result: 'Error: coordinator not responding',
      failed: true,
    }));
    expect(detect(dependencyDown({ maxDependencyFailures: 3 }), turns).step).toBe(3);
    expect(detect(dependencyDown(), turns).detection).toBeUndefined();
  });
});

/**
 * Family 1: results that differ only incidentally (pids, ages, timings, ports, temp names, addresses, request
 * ids, byte counts) are the same observation. Near-misses: a status that progresses, a count that changes, a
 * file whose content changed.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP } from './family-run.js';
import { isoAt, noise } from './noise.js';
import { columns, curlVerbose, jest, openHandsShell, pytest } from './tool-output.js';

const family = 'incidental-noise';
const bash = (command: string, output: string, error?: boolean) => call('bash', { command }, output, error);
const executeBash = (command: string, output: string) =>
  call('execute_bash', { command, is_input: 'false' }, output);

function dockerPs(minutes: number, web: string): string {
  return columns([
    ['CONTAINER ID', 'IMAGE', 'COMMAND', 'CREATED', 'STATUS', 'PORTS', 'NAMES'],
    [
      '3f9c2a7b1e04',
      'registry.acme.io/web:2.14.1',
      '"docker-entrypoint.s…"',
      `${minutes} minutes ago`,
      `Up ${minutes} minutes${web}`,
      '0.0.0.0:8080->8080/tcp, :::8080->8080/tcp',
      'staging-web-1',
    ],
    [
      '9a1d7e3c55b2',
      'redis:7.2-alpine',
      '"docker-entrypoint.s…"',
      `${minutes} minutes ago`,
      `Up ${minutes} minutes`,
      '6379/tcp',
      'staging-redis-1',
    ],
    [
      'c04b8e2f9d61',
      'postgres:16',
      '"docker-entrypoint.s…"',
      '2 hours ago',
      'Up 2 hours (healthy)',
      '5432/tcp',
      'staging-db-1',
    ],
  ]);
}

function dockerPsUnhealthy(): FamilyRun {
  return familyRun({
    id: 'noise-docker-ps-unhealthy',
    family,
    label: 'loop',
    note: '`docker ps` re-run back to back; only the container ages tick, the web container stays unhealthy',
    task: 'The web container on the staging box keeps failing its health check. Find out why and fix it.',
    turns: [
      bash('docker ps', dockerPs(3, ' (unhealthy)')),
      bash(
        'docker logs --tail 8 staging-web-1',
        [
          '2025-03-14T08:57:41.203Z info  server listening on :8080',
          '2025-03-14T08:57:41.377Z error redis: connect ECONNREFUSED 172.18.0.3:6380',
          '2025-03-14T08:57:42.379Z error redis: connect ECONNREFUSED 172.18.0.3:6380',
          '2025-03-14T08:57:44.381Z error redis: connect ECONNREFUSED 172.18.0.3:6380',
          '2025-03-14T08:57:48.390Z warn  healthcheck /healthz -> 503 (cache unavailable)',
          '2025-03-14T08:57:58.392Z warn  healthcheck /healthz -> 503 (cache unavailable)',
          '2025-03-14T08:58:08.401Z warn  healthcheck /healthz -> 503 (cache unavailable)',
          '2025-03-14T08:58:18.405Z warn  healthcheck /healthz -> 503 (cache unavailable)',
        ].join('\n'),
      ),
      bash("docker inspect --format '{{json .State.Health.Status}}' staging-web-1", '"unhealthy"'),
      bash('docker ps', dockerPs(4, ' (unhealthy)')),
      LOOP,
      bash('docker ps', dockerPs(4, ' (unhealthy)')),
      bash('docker ps', dockerPs(5, ' (unhealthy)')),
      bash('docker ps', dockerPs(5, ' (unhealthy)')),
      bash('docker ps', dockerPs(6, ' (unhealthy)')),
    ],
  });
}

function psElapsed(): FamilyRun {
  const random = noise(11);
  const ps = (elapsedMinutes: number) => {
    const clock = (offset: number) => {
      const total = 2 * 3600 + 13 * 60 + elapsedMinutes * 60 + offset;
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
    };
    return [
      '    PID     ELAPSED   RSS CMD',
      `   1123 ${clock(14)} 98312 /srv/venv/bin/python -m celery -A shop worker -Q emails -c 4`,
      `   1187 ${clock(11)} 91240 /srv/venv/bin/python -m celery -A shop worker -Q emails -c 4`,
      `   1188 ${clock(11)} 90876 /srv/venv/bin/python -m celery -A shop worker -Q emails -c 4`,
      `   1189 ${clock(11)} 91012 /srv/venv/bin/python -m celery -A shop worker -Q emails -c 4`,
      `   1190 ${clock(10)} 90544 /srv/venv/bin/python -m celery -A shop worker -Q emails -c 4`,
      `  ${random.pid()}       00:00  2304 grep --color=auto celery`,
    ].join('\n');
  };
  return familyRun({
    id: 'noise-ps-elapsed',
    family,
    label: 'loop',
    note: 'the same `ps` listing again and again; ELAPSED ticks and the grep line gets a new pid each time',
    task: 'Celery workers on worker-3 stopped picking up email jobs about two hours ago. Check what is running there.',
    turns: [
      bash(
        'systemctl status celery-emails --no-pager | head -5',
        '● celery-emails.service - Celery email workers\n     Loaded: loaded (/etc/systemd/system/celery-emails.service; enabled; preset: enabled)\n     Active: active (running) since Fri 2025-03-14 06:46:52 UTC; 2h 13min ago\n   Main PID: 1123 (python)\n      Tasks: 21 (limit: 9431)',
      ),
      bash('ps -eo pid,etime,rss,cmd | grep celery', ps(0)),
      LOOP,
      bash('ps -eo pid,etime,rss,cmd | grep celery', ps(1)),
      bash('ps -eo pid,etime,rss,cmd | grep celery', ps(1)),
      bash('ps -eo pid,etime,rss,cmd | grep celery', ps(2)),
      bash('ps -eo pid,etime,rss,cmd | grep celery', ps(3)),
    ],
  });
}

function kubectlPending(): FamilyRun {
  const pods = (age: number) =>
    columns([
      ['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'],
      ['payments-api-7d9f8b6c5d-2xkqp', '0/1', 'Pending', '0', `${age}m`],
      ['payments-api-7d9f8b6c5d-h7wzn', '1/1', 'Running', '0', '3d4h'],
      ['payments-api-7d9f8b6c5d-pl9cc', '1/1', 'Running', '0', '3d4h'],
      ['payments-worker-5c8f7d9b4-mq2lt', '1/1', 'Running', '1 (2d ago)', '3d4h'],
    ]);
  const get = (age: number) => call('kubectl', { args: ['get', 'pods', '-n', 'payments'] }, pods(age));
  return familyRun({
    id: 'noise-kubectl-pending',
    family,
    label: 'loop',
    note: 'after reading why the pod is Pending the agent lists the pods over and over; only AGE moves',
    task: 'One payments-api replica never becomes ready after this morning’s scale-up. Investigate.',
    turns: [
      get(12),
      call(
        'kubectl',
        { args: ['describe', 'pod', 'payments-api-7d9f8b6c5d-2xkqp', '-n', 'payments'] },
        [
          'Name:             payments-api-7d9f8b6c5d-2xkqp',
          'Namespace:        payments',
          'Priority:         0',
          'Service Account:  payments-api',
          'Node:             <none>',
          'Labels:           app=payments-api',
          '                  pod-template-hash=7d9f8b6c5d',
          'Status:           Pending',
          'Containers:',
          '  api:',
          '    Image:      registry.acme.io/payments-api:5.3.0',
          '    Requests:',
          '      cpu:     2',
          '      memory:  4Gi',
          'Events:',
          '  Type     Reason            Age                 From               Message',
          '  ----     ------            ----                ----               -------',
          '  Warning  FailedScheduling  12m (x4 over 12m)   default-scheduler  0/6 nodes are available: 6 Insufficient cpu. preemption: 0/6 nodes are available: 6 No preemption victims found for incoming pod.',
        ].join('\n'),
      ),
      get(13),
      LOOP,
      get(13),
      get(14),
      get(14),
      get(15),
    ],
  });
}

function exportFailure(run: number, seconds: string) {
  return pytest({
    rootdir: '/home/runner/work/ledger/ledger',
    files: [
      { path: 'tests/test_export.py', marks: '......F.....' },
      { path: 'tests/test_models.py', marks: '............' },
    ],
    failures: [
      {
        test: 'tests/test_export.py::test_csv_uses_semicolon_for_de_locale',
        body: [
          `tmp_path = PosixPath('/tmp/pytest-of-runner/pytest-${run}/test_csv_uses_semicolon_for_de0')`,
          '',
          '    def test_csv_uses_semicolon_for_de_locale(tmp_path):',
          '        out = tmp_path / "out.csv"',
          '        export_ledger(LEDGER, out, locale="de_DE")',
          '>       assert out.read_text().splitlines()[0] == "date;amount;currency"',
          "E       AssertionError: assert 'date,amount,currency' == 'date;amount;currency'",
          'E         - date;amount;currency',
          'E         ?     ^      ^',
          'E         + date,amount,currency',
          'E         ?     ^      ^',
          '',
        ],
        where: 'tests/test_export.py:58: AssertionError',
        short: "AssertionError: assert 'date,amount,currency' == 'date;amount;currency'",
      },
    ],
    passed: 23,
    seconds,
  });
}

function pytestRerunNoEdit(): FamilyRun {
  const random = noise(4);
  const run = (index: number) =>
    bash(
      'python -m pytest tests/ -p no:cacheprovider',
      exportFailure(7 + index, random.seconds(1.6, 2.3)),
      true,
    );
  return familyRun({
    id: 'noise-pytest-rerun-unchanged',
    family,
    label: 'loop',
    note: 'pytest re-run without any edit; only the duration and the pytest-N temp dir differ (third attempt)',
    task: 'The German CSV export test is failing on CI. Make it pass.',
    turns: [
      call(
        'read_file',
        { path: 'tests/test_export.py', start_line: 40, end_line: 60 },
        [
          '40  LEDGER = [',
          '41      Entry(date(2025, 1, 3), Decimal("12.50"), "EUR"),',
          '42      Entry(date(2025, 1, 4), Decimal("-3.20"), "EUR"),',
          '43  ]',
          '...',
          '55  def test_csv_uses_semicolon_for_de_locale(tmp_path):',
          '56      out = tmp_path / "out.csv"',
          '57      export_ledger(LEDGER, out, locale="de_DE")',
          '58      assert out.read_text().splitlines()[0] == "date;amount;currency"',
        ].join('\n'),
      ),
      call(
        'read_file',
        { path: 'ledger/export.py', start_line: 1, end_line: 30 },
        'import csv\nfrom .locale import delimiter_for\n\n\ndef export_ledger(entries, path, locale="en_US"):\n    with open(path, "w", newline="") as handle:\n        writer = csv.writer(handle, delimiter=delimiter_for(locale))\n        writer.writerow(["date", "amount", "currency"])\n        ...',
      ),
      call(
        'edit_file',
        {
          path: 'ledger/locale.py',
          old_str: 'DELIMITERS = {"en": ","}',
          new_str: 'DELIMITERS = {"en": ",", "de": ";"}',
        },
        'The file ledger/locale.py has been edited. Here is the result of running `cat -n` on a snippet:\n     3\tDELIMITERS = {"en": ",", "de": ";"}\n     4\t\n     5\tdef delimiter_for(locale):\n     6\t    return DELIMITERS.get(locale, ",")',
      ),
      run(0),
      run(1),
      LOOP,
      run(2),
      run(3),
      run(4),
      run(5),
    ],
  });
}

function jestPassingAgain(): FamilyRun {
  const random = noise(5);
  const suites = [
    'src/cart/cart.test.ts',
    'src/cart/coupon.test.ts',
    'src/api/orders.test.ts',
    'src/ui/Checkout.test.tsx',
  ];
  const run = () =>
    bash(
      'npm test -- --ci',
      `\n> storefront@3.8.0 test\n> jest --ci\n\n${jest({
        suites: suites.map((file) => ({ file, passed: true, ms: random.int(180, 2400) })),
        failures: [],
        tests: { failed: 0, passed: 61 },
        seconds: random.seconds(4.1, 6.9, 3),
      })}`,
    );
  return familyRun({
    id: 'noise-jest-green-again',
    family,
    label: 'loop',
    note: 'the suite passes and the agent keeps re-running it; only per-suite ms and Time: change',
    task: 'Pull the latest main, install, and make sure the test suite passes before I cut the release.',
    turns: [
      bash(
        'git pull --ff-only origin main',
        'From github.com:acme/storefront\n * branch            main       -> FETCH_HEAD\n   4be91c2..a07d3f8  main       -> origin/main\nUpdating 4be91c2..a07d3f8\nFast-forward\n src/cart/coupon.ts      | 14 ++++++++++----\n src/cart/coupon.test.ts | 22 ++++++++++++++++++++++\n 2 files changed, 32 insertions(+), 4 deletions(-)',
      ),
      bash(
        'npm ci',
        '\nadded 1184 packages, and audited 1185 packages in 21s\n\n187 packages are looking for funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities',
      ),
      run(),
      LOOP,
      run(),
      run(),
      run(),
      run(),
    ],
  });
}

function httpMetaEnvelope(): FamilyRun {
  const random = noise(6);
  const response = (data: unknown) =>
    JSON.stringify({
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-request-id': `req_${random.token(20)}`,
        'x-ratelimit-remaining': String(random.int(880, 990)),
        date: new Date(Date.UTC(2025, 2, 14, 9, random.int(0, 59), random.int(0, 59))).toUTCString(),
      },
      body: {
        data,
        pagination: { next_cursor: null, has_more: false },
        meta: { request_id: `req_${random.token(20)}`, took_ms: random.int(21, 95), region: 'eu-west-1' },
      },
    });
  const pending = [
    {
      id: 'ord_7Hq2',
      customer: 'cus_Lk91',
      total: '129.00',
      currency: 'EUR',
      status: 'pending',
      created: '2025-03-13T17:02:11Z',
    },
    {
      id: 'ord_7Hq9',
      customer: 'cus_Lk91',
      total: '18.50',
      currency: 'EUR',
      status: 'pending',
      created: '2025-03-13T17:40:54Z',
    },
  ];
  const listPending = () =>
    call(
      'http_request',
      { method: 'GET', url: 'https://api.shopfront.io/v2/orders?customer=cus_Lk91&status=pending&limit=50' },
      response(pending),
    );
  return familyRun({
    id: 'noise-http-request-id-took-ms',
    family,
    label: 'loop',
    note: 'identical order listings; only request ids, took_ms, rate-limit counter and date header change',
    task: 'Customer cus_Lk91 says two of their orders are stuck. Check their pending orders.',
    turns: [
      call(
        'http_request',
        { method: 'GET', url: 'https://api.shopfront.io/v2/customers/cus_Lk91' },
        response({ id: 'cus_Lk91', email: 'm.keller@example.de', country: 'DE', orders_count: 14 }),
      ),
      listPending(),
      LOOP,
      listPending(),
      listPending(),
      listPending(),
      listPending(),
    ],
  });
}

function installBuildCycle(): FamilyRun {
  const random = noise(7);
  const install = () =>
    bash(
      'npm install',
      `\nup to date, audited 1284 packages in ${random.int(2, 5)}s\n\n203 packages are looking for funding\n  run \`npm fund\` for details\n\nfound 0 vulnerabilities`,
    );
  const build = () =>
    bash(
      'npm run build',
      `\n> dashboard@0.9.2 build\n> webpack --mode production\n\nassets by status 1.21 MiB [cached] 4 assets\norphan modules 2.3 MiB [orphan] 612 modules\nruntime modules 2.47 KiB 12 modules\n./src/index.tsx + 388 modules 1.19 MiB [built] [code generated]\n\nERROR in ./src/pages/Reports.tsx 14:0-44\nModule not found: Error: Can't resolve './components/Chart' in '/app/src/pages'\nresolve './components/Chart' in '/app/src/pages'\n  using description file: /app/package.json (relative path: ./src/pages)\n\nwebpack 5.90.3 compiled with 1 error in ${random.int(2100, 2900)} ms`,
      true,
    );
  return familyRun({
    id: 'noise-install-build-cycle',
    family,
    label: 'loop',
    note: 'npm install / npm run build alternate; install is up to date, the build fails the same way (timings differ)',
    task: 'The dashboard production build is broken. Get `npm run build` to succeed.',
    turns: [
      bash(
        'cat package.json | head -20',
        '{\n  "name": "dashboard",\n  "version": "0.9.2",\n  "private": true,\n  "scripts": {\n    "build": "webpack --mode production",\n    "start": "webpack serve --mode development"\n  },\n  "dependencies": {\n    "react": "18.2.0",\n    "react-dom": "18.2.0",\n    "recharts": "2.12.2"\n  }',
      ),
      install(),
      build(),
      LOOP,
      install(),
      build(),
      install(),
      build(),
      install(),
    ],
  });
}

function tracebackAddress(): FamilyRun {
  const random = noise(8);
  const run = () =>
    bash(
      'python scripts/reconcile.py --date 2025-03-13',
      `Loaded 1,284 invoices in ${random.seconds(0.7, 1.2)}s\nTraceback (most recent call last):\n  File "/srv/billing/scripts/reconcile.py", line 88, in <module>\n    main()\n  File "/srv/billing/scripts/reconcile.py", line 81, in main\n    matched = match_payments(invoices, payments)\n  File "/srv/billing/billing/matching.py", line 42, in match_payments\n    key = (invoice.customer_id, invoice.total.quantize(CENT))\nAttributeError: 'NoneType' object has no attribute 'quantize' (invoice=<billing.models.Invoice object at ${random.address()}>)`,
      true,
    );
  return familyRun({
    id: 'noise-traceback-memory-address',
    family,
    label: 'loop',
    note: 'the script fails identically each run; only the load time and the object address differ (third attempt)',
    task: 'Run the payment reconciliation for yesterday and tell me how many invoices are unmatched.',
    turns: [
      bash('ls scripts', 'backfill_vat.py\nexport_month.py\nreconcile.py\nresend_receipts.py'),
      run(),
      run(),
      LOOP,
      run(),
      run(),
      run(),
      run(),
    ],
  });
}

function systemctlAgo(): FamilyRun {
  const status = (since: string, ago: string, pid: number) =>
    `× nginx.service - A high performance web server and a reverse proxy server\n     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; preset: enabled)\n     Active: failed (Result: exit-code) since Fri 2025-03-14 ${since} UTC; ${ago} ago\n       Docs: man:nginx(8)\n    Process: ${pid} ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=1/FAILURE)\n        CPU: 23ms\n\nMar 14 ${since} shop-1 systemd[1]: Starting nginx.service - A high performance web server and a reverse proxy server...\nMar 14 ${since} shop-1 nginx[${pid}]: nginx: [emerg] cannot load certificate "/etc/letsencrypt/live/shop.example.com/fullchain.pem": BIO_new_file() failed (SSL: error:80000002:system library::No such file or directory)\nMar 14 ${since} shop-1 nginx[${pid}]: nginx: configuration file /etc/nginx/nginx.conf test failed\nMar 14 ${since} shop-1 systemd[1]: nginx.service: Control process exited, code=exited, status=1/FAILURE\nMar 14 ${since} shop-1 systemd[1]: nginx.service: Failed with result 'exit-code'.\nMar 14 ${since} shop-1 systemd[1]: Failed to start nginx.service - A high performance web server and a reverse proxy server.`;
  const check = (ago: string) => bash('systemctl status nginx --no-pager', status('09:01:12', ago, 20931));
  return familyRun({
    id: 'noise-systemctl-ago',
    family,
    label: 'loop',
    note: 'after a failed restart the agent re-reads the unit status; only the "N s ago" part changes',
    task: 'nginx on shop-1 is down. Bring it back up.',
    turns: [
      bash('systemctl status nginx --no-pager', status('08:51:07', '9min', 18204)),
      bash(
        'sudo systemctl restart nginx',
        'Job for nginx.service failed because the control process exited with error code.\nSee "systemctl status nginx.service" and "journalctl -xeu nginx.service" for details.',
        true,
      ),
      check('3s'),
      LOOP,
      check('9s'),
      check('14s'),
      check('22s'),
      check('31s'),
    ],
  });
}

function fetchByteCounts(): FamilyRun {
  const random = noise(9);
  const page = [
    '# Webhooks',
    '',
    'Webhooks notify your endpoint when an event happens in your account.',
    '',
    '## Retries',
    '',
    'If your endpoint does not answer with a 2xx status within 10 seconds, we retry with exponential backoff for up to 3 days.',
    '',
    '## Verifying signatures',
    '',
    'Each request carries a `Vendor-Signature` header: `t=<timestamp>,v1=<hmac>`. Compute an HMAC-SHA256 of `<timestamp>.<body>` with your endpoint secret and compare.',
  ].join('\n');
  const fetch = () =>
    call(
      'fetch_url',
      { url: 'https://docs.paylane.dev/api/webhooks', format: 'markdown' },
      `Fetched https://docs.paylane.dev/api/webhooks (${random.int(48_190, 48_260)} bytes, ${random.int(180, 420)} ms, cache: MISS)\n\n${page}`,
    );
  return familyRun({
    id: 'noise-fetch-byte-count',
    family,
    label: 'loop',
    note: 'the same docs page fetched again and again; the byte count and latency differ, the text does not',
    task: 'How long does Paylane keep retrying a webhook that fails? Give me the exact policy.',
    turns: [
      call(
        'web_search',
        { query: 'paylane webhook retry policy' },
        '1. Webhooks | Paylane Docs — https://docs.paylane.dev/api/webhooks\n   Webhooks notify your endpoint when an event happens...\n2. Paylane changelog — https://paylane.dev/changelog\n   2024-11: webhook signatures v1...\n3. Handling failed webhooks (community) — https://forum.paylane.dev/t/412',
      ),
      fetch(),
      LOOP,
      fetch(),
      fetch(),
      fetch(),
      fetch(),
    ],
  });
}

function playwrightPorts(): FamilyRun {
  const random = noise(10);
  const run = () =>
    executeBash(
      'npm run test:e2e',
      openHandsShell(
        `\n> web@1.4.0 test:e2e\n> playwright test\n\n[WebServer] Local:   http://127.0.0.1:${random.port()}/\nRunning 12 tests using 4 workers\n\n  ✘  7 [chromium] › checkout.spec.ts:41:5 › checkout › applies coupon SPRING25 (${random.seconds(3.1, 5.2, 1)}s)\n\n  1) [chromium] › checkout.spec.ts:41:5 › checkout › applies coupon SPRING25 ──────────────────\n\n    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)\n\n    Locator: getByTestId('order-total')\n    Expected string: "€74.25"\n    Received string: "€99.00"\n\n      43 |     await page.getByRole('button', { name: 'Apply' }).click();\n    > 44 |     await expect(page.getByTestId('order-total')).toHaveText('€74.25');\n\n  1 failed\n    [chromium] › checkout.spec.ts:41:5 › checkout › applies coupon SPRING25\n  11 passed (${random.seconds(14, 21, 1)}s)\n\n  Serving HTML report at http://localhost:${random.port()}. Press Ctrl+C to quit.`,
        1,
        '/workspace/web',
      ),
    );
  return familyRun({
    id: 'noise-playwright-ports',
    family,
    label: 'loop',
    note: 'the e2e suite re-run with no change; the dev-server and report ports and timings differ (third attempt)',
    task: 'The coupon e2e test fails since yesterday. Fix the discount calculation so it passes.',
    turns: [
      call(
        'str_replace_editor',
        {
          command: 'str_replace',
          path: '/workspace/web/src/cart/discount.ts',
          old_str: 'return total - coupon.percent;',
          new_str: 'return total - (total * coupon.percent) / 100;',
        },
        'The file /workspace/web/src/cart/discount.ts has been edited. Review the changes and make sure they are as expected.',
      ),
      run(),
      run(),
      LOOP,
      run(),
      run(),
      run(),
      run(),
    ],
  });
}

// Near-misses: the same command, but what it reports really moved.

function rolloutProgresses(): FamilyRun {
  const pods = (rows: readonly (readonly string[])[]) =>
    columns([['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'], ...rows]);
  const get = (rows: readonly (readonly string[])[]) =>
    call('kubectl', { args: ['get', 'pods', '-n', 'web', '-l', 'app=storefront'] }, pods(rows));
  return familyRun({
    id: 'noise-rollout-status-progresses',
    family,
    label: 'legit',
    note: 'the same pod listing, but the new pods go ContainerCreating → Running 0/1 → 1/1 and the old ones terminate',
    task: 'Roll out storefront 3.9.0 to production and confirm the new pods are serving.',
    turns: [
      call(
        'kubectl',
        {
          args: [
            'set',
            'image',
            'deployment/storefront',
            'app=registry.acme.io/storefront:3.9.0',
            '-n',
            'web',
          ],
        },
        'deployment.apps/storefront image updated',
      ),
      get([
        ['storefront-6b8d7f9c4-9mzq2', '0/1', 'ContainerCreating', '0', '4s'],
        ['storefront-84c5d6b7f-tx4lp', '1/1', 'Running', '0', '6d'],
        ['storefront-84c5d6b7f-wq8rn', '1/1', 'Running', '0', '6d'],
      ]),
      get([
        ['storefront-6b8d7f9c4-9mzq2', '0/1', 'Running', '0', '19s'],
        ['storefront-84c5d6b7f-tx4lp', '1/1', 'Running', '0', '6d'],
        ['storefront-84c5d6b7f-wq8rn', '1/1', 'Running', '0', '6d'],
      ]),
      get([
        ['storefront-6b8d7f9c4-9mzq2', '1/1', 'Running', '0', '41s'],
        ['storefront-6b8d7f9c4-kd2vx', '0/1', 'ContainerCreating', '0', '3s'],
        ['storefront-84c5d6b7f-tx4lp', '1/1', 'Terminating', '0', '6d'],
        ['storefront-84c5d6b7f-wq8rn', '1/1', 'Running', '0', '6d'],
      ]),
      get([
        ['storefront-6b8d7f9c4-9mzq2', '1/1', 'Running', '0', '78s'],
        ['storefront-6b8d7f9c4-kd2vx', '1/1', 'Running', '0', '40s'],
        ['storefront-84c5d6b7f-wq8rn', '1/1', 'Terminating', '0', '6d'],
      ]),
      call(
        'kubectl',
        { args: ['rollout', 'status', 'deployment/storefront', '-n', 'web'] },
        'deployment "storefront" successfully rolled out',
      ),
      {
        say: 'storefront 3.9.0 is rolled out: both new pods are Running 1/1 and the old ReplicaSet is gone.',
      },
    ],
  });
}

function migrationCountsDrop(): FamilyRun {
  const random = noise(12);
  const failure = (name: string, table: string): Parameters<typeof pytest>[0]['failures'][number] => ({
    test: `tests/integration/test_invoices.py::${name}`,
    body: [
      '    def test_body(db):',
      '>       rows = db.execute(text("select count(*) from invoices")).scalar()',
      `E       sqlalchemy.exc.ProgrammingError: (psycopg.errors.UndefinedTable) relation "${table}" does not exist`,
      '',
    ],
    where: 'tests/integration/test_invoices.py:31: ProgrammingError',
    short: `sqlalchemy.exc.ProgrammingError: relation "${table}" does not exist`,
  });
  return familyRun({
    id: 'noise-pytest-count-drops',
    family,
    label: 'legit',
    note: 'pytest re-run three times; failures go 3 → 1 → 0 as migrations run and a fixture is fixed',
    task: 'Get the integration tests green against the fresh staging database.',
    turns: [
      bash(
        'python -m pytest tests/integration -q -p no:randomly',
        pytest({
          rootdir: '/srv/billing',
          files: [{ path: 'tests/integration/test_invoices.py', marks: 'FFF.....' }],
          failures: [
            failure('test_create_invoice', 'invoices'),
            failure('test_void_invoice', 'invoices'),
            failure('test_invoice_lines', 'invoice_lines'),
          ],
          passed: 5,
          seconds: random.seconds(3, 4),
        }),
        true,
      ),
      bash(
        'alembic upgrade head',
        'INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade  -> 1a2b3c4d5e6f, create invoices\nINFO  [alembic.runtime.migration] Running upgrade 1a2b3c4d5e6f -> 9f8e7d6c5b4a, add invoice status',
      ),
      bash(
        'python -m pytest tests/integration -q -p no:randomly',
        pytest({
          rootdir: '/srv/billing',
          files: [{ path: 'tests/integration/test_invoices.py', marks: '..F.....' }],
          failures: [failure('test_invoice_lines', 'invoice_lines')],
          passed: 7,
          seconds: random.seconds(3, 4),
        }),
        true,
      ),
      bash(
        'grep -rn "invoice_lines" migrations/ tests/conftest.py',
        'tests/conftest.py:44:    db.execute(text("truncate invoice_lines"))',
      ),
      call(
        'edit_file',
        {
          path: 'tests/conftest.py',
          old_str: '    db.execute(text("truncate invoice_lines"))',
          new_str: '    db.execute(text("truncate invoice_line"))',
        },
        'Edited tests/conftest.py (1 line changed).',
      ),
      bash(
        'python -m pytest tests/integration -q -p no:randomly',
        pytest({
          rootdir: '/srv/billing',
          files: [{ path: 'tests/integration/test_invoices.py', marks: '........' }],
          failures: [],
          passed: 8,
          seconds: random.seconds(3, 4),
        }),
      ),
      {
        say: 'All 8 integration tests pass. The database needed its migrations, and conftest truncated a table name that does not exist (invoice_lines → invoice_line).',
      },
    ],
  });
}

function configChangedBetweenReads(): FamilyRun {
  const before =
    'server {\n    listen 80;\n    server_name shop.example.com;\n\n    location / {\n        proxy_pass http://127.0.0.1:3000;\n        proxy_set_header Host $host;\n    }\n}';
  const after =
    'server {\n    server_name shop.example.com;\n\n    location / {\n        proxy_pass http://127.0.0.1:3000;\n        proxy_set_header Host $host;\n    }\n\n    listen 443 ssl; # managed by Certbot\n    ssl_certificate /etc/letsencrypt/live/shop.example.com/fullchain.pem; # managed by Certbot\n    ssl_certificate_key /etc/letsencrypt/live/shop.example.com/privkey.pem; # managed by Certbot\n    include /etc/letsencrypt/options-ssl-nginx.conf; # managed by Certbot\n}\nserver {\n    if ($host = shop.example.com) {\n        return 301 https://$host$request_uri;\n    } # managed by Certbot\n    listen 80;\n    server_name shop.example.com;\n    return 404; # managed by Certbot\n}';
  return familyRun({
    id: 'noise-config-content-changed',
    family,
    label: 'legit',
    note: 'the same `cat` twice, but certbot rewrote the file in between',
    task: 'Put shop.example.com behind HTTPS with Let’s Encrypt.',
    turns: [
      bash('cat /etc/nginx/conf.d/shop.conf', before),
      bash(
        'sudo certbot --nginx -d shop.example.com --non-interactive --agree-tos -m ops@example.com',
        'Saving debug log to /var/log/letsencrypt/letsencrypt.log\nRequesting a certificate for shop.example.com\n\nSuccessfully received certificate.\nCertificate is saved at: /etc/letsencrypt/live/shop.example.com/fullchain.pem\nKey is saved at:         /etc/letsencrypt/live/shop.example.com/privkey.pem\nThis certificate expires on 2025-06-12.\n\nDeploying certificate\nSuccessfully deployed certificate for shop.example.com to /etc/nginx/conf.d/shop.conf\nCongratulations! You have successfully enabled HTTPS on https://shop.example.com',
      ),
      bash('cat /etc/nginx/conf.d/shop.conf', after),
      bash(
        'sudo nginx -t && sudo systemctl reload nginx',
        'nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful',
      ),
      bash(
        'curl -sI https://shop.example.com | head -3',
        'HTTP/2 200\nserver: nginx/1.24.0\ndate: Fri, 14 Mar 2025 09:14:55 GMT',
      ),
      {
        say: 'HTTPS is live on shop.example.com; port 80 now redirects to 443 and the certificate renews automatically.',
      },
    ],
  });
}

function exportProgress(): FamilyRun {
  const random = noise(13);
  const status = (state: string, progress: number, extra: Record<string, unknown> = {}) =>
    call(
      'get_export_status',
      { export_id: 'exp_01HQ8Z3' },
      {
        data: {
          id: 'exp_01HQ8Z3',
          state,
          progress,
          rows_written: Math.round(progress * 1_820_000),
          ...extra,
        },
        meta: {
          request_id: `req_${random.token(16)}`,
          took_ms: random.int(12, 60),
          served_at: isoAt(random.int(0, 600_000)),
        },
      },
    );
  return familyRun({
    id: 'noise-export-progress-moves',
    family,
    label: 'legit',
    note: 'the same status call with new request ids each time, and progress really moving 0.1 → 0.4 → 0.85 → done',
    task: 'Export all 2024 transactions to CSV and give me the download link.',
    turns: [
      call(
        'create_export',
        { dataset: 'transactions', from: '2024-01-01', to: '2024-12-31', format: 'csv' },
        {
          data: { id: 'exp_01HQ8Z3', state: 'queued' },
          meta: { request_id: `req_${random.token(16)}`, took_ms: 88 },
        },
      ),
      status('running', 0.1),
      status('running', 0.4),
      status('running', 0.85),
      status('succeeded', 1, { download_url: 'https://exports.acme.io/exp_01HQ8Z3.csv.gz?sig=9f2c' }),
      { say: 'Done: 1,820,000 rows. Download: https://exports.acme.io/exp_01HQ8Z3.csv.gz?sig=9f2c' },
    ],
  });
}

function healthBecomesHealthy(): FamilyRun {
  return familyRun({
    id: 'noise-docker-health-turns-healthy',
    family,
    label: 'legit',
    note: '`docker ps` twice: health goes from starting to healthy',
    task: 'Start the staging stack and check the web container comes up healthy.',
    turns: [
      bash(
        'docker compose -f compose.staging.yml up -d',
        ' Network staging_default  Created\n Container staging-redis-1  Started\n Container staging-db-1  Started\n Container staging-web-1  Started',
      ),
      bash(
        'docker ps',
        dockerPs(0, ' (health: starting)')
          .replace(/0 minutes ago/g, 'About a minute ago')
          .replace('Up 0 minutes', 'Up 8 seconds'),
      ),
      bash(
        'docker logs --tail 3 staging-web-1',
        '2025-03-14T09:02:11.018Z info  connected to redis 172.18.0.3:6379\n2025-03-14T09:02:11.112Z info  connected to postgres\n2025-03-14T09:02:11.140Z info  server listening on :8080',
      ),
      bash('docker ps', dockerPs(1, ' (healthy)')),
      bash('curl -s localhost:8080/healthz', '{"status":"ok","redis":"up","db":"up","version":"2.14.1"}'),
      { say: 'The staging stack is up and staging-web-1 reports healthy.' },
    ],
  });
}

function pidsChangeAfterReload(): FamilyRun {
  const ps = (workers: readonly [number, string][]) =>
    [
      '    PID    PPID     ELAPSED CMD',
      '   1123       1  2-03:14:52 gunicorn: master [shop.wsgi:application]',
      ...workers.map(
        ([pid, elapsed]) =>
          `   ${pid}    1123 ${elapsed.padStart(11)} gunicorn: worker [shop.wsgi:application]`,
      ),
    ].join('\n');
  return familyRun({
    id: 'noise-pids-change-after-reload',
    family,
    label: 'legit',
    note: 'the same `ps` before and after a HUP: the new worker pids and ages are the point of the check',
    task: 'Reload gunicorn on shop-2 so it picks up the new settings, without dropping requests.',
    turns: [
      bash(
        'ps -o pid,ppid,etime,cmd --ppid 1123 -p 1123',
        ps([
          [1187, '2-03:14:50'],
          [1188, '2-03:14:50'],
          [1189, '2-03:14:50'],
        ]),
      ),
      bash('sudo kill -HUP 1123', ''),
      bash(
        'ps -o pid,ppid,etime,cmd --ppid 1123 -p 1123',
        ps([
          [40211, '00:03'],
          [40212, '00:03'],
          [40214, '00:02'],
        ]),
      ),
      bash('curl -s -o /dev/null -w "%{http_code}\\n" localhost:8000/healthz', '200'),
      {
        say: 'Reloaded: the master (1123) kept running and all three workers were replaced (new pids 40211, 40212, 40214). Health check returns 200.',
      },
    ],
  });
}

function queueDrains(): FamilyRun {
  const length = (value: number) => call('redis', { command: 'LLEN queue:emails' }, `(integer) ${value}`);
  return familyRun({
    id: 'noise-queue-length-drains',
    family,
    label: 'legit',
    note: 'the same LLEN four times while the restarted workers drain the queue 1840 → 1203 → 512 → 0',
    task: 'The email queue is backed up. Restart the workers and confirm the backlog drains.',
    turns: [
      length(1840),
      bash('sudo systemctl restart celery-emails', ''),
      length(1203),
      length(512),
      length(0),
      { say: 'The backlog of 1,840 emails has drained; the queue is empty now.' },
    ],
  });
}

function curlOrderCaptured(): FamilyRun {
  const random = noise(14);
  const get = (body: string) =>
    bash(
      'curl -sv https://api.shopfront.io/v2/orders/ord_7Hq2 -H "Authorization: Bearer $SHOP_TOKEN"',
      curlVerbose({
        host: 'api.shopfront.io',
        path: '/v2/orders/ord_7Hq2',
        ip: '34.117.59.81',
        status: '200 OK',
        requestHeaders: ['Authorization: Bearer sk_live_…redacted'],
        responseHeaders: [
          'content-type: application/json',
          `x-request-id: ${random.uuid()}`,
          `x-envoy-upstream-service-time: ${random.int(9, 70)}`,
          `date: Fri, 14 Mar 2025 09:${random.int(10, 19)}:${random.int(10, 59)} GMT`,
        ],
        body,
      }),
    );
  return familyRun({
    id: 'noise-order-status-changes',
    family,
    label: 'legit',
    note: 'the same verbose GET before and after the capture; headers are noise but the status moved pending → paid',
    task: 'Order ord_7Hq2 is stuck in pending although the customer paid. Capture the payment.',
    turns: [
      get('{"id":"ord_7Hq2","status":"pending","payment":{"id":"pay_91Kd","state":"authorized"}}'),
      call(
        'http_request',
        { method: 'POST', url: 'https://api.shopfront.io/v2/payments/pay_91Kd/capture' },
        { status: 200, body: { id: 'pay_91Kd', state: 'captured', amount: '129.00' } },
      ),
      get('{"id":"ord_7Hq2","status":"paid","payment":{"id":"pay_91Kd","state":"captured"}}'),
      { say: 'Captured pay_91Kd (€129.00); ord_7Hq2 is now paid.' },
    ],
  });
}

function tailShowsNewLines(): FamilyRun {
  const tail = (lines: readonly string[]) => bash('tail -n 3 /var/log/deploy/web.log', lines.join('\n'));
  return familyRun({
    id: 'noise-log-tail-advances',
    family,
    label: 'legit',
    note: 'the same `tail` three times while a deploy writes new lines each time',
    task: 'A deploy of web 2.15.0 is running on shop-1. Watch it and tell me when it finishes.',
    turns: [
      tail([
        '09:04:01 pulling registry.acme.io/web:2.15.0',
        '09:04:17 pulled (412 MB)',
        '09:04:18 running migrations (1/3)',
      ]),
      tail([
        '09:04:18 running migrations (1/3)',
        '09:04:31 running migrations (2/3)',
        '09:04:52 running migrations (3/3)',
      ]),
      tail([
        '09:04:52 running migrations (3/3)',
        '09:05:03 switching traffic to web-green',
        '09:05:09 deploy finished: web 2.15.0 live',
      ]),
      { say: 'The deploy finished at 09:05:09: migrations ran and traffic is on web-green with 2.15.0.' },
    ],
  });
}

/** Family 1. */
export const incidentalNoise: readonly FamilyRun[] = [
  dockerPsUnhealthy(),
  psElapsed(),
  kubectlPending(),
  pytestRerunNoEdit(),
  jestPassingAgain(),
  httpMetaEnvelope(),
  installBuildCycle(),
  tracebackAddress(),
  systemctlAgo(),
  fetchByteCounts(),
  playwrightPorts(),
  rolloutProgresses(),
  migrationCountsDrop(),
  configChangedBetweenReads(),
  exportProgress(),
  healthBecomesHealthy(),
  pidsChangeAfterReload(),
  queueDrains(),
  curlOrderCaptured(),
  tailShowsNewLines(),
];

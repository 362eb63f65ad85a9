/**
 * Family 3: the same action failing again and again with different error texts (refused, then reset, then an
 * empty reply) is a retry storm. Near-misses: different targets failing, a transient error followed by success,
 * a retry after the cause was fixed.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP, parallel, say, spec, user } from './family-run.js';
import { noise } from './noise.js';

const family = 'retry-storm';

/** Claude Code's Bash tool: `{command, description}`, errors flagged and prefixed with the exit code. */
const claudeBash = (command: string, description: string, output: string, exit = 0) =>
  call('Bash', { command, description }, exit === 0 ? output : `Exit code ${exit}\n${output}`, exit !== 0);

function curlHealthVaryingErrors(): FamilyRun {
  const curl = (exit: number, message: string) =>
    claudeBash('curl -sS http://localhost:8080/health', 'Check API health endpoint', message, exit);
  return familyRun({
    id: 'storm-curl-refused-reset-empty',
    family,
    label: 'loop',
    note: 'the same health check fails as refused, reset, empty reply, in turn; nothing is done between attempts',
    task: 'Start the API with docker compose and confirm the health endpoint answers.',
    turns: [
      claudeBash(
        'docker compose up -d api',
        'Start the API container',
        ' Container shop-db-1  Running\n Container shop-api-1  Started',
      ),
      curl(7, "curl: (7) Failed to connect to localhost port 8080 after 0 ms: Couldn't connect to server"),
      curl(56, 'curl: (56) Recv failure: Connection reset by peer'),
      LOOP,
      curl(52, 'curl: (52) Empty reply from server'),
      curl(7, "curl: (7) Failed to connect to localhost port 8080 after 1 ms: Couldn't connect to server"),
      curl(56, 'curl: (56) Recv failure: Connection reset by peer'),
      curl(52, 'curl: (52) Empty reply from server'),
    ],
  });
}

function psqlVaryingErrors(): FamilyRun {
  const psql = (message: string) =>
    call(
      'run_shell',
      {
        cmd: 'psql "$DATABASE_URL" -c "select count(*) from orders where created_at > now() - interval \'1 day\'"',
      },
      { exit_code: 2, stdout: '', stderr: message },
    );
  const server = 'psql: error: connection to server at "db.internal" (10.0.4.12), port 5432 failed:';
  return familyRun({
    id: 'storm-psql-different-failures',
    family,
    label: 'loop',
    note: 'the same query retried while the server refuses, drops, then times out the connection',
    task: 'How many orders were created in the last 24 hours? Also tell me which app version wrote the most of them.',
    turns: [
      call(
        'run_shell',
        { cmd: 'cat .env | grep -v SECRET' },
        {
          exit_code: 0,
          stdout: 'DATABASE_URL=postgres://report@db.internal:5432/shop\nAPP_ENV=production',
          stderr: '',
        },
      ),
      call(
        'run_shell',
        { cmd: 'getent hosts db.internal' },
        { exit_code: 0, stdout: '10.0.4.12       db.internal', stderr: '' },
      ),
      psql(
        `${server} Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?`,
      ),
      psql(
        `${server} server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.`,
      ),
      LOOP,
      psql(`${server} timeout expired`),
      psql(
        `${server} Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?`,
      ),
      psql(`${server} FATAL:  sorry, too many clients already`),
      psql(`${server} timeout expired`),
    ],
  });
}

function pipInstallNetwork(): FamilyRun {
  const retrying = (reason: string) =>
    [1, 2, 3, 4, 5]
      .map(
        (attempt) =>
          `WARNING: Retrying (Retry(total=${5 - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by '${reason}': /simple/numpy/`,
      )
      .join('\n');
  const install = (reason: string) =>
    call(
      'terminal',
      { command: 'pip install -r requirements.txt' },
      `Collecting numpy==1.26.4 (from -r requirements.txt (line 3))\n${retrying(reason)}\nERROR: Could not find a version that satisfies the requirement numpy==1.26.4 (from versions: none)\nERROR: No matching distribution found for numpy==1.26.4\n\n[exit status 1]`,
    );
  return familyRun({
    id: 'storm-pip-install-network',
    family,
    label: 'loop',
    note: 'pip install re-run while the index is unreachable; the connection error changes every time',
    task: 'Set up the Python environment for the forecasting notebook and run its smoke test.',
    turns: [
      call(
        'terminal',
        { command: 'python -m venv .venv && . .venv/bin/activate && python -V' },
        'Python 3.11.8\n\n[exit status 0]',
      ),
      install(
        'ReadTimeoutError("HTTPSConnectionPool(host=\'pypi.org\', port=443): Read timed out. (read timeout=15)")',
      ),
      install(
        "NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c2e9b0d10>: Failed to establish a new connection: [Errno 101] Network is unreachable')",
      ),
      LOOP,
      install(
        "ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 503 Service Unavailable'))",
      ),
      install("SSLError(SSLEOFError(8, 'EOF occurred in violation of protocol (_ssl.c:2427)'))"),
      install(
        'ReadTimeoutError("HTTPSConnectionPool(host=\'pypi.org\', port=443): Read timed out. (read timeout=15)")',
      ),
      install(
        "NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f1c2e8a4c50>: Failed to establish a new connection: [Errno -3] Temporary failure in name resolution')",
      ),
    ],
  });
}

function gatewayErrors(): FamilyRun {
  const random = noise(31);
  const post = (status: number, body: unknown) =>
    call(
      'http_request',
      {
        method: 'POST',
        url: 'https://api.shipfast.io/v1/shipments',
        body: { order_id: 'ord_7Hq2', carrier: 'dhl', service: 'express', parcels: [{ weight_kg: 1.4 }] },
      },
      {
        status,
        headers: {
          'x-request-id': random.uuid(),
          'retry-after': status === 503 ? '5' : undefined,
          server: 'envoy',
        },
        body,
      },
      true,
    );
  return familyRun({
    id: 'storm-gateway-502-504-503',
    family,
    label: 'loop',
    note: 'the same shipment POST gets 502, 504, 503 in turn from the carrier gateway; the agent just re-sends',
    task: 'Book a DHL express shipment for order ord_7Hq2 and give me the tracking number.',
    turns: [
      call(
        'http_request',
        { method: 'GET', url: 'https://api.shopfront.io/v2/orders/ord_7Hq2' },
        { status: 200, body: { id: 'ord_7Hq2', status: 'paid', ship_to: { country: 'DE', zip: '10115' } } },
      ),
      post(
        502,
        '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>',
      ),
      post(504, { error: { code: 'upstream_timeout', message: 'upstream request timeout' } }),
      LOOP,
      post(
        503,
        'upstream connect error or disconnect/reset before headers. reset reason: connection termination',
      ),
      post(
        502,
        '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>',
      ),
      post(504, { error: { code: 'upstream_timeout', message: 'upstream request timeout' } }),
      post(503, 'no healthy upstream'),
    ],
  });
}

function gitPushNetwork(): FamilyRun {
  const push = (message: string) =>
    call('shell', { command: 'git push origin feature/vat-rounding' }, `${message}\n(exit 128)`, true);
  return familyRun({
    id: 'storm-git-push-network',
    family,
    label: 'loop',
    note: 'git push retried through DNS failure, TLS recv error, RPC failure, hang-up: the same push each time',
    task: 'Commit the VAT rounding fix and push the branch so CI can run.',
    turns: [
      call(
        'shell',
        {
          command:
            'git add billing/vat.py tests/test_vat.py && git commit -m "Round VAT per line, not per invoice"',
        },
        '[feature/vat-rounding 5e1f0a2] Round VAT per line, not per invoice\n 2 files changed, 31 insertions(+), 6 deletions(-)\n(exit 0)',
      ),
      push(
        "fatal: unable to access 'https://github.com/acme/billing.git/': Could not resolve host: github.com",
      ),
      push(
        "fatal: unable to access 'https://github.com/acme/billing.git/': GnuTLS recv error (-110): The TLS connection was non-properly terminated.",
      ),
      LOOP,
      push(
        'error: RPC failed; curl 56 GnuTLS recv error (-9): Error decoding the received TLS packet.\nsend-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up unexpectedly',
      ),
      push(
        "fatal: unable to access 'https://github.com/acme/billing.git/': Failed to connect to github.com port 443 after 130421 ms: Couldn't connect to server",
      ),
      push(
        "fatal: unable to access 'https://github.com/acme/billing.git/': Could not resolve host: github.com",
      ),
      push(
        "fatal: unable to access 'https://github.com/acme/billing.git/': GnuTLS recv error (-54): Error in the pull function.",
      ),
    ],
  });
}

function smtpVaryingErrors(): FamilyRun {
  const send = (error: string) =>
    call(
      'send_email',
      {
        to: ['finance@kunde-mueller.de'],
        subject: 'Invoice INV-2291',
        body: 'Dear Ms Müller,\n\nplease find attached invoice INV-2291 for March.\n\nKind regards,\nAcme Billing',
        attachments: ['invoices/INV-2291.pdf'],
      },
      { ok: false, error },
    );
  return familyRun({
    id: 'storm-smtp-varying-errors',
    family,
    label: 'loop',
    note: 'the same email re-sent while the relay answers 421, disconnects, times out',
    task: 'Email invoice INV-2291 to Müller GmbH.',
    turns: [
      call(
        'render_invoice',
        { invoice_id: 'INV-2291', format: 'pdf' },
        { ok: true, path: 'invoices/INV-2291.pdf', pages: 2 },
      ),
      send('SMTPDataError: (421, b"4.7.0 Try again later, closing connection. (DATA)")'),
      send('SMTPServerDisconnected: Connection unexpectedly closed'),
      LOOP,
      send('TimeoutError: [Errno 110] Connection timed out (smtp-relay.acme.io:587)'),
      send('SMTPDataError: (421, b"4.7.0 Try again later, closing connection. (DATA)")'),
      send('SMTPConnectError: (451, b"4.3.0 Mail server temporarily rejected message.")'),
      send('SMTPServerDisconnected: Connection unexpectedly closed'),
    ],
  });
}

function parallelFeedOneFails(): FamilyRun {
  const feed = (name: string, result: unknown, error?: boolean) =>
    spec('fetch_feed', { url: `https://feeds.example-news.com/${name}.xml` }, result, error);
  const retry = (error: string) =>
    call('fetch_feed', { url: 'https://feeds.example-news.com/markets.xml' }, { error }, true);
  return familyRun({
    id: 'storm-parallel-one-feed-keeps-failing',
    family,
    label: 'loop',
    note: 'three feeds fetched in parallel, one fails; the agent retries that one alone through EAI_AGAIN, hang-up, ETIMEDOUT',
    task: 'Build this morning’s digest from the tech, science and markets feeds.',
    turns: [
      parallel(
        feed('tech', {
          items: 24,
          newest: '2025-03-14T08:41:00Z',
          titles: ['Chipmaker delays 2nm fab', 'Open-source LLM tops benchmark'],
        }),
        feed('science', {
          items: 11,
          newest: '2025-03-14T07:02:00Z',
          titles: ['Comet visible next week', 'New CRISPR variant'],
        }),
        feed('markets', { error: 'getaddrinfo EAI_AGAIN feeds.example-news.com' }, true),
      ),
      retry('socket hang up'),
      LOOP,
      retry('connect ETIMEDOUT 151.101.2.132:443'),
      retry('getaddrinfo EAI_AGAIN feeds.example-news.com'),
      retry('Client network socket disconnected before secure TLS connection was established'),
      retry('socket hang up'),
    ],
  });
}

function pythonTracebacks(): FamilyRun {
  const head =
    'Traceback (most recent call last):\n  File "/srv/crm/sync_crm.py", line 61, in <module>\n    main()\n  File "/srv/crm/sync_crm.py", line 54, in main\n    contacts = client.list_contacts(updated_since=since)\n  File "/srv/crm/hubspot_client.py", line 33, in list_contacts\n    response = self.session.get(url, params=params, timeout=10)\n  File "/srv/crm/.venv/lib/python3.11/site-packages/requests/sessions.py", line 602, in get\n    return self.request("GET", url, **kwargs)\n  File "/srv/crm/.venv/lib/python3.11/site-packages/requests/adapters.py", line 507, in send\n    raise ';
  const run = (tail: string) =>
    call(
      'bash',
      { command: 'cd /srv/crm && .venv/bin/python sync_crm.py --since 2025-03-13' },
      `Syncing contacts updated since 2025-03-13...\n${head}${tail}`,
      true,
    );
  return familyRun({
    id: 'storm-python-requests-tracebacks',
    family,
    label: 'loop',
    note: 'after some setup the sync script is re-run; it dies with ConnectTimeout, ReadTimeout, ConnectionError in turn',
    task: 'Sync yesterday’s CRM contact changes into our database and report how many were updated.',
    turns: [
      call('bash', { command: 'cd /srv/crm && git log -1 --oneline' }, 'a41c9e0 Paginate contact sync'),
      call(
        'bash',
        { command: 'cd /srv/crm && cat config.toml' },
        '[hubspot]\nbase_url = "https://api.hubapi.com"\npage_size = 100\n\n[db]\ndsn = "postgres://crm@localhost/crm"',
      ),
      call(
        'bash',
        { command: 'cd /srv/crm && .venv/bin/python -c "import requests; print(requests.__version__)"' },
        '2.31.0',
      ),
      call(
        'bash',
        { command: 'cd /srv/crm && .venv/bin/python sync_crm.py --help' },
        'usage: sync_crm.py [-h] [--since DATE] [--dry-run]\n\nSync CRM contacts into the local database.',
      ),
      run(
        "ConnectTimeout(e, request=request)\nrequests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='api.hubapi.com', port=443): Max retries exceeded with url: /crm/v3/objects/contacts?limit=100 (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f5a1c3e2f90>, 'Connection to api.hubapi.com timed out. (connect timeout=10)'))",
      ),
      run(
        "ReadTimeout(e, request=request)\nrequests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.hubapi.com', port=443): Read timed out. (read timeout=10)",
      ),
      LOOP,
      run(
        "ConnectionError(err, request=request)\nrequests.exceptions.ConnectionError: ('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))",
      ),
      run(
        "ConnectTimeout(e, request=request)\nrequests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='api.hubapi.com', port=443): Max retries exceeded with url: /crm/v3/objects/contacts?limit=100 (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f5a1c2d8b50>, 'Connection to api.hubapi.com timed out. (connect timeout=10)'))",
      ),
      run(
        "ConnectionError(e, request=request)\nrequests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.hubapi.com', port=443): Max retries exceeded with url: /crm/v3/objects/contacts?limit=100 (Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f5a1c2d9e10>: Failed to establish a new connection: [Errno 111] Connection refused'))",
      ),
      run(
        "ReadTimeout(e, request=request)\nrequests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.hubapi.com', port=443): Read timed out. (read timeout=10)",
      ),
    ],
  });
}

// Near-misses.

function differentServicesDown(): FamilyRun {
  const check = (service: string, port: number, exit: number, message: string) =>
    spec(
      'Bash',
      {
        command: `curl -sS -m 5 http://${service}.internal:${port}/health`,
        description: `Check ${service} health`,
      },
      exit === 0 ? message : `Exit code ${exit}\n${message}`,
      exit !== 0,
    );
  return familyRun({
    id: 'storm-near-miss-different-targets',
    family,
    label: 'legit',
    note: 'four different services checked, three fail (two alike): different targets, then a report',
    task: 'Which internal services are down right now?',
    turns: [
      parallel(
        check(
          'auth',
          8080,
          7,
          "curl: (7) Failed to connect to auth.internal port 8080 after 2 ms: Couldn't connect to server",
        ),
        check(
          'billing',
          8080,
          7,
          "curl: (7) Failed to connect to billing.internal port 8080 after 3 ms: Couldn't connect to server",
        ),
      ),
      parallel(
        check(
          'search',
          9200,
          28,
          'curl: (28) Operation timed out after 5001 milliseconds with 0 bytes received',
        ),
        check('catalog', 8080, 0, '{"status":"ok","uptime_s":86012}'),
      ),
      call(
        'Bash',
        {
          command: 'kubectl get pods -n core -l "app in (auth,billing)"',
          description: 'List auth and billing pods',
        },
        'NAME                       READY   STATUS             RESTARTS       AGE\nauth-6c9d8f7b5-x2k9p       0/1     CrashLoopBackOff   14 (2m ago)    51m\nbilling-7f8c6d5b4-q8w2m    0/1     CrashLoopBackOff   14 (3m ago)    51m',
      ),
      say(
        'auth and billing are crash-looping (connection refused), search times out, catalog is fine. auth and billing both restarted 51 minutes ago, so the 08:10 config push is the first suspect.',
      ),
    ],
  });
}

function transientThenSuccess(): FamilyRun {
  return familyRun({
    id: 'storm-near-miss-one-transient-error',
    family,
    label: 'legit',
    note: 'one refused connection right after start-up, then the same check succeeds',
    task: 'Restart the API container and make sure it comes back.',
    turns: [
      claudeBash('docker restart shop-api-1', 'Restart the API container', 'shop-api-1'),
      claudeBash(
        'curl -sS http://localhost:8080/health',
        'Check API health endpoint',
        "curl: (7) Failed to connect to localhost port 8080 after 0 ms: Couldn't connect to server",
        7,
      ),
      claudeBash(
        'curl -sS http://localhost:8080/health',
        'Check API health endpoint',
        '{"status":"ok","version":"4.2.0","db":"up"}',
      ),
      say(
        'The API is back: the first health check hit it while it was still starting, the second returned ok.',
      ),
    ],
  });
}

function twoFailuresWithBackoffThenSuccess(): FamilyRun {
  return familyRun({
    id: 'storm-near-miss-backoff-then-success',
    family,
    label: 'legit',
    note: 'two failures with growing sleeps between them, then success on the third attempt',
    task: 'Deploy the new search index and check the cluster accepts queries.',
    turns: [
      call(
        'shell',
        {
          command:
            'curl -sS -X POST localhost:9200/_aliases -H "content-type: application/json" -d @alias-swap.json',
        },
        '{"acknowledged":true}\n(exit 0)',
      ),
      call(
        'shell',
        { command: 'curl -sS "localhost:9200/products/_search?q=lamp&size=1"' },
        '{"error":{"root_cause":[{"type":"no_shard_available_action_exception","reason":"[es-2][10.0.5.7:9300][indices:data/read/search[phase/query]]"}],"type":"search_phase_execution_exception","reason":"all shards failed","phase":"query"},"status":503}\n(exit 0)',
        true,
      ),
      call(
        'shell',
        { command: 'sleep 10 && curl -sS "localhost:9200/products/_search?q=lamp&size=1"' },
        '{"error":{"type":"search_phase_execution_exception","reason":"all shards failed","phase":"query"},"status":503}\n(exit 0)',
        true,
      ),
      call(
        'shell',
        { command: 'sleep 30 && curl -sS "localhost:9200/products/_search?q=lamp&size=1"' },
        '{"took":7,"timed_out":false,"_shards":{"total":3,"successful":3,"skipped":0,"failed":0},"hits":{"total":{"value":412,"relation":"eq"},"hits":[{"_id":"sku-88120","_source":{"name":"Desk lamp Oslo"}}]}}\n(exit 0)',
      ),
      say(
        'The alias now points at the new index and queries work (412 hits for "lamp"); the shards needed about 40 seconds to be allocated.',
      ),
    ],
  });
}

function sameToolManyHostsUnreachable(): FamilyRun {
  const ping = (host: string, ip: string) =>
    call(
      'shell',
      { command: `ping -c 2 -W 1 ${host}` },
      `PING ${host} (${ip}) 56(84) bytes of data.\nFrom 10.0.0.1 icmp_seq=1 Destination Host Unreachable\nFrom 10.0.0.1 icmp_seq=2 Destination Host Unreachable\n\n--- ${host} ping statistics ---\n2 packets transmitted, 0 received, +2 errors, 100% packet loss, time 1012ms\n(exit 1)`,
      true,
    );
  return familyRun({
    id: 'storm-near-miss-hosts-unreachable',
    family,
    label: 'legit',
    note: 'the same ping failure on three different hosts of one rack, then the agent checks the gateway and reports',
    task: 'Rack B12 hosts stopped reporting metrics. Are they reachable?',
    turns: [
      ping('b12-node1', '10.0.12.11'),
      ping('b12-node2', '10.0.12.12'),
      ping('b12-node3', '10.0.12.13'),
      call(
        'shell',
        { command: 'ip route get 10.0.12.11' },
        '10.0.12.11 via 10.0.0.1 dev eth0 src 10.0.0.5 uid 1000\n    cache\n(exit 0)',
      ),
      say(
        'None of the three B12 nodes answers and the gateway 10.0.0.1 reports them unreachable: the rack switch or its uplink is down, not the hosts.',
      ),
    ],
  });
}

function fixCauseThenRetry(): FamilyRun {
  return familyRun({
    id: 'storm-near-miss-fixed-then-retried',
    family,
    label: 'legit',
    note: 'connection refused, the agent finds the wrong port in the config, fixes it, restarts, and the same curl succeeds',
    task: 'The admin UI says "backend unreachable". Fix it.',
    turns: [
      claudeBash(
        'curl -sS http://localhost:4000/api/ping',
        'Ping the admin backend',
        "curl: (7) Failed to connect to localhost port 4000 after 0 ms: Couldn't connect to server",
        7,
      ),
      claudeBash(
        'journalctl -u admin-backend -n 5 --no-pager',
        'Read backend logs',
        'Mar 14 09:20:11 admin-1 node[7781]: admin-backend listening on port 4400\nMar 14 09:20:11 admin-1 node[7781]: connected to postgres',
      ),
      claudeBash('grep -n PORT /etc/admin-backend.env', 'Find the configured port', '3:PORT=4400'),
      claudeBash(
        "sudo sed -i 's/^PORT=4400$/PORT=4000/' /etc/admin-backend.env && sudo systemctl restart admin-backend",
        'Set port 4000 and restart',
        '',
      ),
      claudeBash('curl -sS http://localhost:4000/api/ping', 'Ping the admin backend', '{"pong":true}'),
      say(
        'The backend was listening on 4400 while the UI expects 4000. I set PORT=4000 and restarted it; the ping works now.',
      ),
    ],
  });
}

function npmPublishProgress(): FamilyRun {
  const publish = (output: string, error: boolean) =>
    call('terminal', { command: 'npm publish --access public' }, output, error);
  return familyRun({
    id: 'storm-near-miss-publish-errors-change',
    family,
    label: 'legit',
    note: 'npm publish fails three times, each time for a new reason the agent then fixes; the fourth succeeds',
    task: 'Publish @acme/date-utils to npm.',
    turns: [
      publish(
        'npm error code ENEEDAUTH\nnpm error need auth This command requires you to be logged in to https://registry.npmjs.org/\nnpm error need auth You need to authorize this machine using `npm adduser`\n\n[exit status 1]',
        true,
      ),
      call(
        'terminal',
        { command: 'npm config set //registry.npmjs.org/:_authToken "$NPM_TOKEN" && npm whoami' },
        'acme-bot\n\n[exit status 0]',
      ),
      publish(
        'npm error code E403\nnpm error 403 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fdate-utils - You cannot publish over the previously published versions: 2.3.0.\n\n[exit status 1]',
        true,
      ),
      call('terminal', { command: 'npm version patch --no-git-tag-version' }, 'v2.3.1\n\n[exit status 0]'),
      publish(
        'npm error code EOTP\nnpm error This operation requires a one-time password from your authenticator.\n\n[exit status 1]',
        true,
      ),
      say('Publishing needs a one-time password. Could you give me the current OTP for acme-bot?'),
      user('482913'),
      call(
        'terminal',
        { command: 'npm publish --access public --otp 482913' },
        'npm notice Publishing to https://registry.npmjs.org/ with tag latest and public access\n+ @acme/date-utils@2.3.1\n\n[exit status 0]',
      ),
      say('Published @acme/date-utils@2.3.1.'),
    ],
  });
}

function idsFromListSomeMissing(): FamilyRun {
  const get = (id: number, found: boolean) =>
    call(
      'http_request',
      { method: 'GET', url: `https://api.internal.acme.io/v1/users/${id}` },
      found
        ? { status: 200, body: { id, email: `user${id}@example.com`, active: true } }
        : { status: 404, body: { error: 'not_found', message: `user ${id} does not exist` } },
      !found,
    );
  return familyRun({
    id: 'storm-near-miss-distinct-ids-404',
    family,
    label: 'legit',
    note: 'the same endpoint for five different user ids from a CSV; several 404s, but every call is a different user',
    task: 'Which of the user ids in churn-candidates.csv (1041, 1187, 1203, 1322, 1408) still exist?',
    turns: [
      get(1041, false),
      get(1187, false),
      get(1203, true),
      get(1322, false),
      get(1408, true),
      say('Only 1203 and 1408 still exist; 1041, 1187 and 1322 were deleted.'),
    ],
  });
}

/** Family 3. */
export const retryStorms: readonly FamilyRun[] = [
  curlHealthVaryingErrors(),
  psqlVaryingErrors(),
  pipInstallNetwork(),
  gatewayErrors(),
  gitPushNetwork(),
  smtpVaryingErrors(),
  parallelFeedOneFails(),
  pythonTracebacks(),
  differentServicesDown(),
  transientThenSuccess(),
  twoFailuresWithBackoffThenSuccess(),
  sameToolManyHostsUnreachable(),
  fixCauseThenRetry(),
  npmPublishProgress(),
  idsFromListSomeMissing(),
];

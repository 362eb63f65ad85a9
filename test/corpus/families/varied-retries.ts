/**
 * Family 4: retry storms with varied arguments. The agent changes incidental parameters (timeout, retries, a
 * header, page size, temperature) while the same dependency error comes back. Near-misses: real alternatives
 * (another card, another mirror, another account the user named, another region) that happen to fail alike.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP, say, user } from './family-run.js';
import { noise } from './noise.js';

const family = 'varied-retries';

function poolExhaustedTimeouts(): FamilyRun {
  const query = (timeout: number, extra: Record<string, unknown> = {}) =>
    call(
      'query_db',
      {
        sql: 'select customer_id, sum(total) from orders where created_at >= :since group by 1',
        params: { since: '2025-03-01' },
        timeout_s: timeout,
        ...extra,
      },
      `sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout ${timeout.toFixed(2)} (Background on this error at: https://sqlalche.me/e/20/3o7r)`,
      true,
    );
  return familyRun({
    id: 'varied-pool-exhausted-timeouts',
    family,
    label: 'loop',
    note: 'timeout raised 30 → 60 → 120 → 300 while the pool stays exhausted; the error even echoes the timeout',
    task: 'Give me March revenue per customer from the orders database.',
    turns: [
      call('query_db', { sql: 'select 1' }, '[{"?column?": 1}]'),
      query(30),
      query(60),
      LOOP,
      query(120),
      query(300),
      query(300, { pool_pre_ping: true }),
      query(600),
    ],
  });
}

function rateLimitedPageSizes(): FamilyRun {
  const random = noise(41);
  const list = (perPage: number, headers: Record<string, string>) =>
    call(
      'http_request',
      { method: 'GET', url: `https://api.ticketdesk.io/v2/tickets?status=open&per_page=${perPage}`, headers },
      {
        status: 429,
        headers: {
          'retry-after': '60',
          'x-ratelimit-limit': '100',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(1741942800 + random.int(0, 50)),
          'x-request-id': random.uuid(),
        },
        body: { error: 'rate_limited', message: 'Too many requests. Retry after 60 seconds.' },
      },
      true,
    );
  return familyRun({
    id: 'varied-429-page-size-and-headers',
    family,
    label: 'loop',
    note: 'per_page 100 → 50 → 25 → 10 and a new User-Agent, while every answer is the same 429 with retry-after 60',
    task: 'List all open support tickets older than a week and group them by product area.',
    turns: [
      list(100, { Accept: 'application/json' }),
      list(50, { Accept: 'application/json' }),
      LOOP,
      list(25, { Accept: 'application/json', 'User-Agent': 'support-bot/1.0' }),
      list(10, { Accept: 'application/json', 'User-Agent': 'Mozilla/5.0' }),
      list(10, { Accept: 'application/vnd.ticketdesk.v2+json', 'User-Agent': 'Mozilla/5.0', 'X-Retry': '1' }),
      list(5, { Accept: 'application/json' }),
    ],
  });
}

function pipProxyAuthTimeouts(): FamilyRun {
  const install = (flags: string) =>
    call(
      'terminal',
      { command: `pip install torch==2.2.1 ${flags}`.trim() },
      "Collecting torch==2.2.1\nWARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 407 Proxy Authentication Required'))': /simple/torch/\nERROR: Could not find a version that satisfies the requirement torch==2.2.1 (from versions: none)\nERROR: No matching distribution found for torch==2.2.1\n\n[exit status 1]",
    );
  return familyRun({
    id: 'varied-pip-flags-proxy-407',
    family,
    label: 'loop',
    note: 'timeout and retry flags changed each time; the proxy answers 407 every time',
    task: 'Install torch 2.2.1 in the build container.',
    turns: [
      call(
        'terminal',
        { command: 'env | grep -i proxy' },
        'HTTPS_PROXY=http://proxy.corp.acme.io:3128\nNO_PROXY=localhost,.internal\n\n[exit status 0]',
      ),
      install('--timeout 60'),
      install('--retries 10'),
      LOOP,
      install('--default-timeout=300 --retries 3'),
      install('--no-cache-dir --timeout 120'),
      install('--timeout 600 --retries 20 -v'),
      install('--retries 50 --timeout 900'),
    ],
  });
}

function modelOverloadedTemperature(): FamilyRun {
  const random = noise(42);
  const ask = (temperature: number, maxTokens: number) =>
    call(
      'call_model',
      {
        model: 'claude-3-5-sonnet-20241022',
        temperature,
        max_tokens: maxTokens,
        prompt: 'Summarise the following 40 customer reviews into five themes with one quote each: …',
      },
      {
        type: 'error',
        error: { type: 'overloaded_error', message: 'Overloaded' },
        request_id: `req_${random.token(24)}`,
      },
      true,
    );
  return familyRun({
    id: 'varied-model-overloaded-temperature',
    family,
    label: 'loop',
    note: 'the summarisation sub-call is re-sent with other temperature/max_tokens while the provider stays overloaded',
    task: 'Summarise the latest 40 reviews of the Oslo desk lamp into themes.',
    turns: [
      call(
        'fetch_reviews',
        { sku: 'sku-88120', limit: 40 },
        '40 reviews loaded (avg 3.9★). First: "Bright but the hinge wobbles after a month." …',
      ),
      ask(0.2, 1024),
      ask(0.3, 2048),
      LOOP,
      ask(0, 512),
      ask(0.7, 1024),
      ask(0.2, 800),
      ask(0.5, 4096),
    ],
  });
}

function s3SlowDownChunkSizes(): FamilyRun {
  const upload = (flags: string) =>
    call(
      'shell',
      { command: `aws s3 cp /backups/db-2025-03-14.tar.zst s3://acme-backups/db/ ${flags}`.trim() },
      'upload failed: /backups/db-2025-03-14.tar.zst to s3://acme-backups/db/db-2025-03-14.tar.zst An error occurred (SlowDown) when calling the UploadPart operation (reached max retries: 4): Please reduce your request rate.\n(exit 1)',
      true,
    );
  return familyRun({
    id: 'varied-s3-slowdown-flags',
    family,
    label: 'loop',
    note: 'read/connect timeouts and chunk size tweaked; S3 answers SlowDown every time',
    task: 'Upload today’s database backup to the backups bucket.',
    turns: [
      call(
        'shell',
        { command: 'ls -lh /backups | tail -2' },
        '-rw-r--r-- 1 backup backup  61G Mar 13 03:12 db-2025-03-13.tar.zst\n-rw-r--r-- 1 backup backup  62G Mar 14 03:10 db-2025-03-14.tar.zst\n(exit 0)',
      ),
      upload(''),
      upload('--cli-read-timeout 300'),
      LOOP,
      upload('--cli-read-timeout 0 --cli-connect-timeout 120'),
      upload('--expected-size 66571993088'),
      call(
        'shell',
        {
          command:
            'aws configure set default.s3.multipart_chunksize 256MB && aws s3 cp /backups/db-2025-03-14.tar.zst s3://acme-backups/db/',
        },
        'upload failed: /backups/db-2025-03-14.tar.zst to s3://acme-backups/db/db-2025-03-14.tar.zst An error occurred (SlowDown) when calling the UploadPart operation (reached max retries: 4): Please reduce your request rate.\n(exit 1)',
        true,
      ),
      upload('--cli-read-timeout 600'),
    ],
  });
}

function graphqlPageSize(): FamilyRun {
  const query = (first: number) =>
    call(
      'github_graphql',
      {
        query: `query { repository(owner: "acme", name: "ledger") { pullRequests(first: ${first}, states: MERGED, orderBy: {field: UPDATED_AT, direction: DESC}) { nodes { number title mergedAt author { login } } } } }`,
      },
      {
        data: null,
        errors: [{ type: 'RATE_LIMITED', message: 'API rate limit exceeded for installation ID 44120377.' }],
        documentation_url:
          'https://docs.github.com/graphql/overview/rate-limits-and-node-limits-for-the-graphql-api',
      },
    );
  return familyRun({
    id: 'varied-graphql-first-n',
    family,
    label: 'loop',
    note: 'page size `first:` 100 → 50 → 20 → 10 → 5 while GitHub keeps answering RATE_LIMITED',
    task: 'Write a changelog from the pull requests merged into acme/ledger this month.',
    turns: [query(100), query(50), LOOP, query(20), query(10), query(5), query(1)],
  });
}

function kubectlRequestTimeouts(): FamilyRun {
  const get = (args: readonly string[]) =>
    call('kubectl', { args }, 'Unable to connect to the server: dial tcp 34.141.2.9:443: i/o timeout', true);
  return familyRun({
    id: 'varied-kubectl-request-timeout',
    family,
    label: 'loop',
    note: '--request-timeout 10s → 30s → 60s → 2m, -o wide, -v=6: the API server stays unreachable',
    task: 'Check whether all nodes of the prod-eu cluster are Ready.',
    turns: [
      call('kubectl', { args: ['config', 'current-context'] }, 'gke_acme-prod_europe-west3_prod-eu'),
      get(['get', 'nodes', '--request-timeout=10s']),
      get(['get', 'nodes', '--request-timeout=30s']),
      LOOP,
      get(['get', 'nodes', '--request-timeout=60s']),
      get(['get', 'nodes', '-o', 'wide', '--request-timeout=2m']),
      get(['get', 'nodes', '-v=6', '--request-timeout=2m']),
      get(['get', 'nodes']),
    ],
  });
}

// Near-misses: real alternatives that fail alike.

function twoCardsDeclined(): FamilyRun {
  const charge = (method: string) =>
    call(
      'create_payment',
      {
        customer: 'cus_Lk91',
        amount: 12900,
        currency: 'eur',
        payment_method: method,
        description: 'Order ord_7Hq2',
      },
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
      true,
    );
  return familyRun({
    id: 'varied-near-miss-two-cards',
    family,
    label: 'legit',
    note: 'the saved card and then the backup card the user named are both declined; the agent stops and asks',
    task: 'Charge order ord_7Hq2 to the customer’s saved card; if that fails use their backup card pm_mc_5555.',
    turns: [
      charge('pm_visa_4242'),
      charge('pm_mc_5555'),
      say(
        'Both cards were declined for insufficient funds (€129.00). Should I send the customer a payment link instead?',
      ),
    ],
  });
}

function mirrorsUntilOneWorks(): FamilyRun {
  const fetch = (mirror: string, result: string, error: boolean) =>
    call(
      'shell',
      {
        command: `curl -fSLo ubuntu-24.04.2-live-server-amd64.iso https://${mirror}/ubuntu-releases/24.04.2/ubuntu-24.04.2-live-server-amd64.iso`,
      },
      result,
      error,
    );
  return familyRun({
    id: 'varied-near-miss-mirrors',
    family,
    label: 'legit',
    note: 'two different mirrors time out the same way, the third works',
    task: 'Download the Ubuntu 24.04.2 server ISO and verify its checksum.',
    turns: [
      fetch(
        'ftp.halifax.rwth-aachen.de',
        'curl: (28) Failed to connect to ftp.halifax.rwth-aachen.de port 443 after 130012 ms: Connection timed out\n(exit 28)',
        true,
      ),
      fetch(
        'mirror.init7.net',
        'curl: (28) Failed to connect to mirror.init7.net port 443 after 129877 ms: Connection timed out\n(exit 28)',
        true,
      ),
      fetch(
        'releases.ubuntu.com',
        '  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current\n                                 Dload  Upload   Total   Spent    Left  Speed\n100 2694M  100 2694M    0     0  48.1M      0  0:00:56  0:00:56 --:--:-- 51.2M\n(exit 0)',
        false,
      ),
      call(
        'shell',
        { command: 'sha256sum -c SHA256SUMS --ignore-missing' },
        'ubuntu-24.04.2-live-server-amd64.iso: OK\n(exit 0)',
      ),
      say('Downloaded from releases.ubuntu.com (the two European mirrors timed out) and the checksum is OK.'),
    ],
  });
}

function accountsTheUserNamed(): FamilyRun {
  const login = (account: string) =>
    call(
      'cloud_login',
      { account, role: 'read-only' },
      { ok: false, error: 'MFA device required for this account. Use --mfa-serial.' },
      true,
    );
  return familyRun({
    id: 'varied-near-miss-named-accounts',
    family,
    label: 'legit',
    note: 'three different accounts the user listed, each refusing the same way; then a report',
    task: 'Log in read-only to ops-eu, ops-us and ops-apac and list any stopped instances.',
    turns: [
      login('ops-eu'),
      login('ops-us'),
      login('ops-apac'),
      say(
        'All three accounts require MFA for the read-only role, and I have no MFA device. Could you add an MFA serial for me or run the listing yourself?',
      ),
    ],
  });
}

function regionsUntilCapacity(): FamilyRun {
  const run = (region: string, result: string, error: boolean) =>
    call(
      'aws_cli',
      {
        command: `ec2 run-instances --region ${region} --instance-type p4d.24xlarge --image-id resolve:ssm:/aws/service/deeplearning/ami/x86_64/base-oss-nvidia-driver-gpu-ubuntu-22.04/latest/ami-id --count 1`,
      },
      result,
      error,
    );
  const capacity = (region: string) =>
    `An error occurred (InsufficientInstanceCapacity) when calling the RunInstances operation (reached max retries: 2): We currently do not have sufficient p4d.24xlarge capacity in the Availability Zone you requested (${region}a). Our system will be working on provisioning additional capacity.`;
  return familyRun({
    id: 'varied-near-miss-regions',
    family,
    label: 'legit',
    note: 'the same instance type tried in three regions; two have no capacity, the third launches',
    task: 'Launch one p4d.24xlarge for tonight’s training run, any US region is fine.',
    turns: [
      run('us-east-1', capacity('us-east-1'), true),
      run('us-east-2', capacity('us-east-2'), true),
      run(
        'us-west-2',
        '{"Instances":[{"InstanceId":"i-0b8e4c2d9f1a37e55","InstanceType":"p4d.24xlarge","Placement":{"AvailabilityZone":"us-west-2b"},"State":{"Name":"pending"}}]}',
        false,
      ),
      say('Launched i-0b8e4c2d9f1a37e55 in us-west-2b; us-east-1 and us-east-2 had no p4d capacity.'),
    ],
  });
}

function resolversAllServfail(): FamilyRun {
  const dig = (resolver: string) =>
    call(
      'shell',
      { command: `dig @${resolver} api.ledger-app.io A +short +comments` },
      `;; Got answer:\n;; ->>HEADER<<- opcode: QUERY, status: SERVFAIL, id: ${resolver.length * 7919}\n;; flags: qr rd ra; QUERY: 1, ANSWER: 0, AUTHORITY: 0, ADDITIONAL: 1\n(exit 0)`,
    );
  return familyRun({
    id: 'varied-near-miss-resolvers',
    family,
    label: 'legit',
    note: 'three public resolvers asked on purpose to rule out one bad resolver, then a +trace that explains it',
    task: 'api.ledger-app.io stopped resolving for some customers. Why?',
    turns: [
      dig('8.8.8.8'),
      dig('1.1.1.1'),
      dig('9.9.9.9'),
      call(
        'shell',
        { command: 'dig api.ledger-app.io +dnssec +trace | tail -6' },
        'ledger-app.io.\t\t3600\tIN\tDS\t31589 13 2 4A2C…\n;; Received 412 bytes from 192.5.6.30#53(a.gtld-servers.net) in 18 ms\n\n;; validation failure <api.ledger-app.io. A>: no DNSKEY for key tag 31589\n(exit 0)',
      ),
      say(
        'All three resolvers return SERVFAIL because DNSSEC validation fails: the registrar still publishes a DS record for key 31589, which the new DNS provider does not serve. Remove or update the DS record at the registrar.',
      ),
    ],
  });
}

function rateLimitHonoured(): FamilyRun {
  return familyRun({
    id: 'varied-near-miss-retry-after-honoured',
    family,
    label: 'legit',
    note: 'a 429, then a wait of the advertised 30 s, then the same request succeeds',
    task: 'Fetch the list of open tickets for the billing area.',
    turns: [
      call(
        'http_request',
        { method: 'GET', url: 'https://api.ticketdesk.io/v2/tickets?status=open&area=billing' },
        { status: 429, headers: { 'retry-after': '30' }, body: { error: 'rate_limited' } },
        true,
      ),
      call('sleep', { seconds: 30 }, 'Slept 30 seconds.'),
      call(
        'http_request',
        { method: 'GET', url: 'https://api.ticketdesk.io/v2/tickets?status=open&area=billing' },
        {
          status: 200,
          body: {
            data: [
              { id: 'T-8812', title: 'Refund not received' },
              { id: 'T-8830', title: 'VAT missing on invoice' },
            ],
            has_more: false,
          },
        },
      ),
      say('Two open billing tickets: T-8812 (refund not received) and T-8830 (VAT missing on invoice).'),
    ],
  });
}

function smsProvidersAlike(): FamilyRun {
  return familyRun({
    id: 'varied-near-miss-sms-providers',
    family,
    label: 'legit',
    note: 'the primary and the fallback SMS provider both refuse the unverified number; the agent explains instead of retrying',
    task: 'Send the verification code 448120 by SMS to +49 151 2345 6789. Use Twilio, or Vonage if Twilio fails.',
    turns: [
      call(
        'twilio_send_sms',
        { to: '+4915123456789', body: 'Your code is 448120' },
        {
          code: 21608,
          message:
            'The number +4915123456789 is unverified. Trial accounts cannot send messages to unverified numbers.',
        },
        true,
      ),
      call(
        'vonage_send_sms',
        { to: '4915123456789', text: 'Your code is 448120' },
        { messages: [{ status: '29', 'error-text': 'Non-Whitelisted Destination' }] },
        true,
      ),
      say(
        'Both providers are on trial accounts that only send to verified numbers. Verify +49 151 2345 6789 in one of them, or upgrade the account, and I can resend.',
      ),
      user('OK, I will upgrade Twilio later today.'),
      say('Understood. The code has not been sent.'),
    ],
  });
}

/** Family 4. */
export const variedRetries: readonly FamilyRun[] = [
  poolExhaustedTimeouts(),
  rateLimitedPageSizes(),
  pipProxyAuthTimeouts(),
  modelOverloadedTemperature(),
  s3SlowDownChunkSizes(),
  graphqlPageSize(),
  kubectlRequestTimeouts(),
  twoCardsDeclined(),
  mirrorsUntilOneWorks(),
  accountsTheUserNamed(),
  regionsUntilCapacity(),
  resolversAllServfail(),
  rateLimitHonoured(),
  smsProvidersAlike(),
];

/** Loops as real agents make them. `loopFrom` is computed from the turns so it points at the right call. */
import { bash, call, type LabelledRun, react, rng, roundsOf, run, type TurnSpec } from './util.js';

const r = rng(404);

function loop(
  id: string,
  note: string,
  task: string,
  prefix: TurnSpec[],
  offset: number,
  looping: TurnSpec[],
  seed: number,
  format: 'ms' | 'iso' = 'ms',
): LabelledRun {
  // offset: the loop starts at the offset-th LLM call (1-based) of `looping`.
  return run(id, 'loop', roundsOf(prefix) + offset, note, task, [...prefix, ...looping], seed, format);
}

const rep = (n: number, make: (i: number) => TurnSpec | TurnSpec[]): TurnSpec[] =>
  Array.from({ length: n }, (_, i) => make(i)).flat();

const setup: TurnSpec[] = [
  bash('ls', 'README.md\npackage.json\nsrc\ntest\ntsconfig.json'),
  call(
    'read_file',
    { path: 'package.json' },
    '{\n  "name": "ledger",\n  "version": "1.8.0",\n  "scripts": { "test": "vitest run", "build": "tsc -p ." }\n}',
  ),
];

// 1. Plain repeat: the same file read again and again.
const plainReread = loop(
  'ho-loop-plain-reread',
  'reads the same file 6 times, identical output',
  'Why does ledger.balance() return NaN for new accounts?',
  setup,
  2,
  rep(6, () =>
    call(
      'read_file',
      { path: 'src/ledger.ts' },
      'export function balance(entries: Entry[]) {\n  return entries.reduce((sum, e) => sum + e.amount) / 100;\n}',
    ),
  ),
  401,
);

// 2. Repeat disguised by noise: same kubectl call, ages / timestamps change, nothing else.
const noisyGetPods = loop(
  'ho-loop-noisy-get-pods',
  'kubectl get pods repeated back-to-back without waiting; only AGE/restart times change',
  'Why is the worker pod not ready?',
  [
    bash(
      'kubectl -n jobs describe pod worker-7c9f8-xk2lp | tail -5',
      'Events:\n  Warning  Unhealthy  2m (x12 over 6m)  kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503',
    ),
  ],
  2,
  rep(7, (i) =>
    bash(
      'kubectl -n jobs get pods',
      `NAME                 READY   STATUS    RESTARTS      AGE\nworker-7c9f8-xk2lp   0/1     Running   3 (${40 + i * 6}s ago)   ${6 * 60 + i * 7 + r.int(0, 3)}s\nredis-0              1/1     Running   0             4d`,
    ),
  ),
  402,
);

// 3. Retry storm: the same failing call.
const retryStorm = loop(
  'ho-loop-retry-storm-curl',
  'same failing curl, 7 attempts, identical 502 except request id',
  'Fetch the latest FX rates from the internal API',
  [],
  3,
  rep(7, () =>
    bash(
      'curl -sS -f https://fx.internal.example/v1/rates?base=EUR',
      `curl: (22) The requested URL returned error: 502\n<!-- request-id: ${r.uuid()} -->`,
      true,
    ),
  ),
  403,
);

// 4. Retry storm with tweaked timeouts.
const timeoutTweaks = loop(
  'ho-loop-timeout-tweaks',
  'same request retried with ever larger timeouts, always timing out',
  'Download the nightly dump',
  setup,
  3,
  [5, 10, 20, 30, 60, 90, 120].map((t) =>
    bash(
      `curl --max-time ${t} -o /tmp/dump.sql.gz https://backups.example.com/nightly/latest.sql.gz`,
      `  % Total    % Received % Xferd  Average Speed   Time\n  0     0    0     0    0     0      0      0 --:--:--  0:00:${String(Math.min(t, 59)).padStart(2, '0')} --:--:--     0\ncurl: (28) Operation timed out after ${t * 1000 + r.int(0, 9)} milliseconds with 0 bytes received`,
      true,
    ),
  ),
  404,
);

// 5. Ping-pong between search and fetch of the same two things.
const pingPong = loop(
  'ho-loop-search-fetch-pingpong',
  'search → fetch same url → same search → same fetch ...',
  'Find the default value of max_wal_size in Postgres 16',
  [],
  3,
  rep(5, () => [
    call(
      'web_search',
      { query: 'postgres 16 max_wal_size default' },
      {
        results: [
          {
            url: 'https://www.postgresql.org/docs/16/runtime-config-wal.html',
            title: '20.5. Write Ahead Log',
          },
        ],
        took_ms: r.int(150, 700),
      },
    ),
    call(
      'fetch_url',
      { url: 'https://www.postgresql.org/docs/16/runtime-config-wal.html' },
      `HTTP 200 (${r.int(88000, 88100)} bytes)\n20.5. Write Ahead Log\n20.5.1. Settings\nwal_level (enum) ...`,
    ),
  ]),
  405,
);

// 6. Ping-pong between two files.
const twoFiles = loop(
  'ho-loop-open-two-files',
  'alternates viewing two files without editing',
  'Make the config loader respect XDG_CONFIG_HOME',
  setup,
  3,
  rep(5, () => [
    call(
      'str_replace_editor',
      { command: 'view', path: '/repo/src/config/load.ts' },
      "     1\timport { homedir } from 'node:os';\n     2\texport const configDir = () => join(homedir(), '.myapp');",
    ),
    call(
      'str_replace_editor',
      { command: 'view', path: '/repo/src/config/paths.ts' },
      "     1\texport const CONFIG_FILE = 'config.toml';\n     2\texport const CACHE_DIR = 'cache';",
    ),
  ]),
  406,
);

// 7. Second pass over material already read.
const files = ['src/api/routes.ts', 'src/api/auth.ts', 'src/api/errors.ts', 'src/api/validate.ts'];
const contents = files.map(
  (f) =>
    `// ${f}\n${Array.from({ length: 6 }, (_, i) => `export const ${f.split('/').pop()?.replace('.ts', '')}${i} = ${r.int(1, 999)};`).join('\n')}`,
);
const secondPass = loop(
  'ho-loop-second-pass-reads',
  'reads four files, then reads the same four again in the same order',
  'Summarise the API layer',
  [],
  5,
  [...files, ...files, ...files].map((f, i) => call('read_file', { path: f }, contents[i % 4])),
  407,
);

// 8. Text monologue: no tools, the same intention restated.
const monologueText = [
  'I will now update the migration to add the missing index on orders.created_at.',
  'Next, I will update the migration to add the missing index on orders.created_at.',
  'I will now update the migration so that it adds the missing index on orders.created_at.',
  'Now I will update the migration to add the missing index on orders.created_at.',
  'I will update the migration to add the missing index on orders.created_at now.',
  'I will now update the migration to add the missing index on orders.created_at.',
];
const monologue = loop(
  'ho-loop-text-monologue',
  'assistant restates the same next step in text, never acts',
  'Add the missing index',
  [
    call(
      'read_file',
      { path: 'db/migrations/0042_orders.sql' },
      'CREATE TABLE orders (id bigserial primary key, created_at timestamptz not null);',
    ),
  ],
  2,
  monologueText.map((t) => ({ say: t })),
  408,
);

// 9. ReAct text agent repeating the same ```bash command with the same observation.
const reactRepeat = loop(
  'ho-loop-react-same-command',
  'text ReAct agent runs the same grep 6 times, same observation',
  'Find where the session cookie is set',
  react(
    'Look for the cookie name.',
    'grep -rn "sid=" app/ | head',
    'app/middleware/session.py:44:    resp.set_cookie("sid", token, httponly=True)',
  ),
  2,
  rep(6, () =>
    react(
      'I need to find where the session cookie is set.',
      'grep -rn "set_cookie" app/ | head',
      'app/middleware/session.py:44:    resp.set_cookie("sid", token, httponly=True)\napp/views/logout.py:12:    resp.set_cookie("sid", "", max_age=0)',
    ),
  ),
  409,
);

// 10. Endless polling with sleeps: identical status 12 times.
const pollStuck = loop(
  'ho-loop-poll-stuck-pending',
  'job polled every 30 s; status PENDING 12 times with no change (loop at the 8th identical status)',
  'Wait for the data import to finish',
  [
    call(
      'start_import',
      { source: 's3://acme-raw/2025-03-10/' },
      { job_id: 'imp_77f1', status: 'SUBMITTED' },
    ),
  ],
  8,
  rep(12, () =>
    bash(
      'sleep 30 && curl -s https://ingest.internal/v1/jobs/imp_77f1',
      `{"job_id":"imp_77f1","status":"PENDING","queue_position":1,"checked_at":"2025-03-11T09:${r.int(10, 59)}:${r.int(10, 59)}Z","request_id":"${r.uuid()}"}`,
    ),
  ),
  410,
  'iso',
);

// 11. Polling with a separate wait tool, deploy stuck "in_progress".
const pollWaitTool = loop(
  'ho-loop-poll-wait-tool',
  'wait(60) then get_deployment, IN_PROGRESS with identical progress 11 times (loop at the 8th identical status)',
  'Tell me when the canary deploy finishes',
  [
    call(
      'create_deployment',
      { service: 'search', version: '7.3.0', strategy: 'canary' },
      { id: 'dep_9912', status: 'CREATED' },
    ),
  ],
  16,
  rep(11, () => [
    call('wait', { seconds: 60 }, 'done'),
    call(
      'get_deployment',
      { id: 'dep_9912' },
      {
        id: 'dep_9912',
        status: 'IN_PROGRESS',
        canary_percent: 10,
        message: 'waiting for manual approval',
        fetched_at: Date.UTC(2025, 2, 11, 10) + r.int(0, 1e6),
      },
    ),
  ]),
  411,
);

// 12. Content that repeats within one reply (degenerate generation).
const para =
  'To resolve this issue, ensure that the environment variable DATABASE_URL is set correctly in your .env file and that the database server is reachable from the container. ';
const selfRepeat = loop(
  'ho-loop-repeat-inside-reply',
  'one reply repeats the same paragraph ~25 times',
  'The app cannot connect to the database',
  [bash('docker compose logs api --tail 5', 'api-1  | Error: connect ECONNREFUSED 127.0.0.1:5432')],
  1,
  [{ say: `The API container is trying to reach Postgres on 127.0.0.1. ${para.repeat(25)}` }],
  412,
);

// 13. SQL syntax error retried unchanged.
const sqlStorm = loop(
  'ho-loop-sql-same-error',
  'same invalid SQL resubmitted; identical error',
  'Top 10 customers by revenue last quarter',
  [call('list_tables', {}, ['customers', 'orders'])],
  3,
  rep(6, () =>
    call(
      'run_sql',
      {
        sql: "select c.name, sum(o.total) revenue from customers c join orders o on o.customer_id = c.id where o.created_at >= date_trunc('quarter', now()) - interval '3 months' group by c.name order by revenue desc limit 10;;",
      },
      `ERROR:  syntax error at or near ";"\nLINE 1: ...order by revenue desc limit 10;;\n                                          ^\n(${r.int(2, 9)} ms)`,
      true,
    ),
  ),
  413,
);

// 14. Edit/test cycle where the edit changes nothing.
const editTestCycle = loop(
  'ho-loop-edit-test-noop',
  'same str_replace and same failing test, cycle of two',
  'Make test_parse_date pass',
  [
    bash(
      'pytest tests/test_dates.py -q',
      `F\nE   ValueError: time data '2025-03-11T09:14:03Z' does not match format '%Y-%m-%dT%H:%M:%S'\n1 failed in ${r.secs(0.1, 0.9)}s`,
    ),
  ],
  3,
  rep(5, () => [
    call(
      'str_replace',
      { path: 'app/dates.py', old: "'%Y-%m-%dT%H:%M:%S'", new: "'%Y-%m-%dT%H:%M:%S'" },
      'Replaced 1 occurrence',
    ),
    bash(
      'pytest tests/test_dates.py -q',
      `F\nE   ValueError: time data '2025-03-11T09:14:03Z' does not match format '%Y-%m-%dT%H:%M:%S'\n1 failed in ${r.secs(0.1, 0.9)}s`,
    ),
  ]),
  414,
);

// 15. Multi-agent politeness loop.
const thanks = loop(
  'ho-loop-multiagent-thanks',
  'two agents keep thanking each other after the task is done',
  'Write the release notes',
  [
    { say: 'Release notes drafted: 3 features, 5 fixes.', name: 'writer' },
    { say: 'Reviewed, looks good. Approved.', name: 'editor' },
  ],
  3,
  rep(4, () => [
    { say: 'Thank you! Let me know if you need anything else.', name: 'writer' },
    { say: 'Thanks! Great work, nothing else needed from my side.', name: 'editor' },
  ]),
  415,
);

// 16. Support bot asks the same question though the user answered.
const supportSameQuestion = loop(
  'ho-loop-support-same-question',
  'bot keeps asking for the order number the user already gave',
  'Customer chat: "where is my package"',
  [],
  2,
  rep(5, (i) => [
    { say: 'I can help track your package! Could you please provide your order number?' },
    {
      user: ['it is B-55102', 'B-55102', 'I already told you: B-55102', 'B-55102 !!!', 'B 55102'][
        i
      ] as string,
    },
  ]),
  416,
);

// 17. Pagination stuck on the same cursor.
const cursorStuck = loop(
  'ho-loop-pagination-same-cursor',
  'keeps requesting the same cursor, same page',
  'List all Stripe customers created in 2024',
  rep(2, (i) =>
    call(
      'stripe_list_customers',
      { limit: 100, created_gte: 1704067200, starting_after: i === 0 ? undefined : 'cus_PA10' },
      {
        data: `100 customers (${i === 0 ? 'cus_N001..cus_PA10' : 'cus_PA11..cus_QZ99'})`,
        has_more: true,
        request_id: `req_${r.hex(14)}`,
      },
    ),
  ),
  2,
  rep(6, () =>
    call(
      'stripe_list_customers',
      { limit: 100, created_gte: 1704067200, starting_after: 'cus_QZ99' },
      { data: '100 customers (cus_R000..cus_S411)', has_more: true, request_id: `req_${r.hex(14)}` },
    ),
  ),
  417,
);

// 18. git status with nothing in between.
const gitStatus = loop(
  'ho-loop-git-status-spin',
  'git status over and over, nothing changes',
  'Commit the changes',
  [call('edit_file', { path: 'src/index.ts', old: 'v1', new: 'v2' }, 'ok')],
  2,
  rep(7, () =>
    bash(
      'git status',
      'On branch main\nChanges not staged for commit:\n  (use "git add <file>..." to update what will be committed)\n\tmodified:   src/index.ts\n\nno changes added to commit (use "git add" and/or "git commit -a")',
    ),
  ),
  418,
);

// 19. Logs re-read, only timestamps change.
const logsNoise = loop(
  'ho-loop-logs-timestamps',
  'same docker logs tail, only timestamps differ; no wait, no change between reads',
  'Figure out why nginx returns 502',
  [],
  2,
  rep(6, (i) =>
    bash(
      'docker logs edge-nginx --tail 3',
      `2025/03/11 09:${20 + i}:0${i} [error] 29#29: *${1021 + i} connect() failed (111: Connection refused) while connecting to upstream, client: 10.0.3.7, server: _, request: "GET / HTTP/1.1", upstream: "http://172.18.0.4:3000/"`,
    ),
  ),
  419,
);

// 20. Long legit work then re-running the test without changes.
const longPrefix: TurnSpec[] = [];
for (let i = 0; i < 20; i++) {
  longPrefix.push(
    call(
      'read_file',
      { path: `src/rules/rule${i}.ts` },
      `export const rule${i} = (x: number) => x > ${r.int(1, 100)};`,
    ),
  );
  longPrefix.push(
    call(
      'edit_file',
      { path: `src/rules/rule${i}.ts`, old: '(x: number)', new: '(x: number): boolean' },
      'ok',
    ),
  );
  longPrefix.push(
    bash(
      `npx vitest run src/rules/rule${i}.test.ts`,
      ` ✓ src/rules/rule${i}.test.ts (3 tests) ${r.int(2, 40)}ms\n Tests  3 passed (3)\n Duration  ${r.secs(0.3, 1)}s`,
    ),
  );
}
longPrefix.push(
  bash(
    'npx vitest run',
    ` ❯ src/rules/engine.test.ts (12 tests | 1 failed)\n   × engine › combines rules with AND\n     → expected true to be false\n Tests  1 failed | 71 passed (72)\n Duration  ${r.secs(2, 4)}s`,
  ),
);
const longThenRerun = loop(
  'ho-loop-long-then-rerun-tests',
  '60 productive rounds, then the full suite re-run 5 times with no edit, same failure',
  'Add explicit return types to all rules',
  longPrefix,
  1,
  rep(5, () =>
    bash(
      'npx vitest run',
      ` ❯ src/rules/engine.test.ts (12 tests | 1 failed)\n   × engine › combines rules with AND\n     → expected true to be false\n Tests  1 failed | 71 passed (72)\n Start at  10:${r.int(10, 59)}:${r.int(10, 59)}\n Duration  ${r.secs(2, 4)}s`,
    ),
  ),
  420,
  'iso',
);

// 21. Three-tool cycle.
const threeCycle = loop(
  'ho-loop-three-step-cycle',
  'ls → cat → grep, the same three steps repeated',
  'Where is the retry budget configured?',
  [],
  4,
  rep(4, () => [
    bash('ls config/', 'default.yaml\nproduction.yaml\nstaging.yaml'),
    bash('cat config/production.yaml', 'http:\n  timeout_ms: 3000\n  pool: 64\nlogging:\n  level: info'),
    bash('grep -rn "retry" config/', ''),
  ]),
  421,
);

// 22. Rate-limit storm: 429s with different request ids and retry-after values.
const rateLimit = loop(
  'ho-loop-429-storm',
  'hammering a 429 with no backoff; each response has a new request id',
  'Post the summary to Slack',
  [],
  3,
  rep(8, () =>
    call(
      'slack_post_message',
      { channel: '#release', text: 'v3.2.0 is out: 4 features, 9 fixes.' },
      {
        ok: false,
        error: 'ratelimited',
        retry_after: r.int(20, 40),
        response_metadata: { request_id: r.uuid() },
      },
      true,
    ),
  ),
  422,
);

// 23. Browser agent clicking the same button.
const browserClick = loop(
  'ho-loop-browser-click-same',
  'clicks "Next" which is disabled; same screenshot summary each time',
  'Complete the signup form',
  [
    call(
      'browser_navigate',
      { url: 'https://app.example.com/signup' },
      { title: 'Sign up', elements: ['input#email', 'input#password', 'button#next[disabled]'] },
    ),
    call('browser_type', { selector: 'input#email', text: 'qa+1@example.com' }, { ok: true }),
  ],
  2,
  rep(6, () =>
    call(
      'browser_click',
      { selector: 'button#next' },
      {
        clicked: true,
        url: 'https://app.example.com/signup',
        screenshot: `s3://shots/${r.hex(12)}.png`,
        visible_text: 'Sign up · Email · Password (required) · Next',
      },
    ),
  ),
  423,
);

// 24. Restart/check cycle on a crashing container.
const restartCycle = loop(
  'ho-loop-docker-restart-cycle',
  'docker restart then docker ps, same Restarting status, repeated',
  'Get the worker container running',
  [
    bash(
      'docker ps -a --filter name=worker',
      'CONTAINER ID   IMAGE          STATUS                          NAMES\n4f1c2d   worker:1.4     Restarting (1) 12 seconds ago   worker',
    ),
  ],
  3,
  rep(5, () => [
    bash('docker restart worker', 'worker'),
    bash(
      'docker ps -a --filter name=worker',
      `CONTAINER ID   IMAGE          STATUS                         NAMES\n4f1c2d   worker:1.4     Restarting (1) ${r.int(1, 9)} seconds ago   worker`,
    ),
  ]),
  424,
);

// 25. Same email sent again and again (message ids differ).
const resendEmail = loop(
  'ho-loop-resend-same-email',
  'sends the identical email to the same person repeatedly',
  'Send Maria the contract',
  [call('find_file', { name: 'contract_v3.pdf' }, { id: 'drv_81a', size: 182231 })],
  2,
  rep(5, () =>
    call(
      'send_email',
      {
        to: 'maria@client.co',
        subject: 'Contract v3',
        body: 'Hi Maria, please find the contract attached.',
        attachments: ['drv_81a'],
      },
      { id: `msg_${r.hex(16)}`, threadId: 'th_51ac', labelIds: ['SENT'] },
    ),
  ),
  425,
);

// 26. terraform plan re-run with noise (refresh timings and ids).
const tfPlan = loop(
  'ho-loop-terraform-plan-repeat',
  'terraform plan repeated with nothing changed; refresh order/timings differ',
  'Why does terraform want to replace the bucket?',
  [],
  2,
  rep(6, () =>
    bash(
      'terraform plan -no-color',
      `aws_s3_bucket.logs: Refreshing state... [id=acme-logs-prod]\naws_iam_role.ci: Refreshing state... [id=ci-deployer]\n\n  # aws_s3_bucket.logs must be replaced\n-/+ resource "aws_s3_bucket" "logs" {\n      ~ bucket = "acme-logs-prod" -> "acme-logs-production" # forces replacement\n    }\n\nPlan: 1 to add, 0 to change, 1 to destroy.\n\nReleasing state lock. This may take a few moments... (${r.int(200, 900)}ms)`,
    ),
  ),
  426,
);

// 27. ReAct thought monologue without any action.
const reactThink = loop(
  'ho-loop-react-thought-only',
  'text agent emits the same Thought with no Action, user prompts it to continue',
  'Find the slow endpoint',
  react(
    'Check the access log first.',
    "awk '{print $7, $NF}' access.log | sort -k2 -nr | head -3",
    '/api/report 9.812\n/api/report 9.640\n/api/search 1.203',
  ),
  2,
  rep(6, () => [
    {
      say: 'Thought: The /api/report endpoint seems slow. I should investigate why /api/report is slow before doing anything else.',
    },
    { user: 'Observation: (no action was taken) Continue.' },
  ]),
  427,
);

// 28. Coder / reviewer ping-pong on an unchanged patch.
const reviewPingPong = loop(
  'ho-loop-coder-reviewer-pingpong',
  'coder resubmits the same patch, reviewer gives the same rejection',
  'Fix the off-by-one in paginate()',
  [
    { say: 'Patch: change `offset = page * size` to `offset = (page - 1) * size`.', name: 'coder' },
    {
      say: 'Rejected: page 0 is valid in this API (0-based), so this breaks the first page. Please handle both conventions or keep 0-based.',
      name: 'reviewer',
    },
  ],
  1,
  rep(4, () => [
    { say: 'Patch: change `offset = page * size` to `offset = (page - 1) * size`.', name: 'coder' },
    {
      say: 'Rejected: page 0 is valid in this API (0-based), so this breaks the first page. Please handle both conventions or keep 0-based.',
      name: 'reviewer',
    },
  ]),
  428,
);

// 29. Tool that does not exist, called with varied arguments.
const missingTool = loop(
  'ho-loop-unknown-tool-storm',
  'calls a tool that does not exist with different arguments; same error',
  'Check disk usage on the build hosts',
  [],
  3,
  ['build-01', 'build-02', 'build-03', 'build-01', 'build-04', 'build-02', 'build-05'].map((h) =>
    call(
      'ssh_exec',
      { host: h, command: 'df -h /' },
      `Error: tool "ssh_exec" is not available. Available tools: bash, read_file, write_file`,
      true,
    ),
  ),
  429,
);

// 30. Re-reading a long document page by page, then starting over.
const pages = Array.from(
  { length: 5 },
  (_, p) =>
    `Page ${p + 1}/5 of Employee Handbook 2025\n§${p * 3 + 1} ... §${p * 3 + 3}\n${'Policy text. '.repeat(20)}${r.hex(6)}`,
);
const rereadDoc = loop(
  'ho-loop-reread-document',
  'reads a 5-page document, then reads it again from page 1',
  'What is the parental leave policy?',
  [],
  6,
  rep(2, () =>
    pages.map((text, p) => call('read_pdf_page', { file: 'handbook-2025.pdf', page: p + 1 }, text)),
  ).concat(
    pages
      .slice(0, 2)
      .map((text, p) => call('read_pdf_page', { file: 'handbook-2025.pdf', page: p + 1 }, text)),
  ),
  430,
);

export const loops: readonly LabelledRun[] = [
  plainReread,
  noisyGetPods,
  retryStorm,
  timeoutTweaks,
  pingPong,
  twoFiles,
  secondPass,
  monologue,
  reactRepeat,
  pollStuck,
  pollWaitTool,
  selfRepeat,
  sqlStorm,
  editTestCycle,
  thanks,
  supportSameQuestion,
  cursorStuck,
  gitStatus,
  logsNoise,
  longThenRerun,
  threeCycle,
  rateLimit,
  browserClick,
  restartCycle,
  resendEmail,
  tfPlan,
  reactThink,
  reviewPingPong,
  missingTool,
  rereadDoc,
];

/**
 * Family 9: signatures disguised by commentary or order. Arguments that only carry the model's commentary
 * (`description`, `explanation`, `reason`, `thought`, `todos`) must not make a repeat look new, and a list of
 * paths in another order is the same request. Near-misses: lists that really differ, the same commentary on
 * different work, a `think` tool between distinct actions.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP, parallel, say, spec } from './family-run.js';
import { noise } from './noise.js';
import { jest } from './tool-output.js';

const family = 'disguised-signatures';

function bashDescriptionsFailingTests(): FamilyRun {
  const random = noise(91);
  const descriptions = [
    'Run tests to verify the fix',
    'Re-run the test suite',
    'Check whether the tests pass now',
    'Run the tests again to confirm',
    'Verify the currency tests',
    'Run test suite one more time',
  ];
  const run = (description: string) =>
    call(
      'Bash',
      { command: 'npx jest src/money', description },
      `Exit code 1\n${jest({
        suites: [{ file: 'src/money/format.test.ts', passed: false, ms: random.int(200, 400) }],
        failures: [
          {
            title: 'formatMoney › uses a narrow no-break space before € in fr-FR',
            body: '    Expected: "12,50\u202f€"\n    Received: "12,50 €"\n\n      18 |     expect(formatMoney(1250, "EUR", "fr-FR")).toBe("12,50\\u202f€");',
          },
        ],
        tests: { failed: 1, passed: 11 },
        seconds: random.seconds(0.9, 1.6, 3),
      })}`,
      true,
    );
  return familyRun({
    id: 'disguise-bash-description',
    family,
    label: 'loop',
    note: 'the same jest command re-run with a new `description` each time and no edit; same failure (third attempt)',
    task: 'Fix the fr-FR money formatting test.',
    turns: [
      call(
        'Read',
        { file_path: '/repo/src/money/format.ts' },
        '1\texport function formatMoney(cents: number, currency: string, locale: string) {\n2\t  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100).replace(/\\u202f/g, " ");\n3\t}',
      ),
      run(descriptions[0] as string),
      run(descriptions[1] as string),
      LOOP,
      descriptions.slice(2).map(run),
    ],
  });
}

function cursorExplanations(): FamilyRun {
  const explanations = [
    'Reading the webhook handler to understand how signatures are verified.',
    'Let me look at the webhook handler again to check the signature logic.',
    'I need to re-check how the handler verifies the signature.',
    'Reviewing the signature verification once more.',
    'Checking the webhook handler code to confirm my understanding.',
  ];
  const read = (explanation: string) =>
    call(
      'read_file',
      {
        target_file: 'src/webhooks/handler.ts',
        start_line_one_indexed: 1,
        end_line_one_indexed_inclusive: 40,
        should_read_entire_file: false,
        explanation,
      },
      "Contents of src/webhooks/handler.ts, lines 1-40 (total 40 lines):\n\nimport { createHmac, timingSafeEqual } from 'node:crypto';\n\nexport function verify(header: string, body: string, secret: string) {\n  const [t, v1] = header.split(',').map((part) => part.split('=')[1]);\n  const expected = createHmac('sha256', secret).update(body).digest('hex');\n  return timingSafeEqual(Buffer.from(expected), Buffer.from(v1));\n}\n…",
    );
  return familyRun({
    id: 'disguise-cursor-explanation',
    family,
    label: 'loop',
    note: 'the same file range read again and again; only the `explanation` argument is reworded',
    task: 'Our webhook signature check rejects valid Paylane webhooks. Find the bug.',
    turns: [
      call(
        'codebase_search',
        { query: 'webhook signature verification', explanation: 'Find where webhooks are verified.' },
        'src/webhooks/handler.ts:3 export function verify(header, body, secret)',
      ),
      read(explanations[0] as string),
      LOOP,
      explanations.slice(1).map(read),
    ],
  });
}

function thoughtField(): FamilyRun {
  const thoughts = [
    'I should see which billing migrations are applied.',
    'Let me check the migration state again.',
    'Maybe the migration list has changed; checking.',
    'I will look at the applied migrations one more time.',
    'Checking migrations to decide the next step.',
  ];
  const show = (thought: string) =>
    call(
      'execute',
      { cmd: 'python manage.py showmigrations billing', thought },
      'billing\n [X] 0001_initial\n [X] 0002_invoice_status\n [X] 0003_vat_rate\n [ ] 0004_invoice_currency\n [ ] 0005_backfill_currency',
    );
  return familyRun({
    id: 'disguise-thought-field',
    family,
    label: 'loop',
    note: 'showmigrations re-run with only the `thought` argument changing; the unapplied migrations never get applied',
    task: 'Apply the pending billing migrations on staging.',
    turns: [
      call(
        'execute',
        { cmd: 'python manage.py check --deploy', thought: 'Sanity check the project first.' },
        'System check identified no issues (0 silenced).',
      ),
      show(thoughts[0] as string),
      LOOP,
      thoughts.slice(1).map(show),
    ],
  });
}

function todosField(): FamilyRun {
  const todos = (active: number) =>
    ['Inspect the failing job', 'Find the root cause', 'Fix the config', 'Re-run the job'].map(
      (content, index) => ({
        content,
        status: index < active ? 'completed' : index === active ? 'in_progress' : 'pending',
      }),
    );
  const inspect = (active: number) =>
    call(
      'run_step',
      { command: 'gh run view 8812501 --log-failed | tail -5', todos: todos(active) },
      'build\tRun npm ci\tnpm error code ERESOLVE\nbuild\tRun npm ci\tnpm error ERESOLVE could not resolve\nbuild\tRun npm ci\tnpm error While resolving: @acme/ui@3.1.0\nbuild\tRun npm ci\tnpm error Found: react@19.0.0\nbuild\tRun npm ci\tnpm error Could not resolve dependency: peer react@"^18.2.0" from @acme/charts@2.4.1',
    );
  return familyRun({
    id: 'disguise-todos-checklist',
    family,
    label: 'loop',
    note: 'the same log command each time; only the progress checklist in `todos` is re-ticked',
    task: 'CI run 8812501 failed. Fix whatever broke it.',
    turns: [inspect(0), LOOP, inspect(1), inspect(1), inspect(2), inspect(1), inspect(2)],
  });
}

function pathsInAnotherOrder(): FamilyRun {
  const orders = [
    ['src/api/orders.ts', 'src/api/refunds.ts', 'src/api/payments.ts'],
    ['src/api/payments.ts', 'src/api/orders.ts', 'src/api/refunds.ts'],
    ['src/api/refunds.ts', 'src/api/payments.ts', 'src/api/orders.ts'],
    ['src/api/orders.ts', 'src/api/payments.ts', 'src/api/refunds.ts'],
    ['src/api/payments.ts', 'src/api/refunds.ts', 'src/api/orders.ts'],
  ];
  const search = (paths: readonly string[]) =>
    call(
      'search_files',
      { pattern: 'idempotency', paths },
      'src/api/payments.ts:41:  const key = req.headers["idempotency-key"];\nsrc/api/refunds.ts:18:  // TODO: idempotency',
    );
  return familyRun({
    id: 'disguise-paths-reordered',
    family,
    label: 'loop',
    note: 'the same search over the same three files, the path list shuffled each time; sorted results never change',
    task: 'Which of our payment endpoints handle idempotency keys?',
    turns: [search(orders[0] as string[]), LOOP, orders.slice(1).map(search)],
  });
}

function readManyInRequestOrder(): FamilyRun {
  const files: Record<string, string> = {
    'deploy/values-prod.yaml': 'replicas: 6\nresources:\n  requests: { cpu: 500m, memory: 1Gi }',
    'deploy/values-staging.yaml': 'replicas: 2\nresources:\n  requests: { cpu: 250m, memory: 512Mi }',
    'deploy/values-dev.yaml': 'replicas: 1\nresources:\n  requests: { cpu: 100m, memory: 256Mi }',
  };
  const read = (paths: readonly string[]) =>
    call('read_many_files', { paths }, paths.map((path) => `--- ${path} ---\n${files[path]}`).join('\n\n'));
  return familyRun({
    id: 'disguise-read-many-reordered',
    family,
    label: 'loop',
    note: 'the same three files requested in a new order each time; the answer lists them in that order, same contents',
    task: 'Compare the CPU requests of our three environments.',
    turns: [
      read(['deploy/values-prod.yaml', 'deploy/values-staging.yaml', 'deploy/values-dev.yaml']),
      LOOP,
      read(['deploy/values-dev.yaml', 'deploy/values-prod.yaml', 'deploy/values-staging.yaml']),
      read(['deploy/values-staging.yaml', 'deploy/values-dev.yaml', 'deploy/values-prod.yaml']),
      read(['deploy/values-prod.yaml', 'deploy/values-dev.yaml', 'deploy/values-staging.yaml']),
      read(['deploy/values-dev.yaml', 'deploy/values-staging.yaml', 'deploy/values-prod.yaml']),
    ],
  });
}

function parallelCallsReordered(): FamilyRun {
  const a = spec(
    'get_feature_flag',
    { flag: 'payments_v2', environment: 'prod' },
    { flag: 'payments_v2', enabled: false, rollout: 0 },
  );
  const b = spec(
    'get_feature_flag',
    { flag: 'payments_v2', environment: 'staging' },
    { flag: 'payments_v2', enabled: true, rollout: 100 },
  );
  const c = spec(
    'get_feature_flag',
    { flag: 'checkout_redesign', environment: 'prod' },
    { flag: 'checkout_redesign', enabled: true, rollout: 25 },
  );
  return familyRun({
    id: 'disguise-parallel-reordered',
    family,
    label: 'loop',
    note: 'the same three parallel flag lookups, issued in a different order each turn',
    task: 'Is payments_v2 enabled anywhere in production, and is checkout_redesign fully rolled out?',
    turns: [
      parallel(a, b, c),
      LOOP,
      parallel(c, a, b),
      parallel(b, c, a),
      parallel(a, c, b),
      parallel(c, b, a),
    ],
  });
}

function reasonFieldWithNoise(): FamilyRun {
  const random = noise(92);
  const reasons = [
    'Check the subscription state',
    'Confirm whether the renewal went through',
    'Look again at the subscription',
    'Double-check the status before answering',
    'Verify the renewal',
  ];
  const get = (reason: string) =>
    call(
      'http_request',
      { method: 'GET', url: 'https://api.billing.acme.io/v1/subscriptions/sub_4471', reason },
      {
        status: 200,
        headers: { 'x-request-id': random.uuid(), 'x-response-time': `${random.int(8, 60)}ms` },
        body: {
          id: 'sub_4471',
          status: 'past_due',
          current_period_end: '2025-03-10T00:00:00Z',
          latest_invoice: { id: 'in_88120', status: 'open', attempt_count: 3 },
        },
      },
    );
  return familyRun({
    id: 'disguise-reason-and-request-id',
    family,
    label: 'loop',
    note: 'the same GET with a reworded `reason` and new request ids and response times each time',
    task: 'Did the annual renewal of subscription sub_4471 go through?',
    turns: [get(reasons[0] as string), LOOP, reasons.slice(1).map(get)],
  });
}

// Near-misses.

function listsReallyDiffer(): FamilyRun {
  const read = (paths: readonly string[], text: string) => call('read_many_files', { paths }, text);
  return familyRun({
    id: 'disguise-near-miss-lists-differ',
    family,
    label: 'legit',
    note: 'read_many_files three times with lists that really differ (grown, then a new file)',
    task: 'Find where the session cookie is configured and whether it is Secure.',
    turns: [
      read(
        ['src/app.ts', 'src/server.ts'],
        '--- src/app.ts ---\napp.use(session(sessionOptions));\n\n--- src/server.ts ---\nlisten(3000)',
      ),
      read(
        ['src/app.ts', 'src/server.ts', 'src/session.ts'],
        "--- src/app.ts ---\napp.use(session(sessionOptions));\n\n--- src/server.ts ---\nlisten(3000)\n\n--- src/session.ts ---\nexport const sessionOptions = { cookie: { httpOnly: true, secure: process.env.NODE_ENV === 'production' } };",
      ),
      read(['config/production.env'], 'NODE_ENV=prod'),
      say(
        'The cookie is configured in src/session.ts with secure only when NODE_ENV === "production", but production sets NODE_ENV=prod, so the cookie is not Secure in production.',
      ),
    ],
  });
}

function descriptionsWithEdits(): FamilyRun {
  const random = noise(93);
  const run = (description: string, failed: number) =>
    call(
      'Bash',
      { command: 'npx jest src/money', description },
      `${failed > 0 ? 'Exit code 1\n' : ''}${jest({
        suites: [{ file: 'src/money/format.test.ts', passed: failed === 0, ms: random.int(200, 400) }],
        failures: failures(failed),
        tests: { failed, passed: 12 - failed },
        seconds: random.seconds(0.9, 1.6, 3),
      })}`,
      failed > 0,
    );
  function failures(count: number) {
    return Array.from({ length: count }, (_, index) => ({
      title: `formatMoney › case ${index + 1}`,
      body: '    Expected: "12,50\u202f€"',
    }));
  }
  return familyRun({
    id: 'disguise-near-miss-description-edits',
    family,
    label: 'legit',
    note: 'the same test command with changing descriptions, but edits happen in between and failures fall 3 → 1 → 0',
    task: 'Fix the money formatting tests.',
    turns: [
      run('Run the money tests', 3),
      call(
        'Edit',
        { file_path: '/repo/src/money/format.ts', old_string: '.replace(/\\u202f/g, " ")', new_string: '' },
        'The file /repo/src/money/format.ts has been updated.',
      ),
      run('Re-run after removing the space replacement', 1),
      call(
        'Edit',
        {
          file_path: '/repo/src/money/format.ts',
          old_string: 'cents / 100',
          new_string: 'Math.round(cents) / 100',
        },
        'The file /repo/src/money/format.ts has been updated.',
      ),
      run('Verify all money tests pass', 0),
      say('All 12 money formatting tests pass.'),
    ],
  });
}

function samePathsDifferentPatterns(): FamilyRun {
  const paths = ['src/api/orders.ts', 'src/api/refunds.ts', 'src/api/payments.ts'];
  const search = (pattern: string, result: string) => call('search_files', { pattern, paths }, result);
  return familyRun({
    id: 'disguise-near-miss-patterns-differ',
    family,
    label: 'legit',
    note: 'the same three paths searched for three different patterns',
    task: 'Audit the payment endpoints: idempotency, rate limiting and audit logging.',
    turns: [
      search('idempotency', 'src/api/payments.ts:41:  const key = req.headers["idempotency-key"];'),
      search(
        'rateLimit',
        'src/api/orders.ts:3:import { rateLimit } from "../middleware";\nsrc/api/payments.ts:5:router.use(rateLimit({ max: 30 }));',
      ),
      search('audit.log', 'src/api/refunds.ts:52:  audit.log("refund.created", { id, amount });'),
      say(
        'Only payments handles idempotency keys; orders and payments are rate limited; only refunds writes audit logs.',
      ),
    ],
  });
}

function explanationsOnDifferentFiles(): FamilyRun {
  const read = (path: string, content: string) =>
    call(
      'read_file',
      {
        target_file: path,
        should_read_entire_file: true,
        explanation: 'Reading this file to understand the retry logic.',
      },
      content,
    );
  return familyRun({
    id: 'disguise-near-miss-same-explanation-new-files',
    family,
    label: 'legit',
    note: 'the same `explanation` on every call, but each reads a different file',
    task: 'Explain how job retries work in the worker.',
    turns: [
      read(
        'src/worker/queue.ts',
        'export const queue = new Queue("jobs", { defaultJobOptions: { attempts: 5, backoff: { type: "exponential", delay: 1000 } } });',
      ),
      read(
        'src/worker/process.ts',
        'worker.on("failed", (job, error) => metrics.increment("job_failed", { name: job.name }));',
      ),
      read(
        'src/worker/dead-letter.ts',
        'if (job.attemptsMade >= job.opts.attempts) await deadLetter.add(job.name, job.data);',
      ),
      say(
        'Jobs get 5 attempts with exponential backoff from 1 s; after the fifth failure they are copied to the dead-letter queue.',
      ),
    ],
  });
}

function todosWithRealProgress(): FamilyRun {
  const todos = (done: number) =>
    [
      'Reproduce the failure',
      'Pin @acme/charts to a React 19 compatible version',
      'Regenerate the lockfile',
      'Push and watch CI',
    ].map((content, index) => ({
      content,
      status: index < done ? 'completed' : index === done ? 'in_progress' : 'pending',
    }));
  return familyRun({
    id: 'disguise-near-miss-todos-progress',
    family,
    label: 'legit',
    note: 'the checklist advances with each call and every command is different',
    task: 'CI run 8812501 failed. Fix whatever broke it.',
    turns: [
      call(
        'run_step',
        { command: 'npm ci 2>&1 | tail -3', todos: todos(0) },
        'npm error Could not resolve dependency: peer react@"^18.2.0" from @acme/charts@2.4.1',
      ),
      call(
        'run_step',
        { command: 'npm view @acme/charts peerDependencies --json', todos: todos(1) },
        '{ "react": "^18.2.0 || ^19.0.0" }   (version 2.5.0)',
      ),
      call(
        'run_step',
        { command: 'npm install @acme/charts@2.5.0', todos: todos(2) },
        'changed 1 package, and audited 1302 packages in 6s',
      ),
      call(
        'run_step',
        { command: 'git commit -am "Bump @acme/charts for React 19" && git push', todos: todos(3) },
        '[main 7c2d9e1] Bump @acme/charts for React 19\n 2 files changed, 5 insertions(+), 5 deletions(-)',
      ),
      say('Bumped @acme/charts to 2.5.0, which supports React 19; the lockfile is regenerated and pushed.'),
    ],
  });
}

function thinkToolBetweenActions(): FamilyRun {
  const think = (thought: string) => call('think', { thought }, 'Your thought has been logged.');
  return familyRun({
    id: 'disguise-near-miss-think-tool',
    family,
    label: 'legit',
    note: 'a `think` tool (all commentary) called between distinct actions; its result is always the same',
    task: 'A customer says they were charged twice for order ord_9921. Check and refund the duplicate if so.',
    turns: [
      call('list_charges', { order_id: 'ord_9921' }, [
        { id: 'ch_1', amount: 4900, created: '2025-03-13T18:02:11Z' },
        { id: 'ch_2', amount: 4900, created: '2025-03-13T18:02:14Z' },
      ]),
      think(
        'Two charges of €49 three seconds apart: likely a double submit. I should check whether both were captured.',
      ),
      call('get_charge', { charge_id: 'ch_2' }, { id: 'ch_2', captured: true, refunded: false }),
      think('ch_2 is captured and not refunded; the order only has one item, so ch_2 is the duplicate.'),
      call(
        'create_refund',
        { charge_id: 'ch_2', reason: 'duplicate' },
        { id: 're_77', status: 'succeeded', amount: 4900 },
      ),
      think('Refund done. I should tell the customer when the money arrives.'),
      say(
        'The order was charged twice (ch_1 and ch_2, three seconds apart). I refunded the duplicate ch_2 (€49.00); it will arrive in 5–10 business days.',
      ),
    ],
  });
}

function sameDescriptionDifferentCwd(): FamilyRun {
  const test = (cwd: string, output: string, error?: boolean) =>
    call(
      'run_command',
      { command: 'npm test --silent', cwd, description: 'Run the package tests' },
      output,
      error,
    );
  return familyRun({
    id: 'disguise-near-miss-cwd-differs',
    family,
    label: 'legit',
    note: 'identical command and description, but a different working directory (package) each time',
    task: 'Run the tests of every package in the monorepo and tell me which fail.',
    turns: [
      call(
        'run_command',
        { command: 'ls packages', cwd: '.', description: 'List packages' },
        'core\nhttp\ncli\nui',
      ),
      test('packages/core', 'Tests: 118 passed, 118 total'),
      test('packages/http', 'Tests: 2 failed, 40 passed, 42 total', true),
      test('packages/cli', 'Tests: 31 passed, 31 total'),
      test('packages/ui', 'Tests: 77 passed, 77 total'),
      say('Only packages/http fails (2 of 42 tests); core, cli and ui pass.'),
    ],
  });
}

/** Family 9. */
export const disguisedSignatures: readonly FamilyRun[] = [
  bashDescriptionsFailingTests(),
  cursorExplanations(),
  thoughtField(),
  todosField(),
  pathsInAnotherOrder(),
  readManyInRequestOrder(),
  parallelCallsReordered(),
  reasonFieldWithNoise(),
  listsReallyDiffer(),
  descriptionsWithEdits(),
  samePathsDifferentPatterns(),
  explanationsOnDifferentFiles(),
  todosWithRealProgress(),
  thinkToolBetweenActions(),
  sameDescriptionDifferentCwd(),
];

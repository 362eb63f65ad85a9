/**
 * Family 2: nudges are not new information. A framework's automatic "please continue", or any user or
 * other-agent message identical to one already seen, does not reset repetition; a message with new content does.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP, parallel, say, spec, user } from './family-run.js';
import { noise } from './noise.js';
import { miniSweObservation, openHandsShell, pytest, thoughtAndBash } from './tool-output.js';

const family = 'nudges';

const openHandsNudge =
  'Please continue working on the task on whatever approach you think is suitable.\nIf you think you have solved the task, please first send your answer to user through message and then finish the interaction.\nIMPORTANT: YOU SHOULD NEVER ASK FOR HUMAN HELP.\n';

const finishNudge =
  'Please continue with the task. If you believe the task is complete, call the `finish` tool with your final answer.';

function searchThenSummarise(): FamilyRun {
  const issues = JSON.stringify({
    total_count: 3,
    incomplete_results: false,
    items: [
      {
        number: 412,
        title: 'CSV export writes timestamps in server timezone instead of UTC',
        state: 'open',
        comments: 17,
        labels: ['bug', 'export', 'needs-decision'],
        updated_at: '2025-03-02T11:20:44Z',
      },
      {
        number: 377,
        title: 'Add timezone option to export dialog',
        state: 'closed',
        comments: 4,
        labels: ['enhancement'],
        updated_at: '2024-11-19T08:01:12Z',
      },
      {
        number: 455,
        title: 'Excel shows wrong dates after export',
        state: 'open',
        comments: 2,
        labels: ['question'],
        updated_at: '2025-03-10T15:42:09Z',
      },
    ],
  });
  const search = () =>
    call('search_issues', { repo: 'acme/ledger', query: 'csv export timezone', sort: 'updated' }, issues);
  const summary = (variant: number) =>
    say(
      [
        'I found the relevant issue: #412 "CSV export writes timestamps in server timezone instead of UTC" (open, 17 comments, labelled needs-decision). #377 was an earlier request for a timezone option and #455 looks like a duplicate report.',
        'The relevant issue is #412, "CSV export writes timestamps in server timezone instead of UTC". It is open with 17 comments and labelled needs-decision; #377 (closed) asked for a timezone option and #455 seems to be a duplicate.',
      ][variant % 2] as string,
    );
  return familyRun({
    id: 'nudge-finish-reminder-search',
    family,
    label: 'loop',
    note: 'search → summary → automatic finish reminder, again and again: the reminder is identical every time',
    task: 'Find the GitHub issue in acme/ledger about the CSV export timezone bug and summarise what the maintainers decided.',
    turns: [
      search(),
      summary(0),
      user(finishNudge),
      LOOP,
      search(),
      summary(1),
      user(finishNudge),
      search(),
      summary(0),
      user(finishNudge),
      search(),
      summary(1),
    ],
  });
}

function openHandsAsksForCredentials(): FamilyRun {
  const ask = (variant: number) =>
    say(
      [
        'I could not find any database credentials in the environment or in the repository. Could you please provide the DATABASE_URL for the staging database so I can run the migration?',
        'I was unable to locate the database credentials in the environment variables or the repository. Could you provide the staging DATABASE_URL so that I can run the migration?',
        'I still cannot find database credentials anywhere in the environment or the repo. Please provide the DATABASE_URL for staging so I can proceed with the migration.',
      ][variant % 3] as string,
    );
  const grepEnv = () =>
    call(
      'execute_bash',
      { command: 'env | grep -i -E "db|database|postgres"', is_input: 'false' },
      openHandsShell('', 1, '/workspace/billing'),
    );
  return familyRun({
    id: 'nudge-openhands-never-ask-for-help',
    family,
    label: 'loop',
    note: 'OpenHands answers every request for help with its fixed "please continue" text; the agent greps env and asks again',
    task: 'Run the pending Alembic migrations of /workspace/billing against the staging database.',
    turns: [
      call(
        'execute_bash',
        { command: 'cd /workspace/billing && ls', is_input: 'false' },
        openHandsShell(
          'alembic  alembic.ini  billing  pyproject.toml  README.md  tests',
          0,
          '/workspace/billing',
        ),
      ),
      call(
        'execute_bash',
        { command: 'grep -n "sqlalchemy.url" alembic.ini', is_input: 'false' },
        openHandsShell(`7:sqlalchemy.url = ${'$'}{DATABASE_URL}`, 0, '/workspace/billing'),
      ),
      ask(0),
      user(openHandsNudge),
      grepEnv(),
      LOOP,
      ask(1),
      user(openHandsNudge),
      grepEnv(),
      ask(2),
      user(openHandsNudge),
      grepEnv(),
      ask(0),
      user(openHandsNudge),
      grepEnv(),
    ],
  });
}

function supervisorAsksAgain(): FamilyRun {
  const question = 'Status update please: is the nightly build green?';
  const status = () =>
    call(
      'get_build_status',
      { pipeline: 'nightly', branch: 'main' },
      {
        id: 1841,
        state: 'failed',
        started_at: '2025-03-14T02:00:03Z',
        finished_at: '2025-03-14T02:41:19Z',
        stages: [
          { name: 'build', state: 'passed', duration_s: 312 },
          { name: 'unit', state: 'passed', duration_s: 655 },
          { name: 'integration', state: 'failed', duration_s: 1508, failed_tests: ['test_refund_partial'] },
        ],
      },
    );
  const answer = say(
    'No. Nightly build #1841 on main failed in the integration stage (test_refund_partial); build and unit passed.',
  );
  return familyRun({
    id: 'nudge-supervisor-same-question',
    family,
    label: 'loop',
    note: 'an automated supervisor repeats the task message verbatim; the agent re-fetches the same status and answers the same',
    task: question,
    turns: [
      status(),
      answer,
      user(question, 'supervisor'),
      LOOP,
      status(),
      answer,
      user(question, 'supervisor'),
      status(),
      answer,
      user(question, 'supervisor'),
      status(),
      answer,
    ],
  });
}

function reviewerSaysDoubleCheck(): FamilyRun {
  const totals = () =>
    call(
      'compute_totals',
      { quarter: '2024-Q4', ledger: 'eu' },
      'region  revenue_eur  refunds_eur  net_eur\nDACH    1,204,330.10  41,202.55   1,163,127.55\nFR        611,040.00  18,990.12     592,049.88\nNORDICS   380,114.75   9,031.00     371,083.75\nTOTAL   2,195,484.85  69,223.67   2,126,261.18',
    );
  const submit = () =>
    call(
      'submit_report',
      { quarter: '2024-Q4', ledger: 'eu', section: 'totals' },
      'Report section submitted for review.',
    );
  const reviewer = user('Please double-check the totals before submitting.', 'reviewer');
  return familyRun({
    id: 'nudge-reviewer-double-check',
    family,
    label: 'loop',
    note: 'a reviewer agent sends the same "double-check" line after each submission; totals and submission never change',
    task: 'Prepare the Q4 2024 EU totals section and submit it for review.',
    turns: [
      call('list_ledgers', {}, '["eu", "us", "apac"]'),
      totals(),
      submit(),
      reviewer,
      LOOP,
      totals(),
      submit(),
      reviewer,
      totals(),
      submit(),
      reviewer,
      totals(),
      submit(),
    ],
  });
}

function miniSweFormatError(): FamilyRun {
  const formatError =
    'Please always provide EXACTLY ONE action in triple backticks, found 0 actions.\n\nPlease format your action in triple backticks as shown in <response_example>.\n\n<response_example>\nHere are some thoughts about why you want to perform the action.\n\n```bash\n<action>\n```\n</response_example>\n\nIf you have completed your assignment, please consult the first message about how to submit your solution (you will not be able to continue working on this task after that).';
  const done = [
    'I have completed the task. The `parse_duration` function now accepts values like "1h30m", and the reproduction script prints the expected 5400 seconds.',
    'The task is complete. `parse_duration` now handles compound values such as "1h30m" and the reproduction script outputs 5400 seconds as expected.',
    'I have finished the task: `parse_duration` accepts "1h30m" now, and running the reproduction script prints the expected 5400.',
  ];
  return familyRun({
    id: 'nudge-mini-swe-format-error',
    family,
    label: 'loop',
    note: 'the model keeps declaring victory in prose; mini-swe-agent answers each time with the same format error',
    task: 'Fix the bug: `parse_duration("1h30m")` raises ValueError. The repository is in the current directory.',
    system:
      'You are a helpful assistant that can interact with a computer. Your response must contain exactly ONE bash code block with ONE command. To finish, issue: `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`.',
    turns: [
      {
        act: thoughtAndBash(
          'Let me find where parse_duration is defined.',
          'grep -rn "def parse_duration" .',
        ),
        observe: miniSweObservation(0, './timeparse/core.py:14:def parse_duration(text: str) -> int:'),
      },
      {
        act: thoughtAndBash(
          'The regex only allows a single unit. I will replace it with a loop over all number-unit pairs.',
          "sed -i 's/^    match = UNIT_RE.fullmatch(text)$/    return sum(int(n) * UNITS[u] for n, u in UNIT_RE.findall(text))/' timeparse/core.py",
        ),
        observe: miniSweObservation(0, ''),
      },
      {
        act: thoughtAndBash('Now I run the reproduction script.', 'python reproduce.py'),
        observe: miniSweObservation(0, 'parse_duration("1h30m") = 5400'),
      },
      say(done[0] as string),
      user(formatError),
      LOOP,
      say(done[1] as string),
      user(formatError),
      say(done[2] as string),
      user(formatError),
      say(done[0] as string),
      user(formatError),
      say(done[1] as string),
    ],
  });
}

function continueBetweenParallelChecks(): FamilyRun {
  const balance = spec(
    'get_account_balance',
    { account: 'acct_ops_eur' },
    {
      account: 'acct_ops_eur',
      available: '18,204.55',
      pending: '0.00',
      currency: 'EUR',
      as_of: '2025-03-14',
    },
  );
  const transactions = spec(
    'list_transactions',
    { account: 'acct_ops_eur', since: '2025-03-13', limit: 20 },
    {
      data: [
        { id: 'tx_9A1', amount: '-1,200.00', counterparty: 'AWS EMEA SARL', booked: '2025-03-13' },
        { id: 'tx_9A2', amount: '+6,450.00', counterparty: 'Kunde Müller GmbH', booked: '2025-03-13' },
      ],
      has_more: false,
    },
  );
  const check = (text: string) => ({ ...parallel(balance, transactions), text });
  return familyRun({
    id: 'nudge-continue-parallel-checks',
    family,
    label: 'loop',
    note: 'the same pair of parallel calls after each bare "Continue." from the user; nothing changes',
    task: 'Did the €6,450 payment from Müller GmbH arrive on the ops account? If yes, mark invoice INV-2291 as paid.',
    turns: [
      check('Let me check the account balance and yesterday’s transactions.'),
      user('Continue.'),
      LOOP,
      check('Let me check the account once more.'),
      user('Continue.'),
      check('Let me check the account once more.'),
      user('Continue.'),
      check('Checking the account again.'),
      user('Continue.'),
      check('Let me check the account once more.'),
    ],
  });
}

function plannerRepeatsStep(): FamilyRun {
  const describe = () =>
    call(
      'aws_cli',
      { command: 'ecs describe-services --cluster prod --services checkout --region us-east-1' },
      JSON.stringify({
        services: [
          {
            serviceName: 'checkout',
            status: 'ACTIVE',
            desiredCount: 6,
            runningCount: 6,
            pendingCount: 0,
            deployments: [
              {
                id: 'ecs-svc/4417',
                status: 'PRIMARY',
                taskDefinition: 'checkout:88',
                rolloutState: 'COMPLETED',
              },
            ],
          },
        ],
        failures: [],
      }),
    );
  const report = say(
    'us-east-1: checkout is ACTIVE with 6/6 tasks running on task definition checkout:88; rollout COMPLETED.',
    'executor',
  );
  const step = user('Next step: verify the deployment in us-east-1.', 'planner');
  return familyRun({
    id: 'nudge-planner-repeats-step',
    family,
    label: 'loop',
    note: 'the planner agent hands out the same step again after each report; the executor verifies the same thing',
    task: 'Deploy checkout:88 to us-east-1 and eu-west-1 and verify both.',
    turns: [
      user('Next step: deploy checkout:88 to us-east-1.', 'planner'),
      call(
        'aws_cli',
        {
          command:
            'ecs update-service --cluster prod --service checkout --task-definition checkout:88 --region us-east-1',
        },
        '{"service":{"serviceName":"checkout","taskDefinition":"arn:aws:ecs:us-east-1:4411:task-definition/checkout:88","desiredCount":6}}',
      ),
      say('Deployment of checkout:88 to us-east-1 started.', 'executor'),
      step,
      describe(),
      report,
      step,
      LOOP,
      describe(),
      report,
      step,
      describe(),
      report,
      step,
      describe(),
      report,
    ],
  });
}

// Near-misses: the message between two identical actions says something new.

function userAddsSecret(): FamilyRun {
  return familyRun({
    id: 'nudge-user-adds-secret',
    family,
    label: 'legit',
    note: 'the deploy fails, the user says the missing secret is now in the vault, the same deploy succeeds',
    task: 'Deploy the payments service to production.',
    turns: [
      call(
        'run_command',
        { command: 'flyctl deploy --app payments-prod --strategy rolling' },
        '==> Verifying app config\n--> Verified app config\n==> Building image\n--> Building image done\n==> Pushing image to fly\n--> Pushing image done\nimage: registry.fly.io/payments-prod:deployment-01HQ9B3\n\nError: release command failed: missing required secret STRIPE_KEY',
        true,
      ),
      say(
        'The deploy failed: the release command needs the STRIPE_KEY secret, which is not set for payments-prod. Could you add it?',
      ),
      user('I added STRIPE_KEY to the app secrets (flyctl secrets set), try again.'),
      call(
        'run_command',
        { command: 'flyctl deploy --app payments-prod --strategy rolling' },
        "==> Verifying app config\n--> Verified app config\n==> Building image\n--> Building image done\nimage: registry.fly.io/payments-prod:deployment-01HQ9C7\n\nRunning payments-prod release_command: bin/migrate\n  release_command completed successfully\nUpdating existing machines in 'payments-prod' with rolling strategy\n  [1/3] Machine 148ed4 [app] update finished: success\n  [2/3] Machine 3d8d9e [app] update finished: success\n  [3/3] Machine 9080e2 [app] update finished: success\n  Finished deploying",
      ),
      say('Deployed: the release command ran and all three machines are updated.'),
    ],
  });
}

function userRestartedDatabase(): FamilyRun {
  const random = noise(21);
  const run = (failures: number) =>
    call(
      'run_command',
      { command: 'pytest tests/integration -x -q' },
      pytest({
        rootdir: '/app',
        files: [{ path: 'tests/integration/test_orders.py', marks: failures > 0 ? 'E' : '..........' }],
        failures:
          failures > 0
            ? [
                {
                  test: 'tests/integration/test_orders.py::test_create_order',
                  body: [
                    'E   psycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused',
                    '',
                  ],
                  where: 'tests/conftest.py:22: OperationalError',
                  short: 'psycopg.OperationalError: connection failed',
                },
              ]
            : [],
        passed: failures > 0 ? 0 : 10,
        seconds: random.seconds(0.4, 6),
      }),
      failures > 0,
    );
  return familyRun({
    id: 'nudge-user-restarted-database',
    family,
    label: 'legit',
    note: 'the same test command before and after the user says they restarted Postgres',
    task: 'Run the integration tests for the order service.',
    turns: [
      run(1),
      say(
        'The integration tests cannot reach Postgres on 127.0.0.1:5432 (connection refused). Is the local database running?',
      ),
      user('Sorry, my Postgres container had stopped. I restarted it, please rerun the suite.'),
      run(0),
      say('All 10 integration tests pass now.'),
    ],
  });
}

function nudgesButProgress(): FamilyRun {
  const bash = (command: string, output: string, exit = 0) =>
    call('execute_bash', { command, is_input: 'false' }, openHandsShell(output, exit, '/workspace/site'));
  return familyRun({
    id: 'nudge-identical-nudges-real-progress',
    family,
    label: 'legit',
    note: 'the same OpenHands nudge three times, but each time the agent does new, different work',
    task: 'Make the static site build pass and fix all broken internal links it reports.',
    turns: [
      bash(
        'npm run build 2>&1 | tail -5',
        'Error: 3 broken links:\n  /docs/setup.html -> /docs/instal.html\n  /blog/2024.html -> /blog/2023-review.html\n  /index.html -> /pricing',
        1,
      ),
      say('The build reports three broken links. I will fix them one by one.'),
      user(openHandsNudge),
      bash("sed -i 's#/docs/instal.html#/docs/install.html#' src/docs/setup.md", ''),
      say('Fixed the link in docs/setup.md.'),
      user(openHandsNudge),
      bash('ls src/blog | head', '2023-year-in-review.md\n2024.md\nwelcome.md'),
      bash("sed -i 's#/blog/2023-review.html#/blog/2023-year-in-review.html#' src/blog/2024.md", ''),
      say('Fixed the blog link; one left.'),
      user(openHandsNudge),
      bash('grep -rn \'"/pricing"\' src/index.md', 'src/index.md:12:[See pricing](/pricing)'),
      bash(
        "sed -i 's#(/pricing)#(/pricing.html)#' src/index.md && npm run build 2>&1 | tail -2",
        'Built 48 pages in 2.1s\nNo broken links.',
      ),
      say('The build passes and there are no broken links left.'),
    ],
  });
}

function plannerDistinctQueries(): FamilyRun {
  const sql = (query: string, result: string) => call('run_sql', { database: 'analytics', query }, result);
  return familyRun({
    id: 'nudge-planner-distinct-steps',
    family,
    label: 'legit',
    note: 'a planner agent sends a new step each time; the executor uses the same tool with different queries',
    task: 'Find out why weekly active users dropped last week.',
    turns: [
      user('Step 1: get weekly active users for the last 4 weeks.', 'planner'),
      sql(
        "select date_trunc('week', ts) as week, count(distinct user_id) from events where ts > now() - interval '28 days' group by 1 order by 1",
        'week        | count\n------------+-------\n 2025-02-17 | 48211\n 2025-02-24 | 47980\n 2025-03-03 | 48502\n 2025-03-10 | 39115\n(4 rows)',
      ),
      say('WAU fell from 48,502 to 39,115 in the week of 2025-03-10.', 'executor'),
      user('Step 2: split last week by platform.', 'planner'),
      sql(
        "select platform, count(distinct user_id) from events where ts >= '2025-03-10' group by 1",
        ' platform | count\n----------+-------\n android  |  9204\n ios      | 17750\n web      | 12161\n(3 rows)',
      ),
      say('Android is down to 9,204 from roughly 18,000.', 'executor'),
      user('Step 3: check android app versions last week.', 'planner'),
      sql(
        "select app_version, count(distinct user_id) from events where platform = 'android' and ts >= '2025-03-10' group by 1 order by 2 desc",
        ' app_version | count\n-------------+------\n 7.2.0       | 8801\n 7.1.4       |  403\n(2 rows)',
      ),
      say(
        'Almost all Android users are on 7.2.0, released on 2025-03-10, and its events stop after login: the drop is an Android 7.2.0 tracking or login bug.',
        'executor',
      ),
    ],
  });
}

function userNamesNextInvoice(): FamilyRun {
  const voidInvoice = (id: string) =>
    call(
      'void_invoice',
      { invoice_id: id, reason: 'duplicate' },
      { id, status: 'void', voided_at: '2025-03-14' },
    );
  return familyRun({
    id: 'nudge-user-names-next-item',
    family,
    label: 'legit',
    note: 'the user sends short follow-ups that each name a different invoice; the same tool, distinct items',
    task: 'Void invoice INV-1043, it is a duplicate.',
    turns: [
      voidInvoice('INV-1043'),
      say('INV-1043 is void.'),
      user('Thanks. Now INV-1044 too.'),
      voidInvoice('INV-1044'),
      say('INV-1044 is void.'),
      user('And INV-1047, same reason.'),
      voidInvoice('INV-1047'),
      say('INV-1047 is void.'),
      user('Last one: INV-1052.'),
      voidInvoice('INV-1052'),
      say('INV-1052 is void. All four duplicates are voided.'),
    ],
  });
}

function userWhitelistedIp(): FamilyRun {
  const connect = () =>
    call(
      'ssh',
      { host: 'bastion.eu.acme.io', command: 'uptime' },
      'ssh: connect to host bastion.eu.acme.io port 22: Connection timed out',
      true,
    );
  return familyRun({
    id: 'nudge-user-whitelisted-ip-still-failing',
    family,
    label: 'legit',
    note: 'one retry after the user reports a fix, still failing, then the agent reports back instead of retrying',
    task: 'Check the load on the EU bastion host.',
    turns: [
      connect(),
      say(
        'I cannot reach bastion.eu.acme.io on port 22 (connection timed out). Is my IP allowed in its security group?',
      ),
      user('I just whitelisted 203.0.113.40 in sg-bastion-eu, try connecting again.'),
      connect(),
      say(
        'Still timing out after the whitelist change. The rule may not be applied yet, or the instance is down; please check the instance state in the console.',
      ),
    ],
  });
}

function continueAfterLongRun(): FamilyRun {
  const read = (path: string, content: string) => call('read_file', { target_file: path }, content);
  return familyRun({
    id: 'nudge-continue-after-tool-budget',
    family,
    label: 'legit',
    note: 'the IDE pauses the agent with the same "continue" prompt; each time the agent resumes with new files',
    task: 'Add a `--dry-run` flag to every subcommand of the CLI in src/commands.',
    turns: [
      call(
        'list_dir',
        { relative_workspace_path: 'src/commands' },
        '[file] deploy.ts\n[file] rollback.ts\n[file] status.ts\n[file] prune.ts',
      ),
      read('src/commands/deploy.ts', "export const deploy = command('deploy').option('--env <env>')…"),
      call(
        'edit_file',
        { target_file: 'src/commands/deploy.ts', instructions: 'add --dry-run option' },
        'Applied 1 edit.',
      ),
      user('Continue'),
      read('src/commands/rollback.ts', "export const rollback = command('rollback').argument('<release>')…"),
      call(
        'edit_file',
        { target_file: 'src/commands/rollback.ts', instructions: 'add --dry-run option' },
        'Applied 1 edit.',
      ),
      user('Continue'),
      read('src/commands/prune.ts', "export const prune = command('prune').option('--older-than <days>')…"),
      call(
        'edit_file',
        { target_file: 'src/commands/prune.ts', instructions: 'add --dry-run option' },
        'Applied 1 edit.',
      ),
      say('deploy, rollback and prune have --dry-run now; status is read-only and does not need it.'),
    ],
  });
}

/** Family 2. */
export const nudges: readonly FamilyRun[] = [
  searchThenSummarise(),
  openHandsAsksForCredentials(),
  supervisorAsksAgain(),
  reviewerSaysDoubleCheck(),
  miniSweFormatError(),
  continueBetweenParallelChecks(),
  plannerRepeatsStep(),
  userAddsSecret(),
  userRestartedDatabase(),
  nudgesButProgress(),
  plannerDistinctQueries(),
  userNamesNextInvoice(),
  userWhitelistedIp(),
  continueAfterLongRun(),
];

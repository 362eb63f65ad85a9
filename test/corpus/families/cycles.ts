/**
 * Family 5: longer cycles (periods 2 to 6), drifting ping-pong where one side's long argument is rewritten a
 * little each time while the results stay put, and edit → test → revert cycles with the same failure each time.
 * Near-misses: edit/test cycles whose failures change, cycle-shaped work over distinct items, git bisect.
 */
import { call } from '../build-run.js';
import { type FamilyRun, familyRun, LOOP, say } from './family-run.js';
import { isoAt, noise } from './noise.js';
import { jest, pytest } from './tool-output.js';

const family = 'cycles';
const shell = (command: string, output: string, error?: boolean) => call('shell', { command }, output, error);

function goBuildPeriodThree(): FamilyRun {
  const period = () => [
    call(
      'read_file',
      { path: 'internal/store/pg.go', start_line: 80, end_line: 96 },
      '80\tfunc (s *Store) Invoice(ctx context.Context, id string) (*Invoice, error) {\n81\t\trow := s.pool.QueryRow(ctx, selectInvoice, id)\n82\t\tvar inv Invoice\n83\t\tif err := row.Scan(&inv.ID, &inv.Total, &inv.Status); err != nil {\n84\t\t\tif errors.Is(err, pgx.ErrNoRows) {\n85\t\t\t\treturn nil, ErrNotFound\n86\t\t\t}\n87\t\t\treturn nil, fmt.Errorf("scan invoice %s: %w", id, err)\n88\t\t}\n89\t\treturn &inv, nil\n90\t}',
    ),
    shell(
      'go build ./...',
      '# github.com/acme/billing/internal/store\ninternal/store/pg.go:84:24: undefined: pgx.ErrNoRows\n(exit 1)',
      true,
    ),
    shell(
      'grep -n "ErrNoRows" $(go env GOMODCACHE)/github.com/jackc/pgx/v5@v5.5.5/*.go | head -3',
      '/root/go/pkg/mod/github.com/jackc/pgx/v5@v5.5.5/conn.go:26:var ErrNoRows = errors.New("no rows in result set")\n(exit 0)',
    ),
  ];
  return familyRun({
    id: 'cycle-go-build-period-3',
    family,
    label: 'loop',
    note: 'read the code → build (same error) → grep the module cache, three times over; no edit ever happens',
    task: 'The billing service no longer compiles after the pgx upgrade. Fix it.',
    turns: [
      shell('go mod tidy', 'go: downloading github.com/jackc/pgx/v5 v5.5.5\n(exit 0)'),
      period(),
      LOOP,
      period(),
      period(),
    ],
  });
}

function testLintPeriodFour(): FamilyRun {
  const random = noise(51);
  const period = () => [
    shell('git status --short', ' M src/cart/coupon.ts\n(exit 0)'),
    shell(
      'npx jest src/cart',
      jest({
        suites: [
          { file: 'src/cart/cart.test.ts', passed: true, ms: random.int(300, 900) },
          { file: 'src/cart/coupon.test.ts', passed: false, ms: random.int(300, 900) },
        ],
        failures: [
          {
            title: 'coupon › rejects expired coupons',
            body: "    expect(received).toThrow(expected)\n\n    Expected substring: \"expired\"\n    Received function did not throw\n\n      41 |   it('rejects expired coupons', () => {\n    > 42 |     expect(() => applyCoupon(cart, EXPIRED)).toThrow('expired');\n\n      at Object.<anonymous> (src/cart/coupon.test.ts:42:46)",
          },
        ],
        tests: { failed: 1, passed: 17 },
        seconds: random.seconds(1.8, 3.1, 3),
      }),
      true,
    ),
    call(
      'read_file',
      { path: 'src/cart/coupon.ts' },
      "export function applyCoupon(cart: Cart, coupon: Coupon): Cart {\n  if (coupon.expiresAt < cart.createdAt) throw new CouponError('expired');\n  return { ...cart, discount: coupon.percent };\n}",
    ),
    shell(
      'npx eslint src/cart',
      '\n/app/src/cart/coupon.ts\n  2:7  warning  Prefer `Date` comparisons with getTime()  local/date-compare\n\n✖ 1 problem (0 errors, 1 warning)\n(exit 0)',
    ),
  ];
  return familyRun({
    id: 'cycle-status-test-read-lint-period-4',
    family,
    label: 'loop',
    note: 'git status → jest → read → eslint, repeated; jest timings differ, everything else is identical',
    task: 'The expired-coupon test fails. Fix the coupon check.',
    turns: [period(), LOOP, period(), period()],
  });
}

function opsDashboardPeriodSix(): FamilyRun {
  const random = noise(52);
  const generated = () => isoAt(random.int(600_000, 900_000));
  const metric = (name: string, values: string) =>
    call(
      'get_metric',
      { service: 'checkout', metric: name, window: '15m' },
      `metric=${name} service=checkout window=15m generated_at=${generated()}\n${values}`,
    );
  const period = () => [
    metric('cpu_utilization', 'p50=0.41 p95=0.58 max=0.63'),
    metric('memory_rss_mb', 'p50=612 p95=640 max=655'),
    call('list_alerts', { service: 'checkout', state: 'firing' }, [
      {
        id: 'al_2231',
        name: 'CheckoutLatencyHigh',
        severity: 'page',
        since: '2025-03-14T08:47:00Z',
        summary: 'p99 latency > 2s for 10m',
      },
    ]),
    call(
      'get_logs',
      { service: 'checkout', level: 'error', since: '15m', limit: 3 },
      '08:59:41 ERROR payment-client: POST https://psp.example/authorize took 2412ms (timeout budget 2000ms)\n08:59:40 ERROR payment-client: POST https://psp.example/authorize took 2388ms (timeout budget 2000ms)\n08:59:38 ERROR payment-client: POST https://psp.example/authorize took 2530ms (timeout budget 2000ms)',
    ),
    call(
      'describe_deployment',
      { service: 'checkout' },
      { image: 'checkout:88', replicas: '6/6', last_deploy: '2025-03-13T16:20:00Z', config_changes_24h: 0 },
    ),
    metric('latency_p99_ms', 'p50=2210 p95=2480 max=2630'),
  ];
  return familyRun({
    id: 'cycle-ops-dashboard-period-6',
    family,
    label: 'loop',
    note: 'six different checks in the same order, then the same six again; only generated_at changes',
    task: 'Checkout latency alert is paging. Find the cause.',
    turns: [period(), LOOP, period(), period().slice(0, 4)],
  });
}

const reportDrafts = [
  'Summary: On 14 March between 08:40 and 09:25 UTC checkout latency rose above 2 s because the payment provider slowed down.\n\n## Timeline\n08:40 PSP latency starts rising. 08:47 alert fires. 09:10 we lower the client timeout. 09:25 PSP recovers.\n\n## Root cause\nThe provider’s authorisation API degraded; our client waited up to 2.5 s per call.\n\n## Impact\nAbout 3% of checkouts were abandoned during the window.',
  'Summary: On 14 March from 08:40 to 09:25 UTC checkout latency went above 2 s because our payment provider became slow.\n\n## Timeline\n08:40 provider latency begins to rise. 08:47 the alert fires. 09:10 the client timeout is lowered. 09:25 the provider recovers.\n\n## Root cause\nThe provider’s authorisation endpoint degraded, and our client waited up to 2.5 s per call.\n\n## Impact\nRoughly 3% of checkouts were abandoned in that window.',
  'Summary: Between 08:40 and 09:25 UTC on 14 March, checkout latency exceeded 2 s as the payment provider slowed down.\n\n## Timeline\n08:40 PSP latency rises. 08:47 alert fires. 09:10 client timeout lowered. 09:25 PSP back to normal.\n\n## Root cause\nDegradation of the provider’s authorisation API; each of our calls waited up to 2.5 s.\n\n## Impact\nAn estimated 3% of checkouts were abandoned during the incident.',
  'Summary: Checkout latency was above 2 s on 14 March from 08:40 to 09:25 UTC, caused by a slow payment provider.\n\n## Timeline\n08:40 latency at the PSP starts to climb. 08:47 alert fires. 09:10 we reduce the client timeout. 09:25 the PSP recovers.\n\n## Root cause\nThe authorisation API of the provider degraded and our client waited as long as 2.5 s per call.\n\n## Impact\nAround 3% of checkouts were abandoned.',
];

function driftingReport(): FamilyRun {
  const period = (index: number) => [
    call(
      'save_report',
      { path: 'reports/incident-2025-03-14.md', content: reportDrafts[index % reportDrafts.length] },
      'Saved reports/incident-2025-03-14.md.',
    ),
    call(
      'validate_report',
      { path: 'reports/incident-2025-03-14.md', template: 'postmortem-v2' },
      "Validation failed: missing required section '## Action items'. Found sections: Summary, Timeline, Root cause, Impact.",
    ),
  ];
  return familyRun({
    id: 'cycle-drifting-report-validator',
    family,
    label: 'loop',
    note: 'the report is reworded each time but never gets the missing section; the validator says the same thing',
    task: 'Write the postmortem for this morning’s checkout latency incident using the postmortem-v2 template.',
    turns: [
      call(
        'get_template',
        { name: 'postmortem-v2' },
        'Required sections: Summary, Timeline, Root cause, Impact, Action items (each with an owner and a due date).',
      ),
      period(0),
      LOOP,
      period(1),
      period(2),
      period(3),
    ],
  });
}

function driftingCodeBlock(): FamilyRun {
  const variants = [
    'def median(values):\n    ordered = sorted(values)\n    middle = len(ordered) // 2\n    return ordered[middle]\n',
    'def median(values):\n    # sort first\n    ordered = sorted(values)\n    middle = len(ordered) // 2\n    return ordered[middle]\n',
    'def median(values):\n    data = sorted(values)\n    mid = len(data) // 2\n    return data[mid]\n',
    'def median(values: list[float]) -> float:\n    data = sorted(values)\n    mid = len(data) // 2\n    return data[mid]\n',
    'def median(values: list[float]) -> float:\n    """Middle value of the sorted list."""\n    data = sorted(values)\n    return data[len(data) // 2]\n',
  ];
  const random = noise(53);
  const test = () =>
    shell(
      'python -m pytest tests/test_stats.py -q',
      pytest({
        rootdir: '/work/stats',
        files: [{ path: 'tests/test_stats.py', marks: '..F.' }],
        failures: [
          {
            test: 'tests/test_stats.py::test_median_even_length',
            body: [
              '    def test_median_even_length():',
              '>       assert median([1, 2, 3, 4]) == 2.5',
              'E       assert 3 == 2.5',
              'E        +  where 3 = median([1, 2, 3, 4])',
              '',
            ],
            where: 'tests/test_stats.py:14: AssertionError',
            short: 'assert 3 == 2.5',
          },
        ],
        passed: 3,
        seconds: random.seconds(0.05, 0.12),
      }),
      true,
    );
  const period = (index: number) => [
    call(
      'write_file',
      { path: 'stats/median.py', content: variants[index] },
      'File written: stats/median.py',
    ),
    test(),
  ];
  return familyRun({
    id: 'cycle-drifting-code-block',
    family,
    label: 'loop',
    note: 'the function is rewritten cosmetically (names, comments, hints) but never handles even lengths; same failure',
    task: 'Fix `median` so the even-length test passes.',
    turns: [period(0), LOOP, period(1), period(2), period(3), period(4)],
  });
}

function editTestRevert(): FamilyRun {
  const random = noise(54);
  const apply = (from: string, to: string) =>
    call(
      'str_replace_editor',
      { command: 'str_replace', path: '/repo/src/parser.ts', old_str: from, new_str: to },
      'The file /repo/src/parser.ts has been edited.',
    );
  const original = 'const tokens = input.split(/\\s+/);';
  const attempt = 'const tokens = input.trim().split(/\\s+/).map(Number);';
  const run = (attempted: boolean) =>
    shell(
      'npx vitest run src/parser.test.ts',
      attempted
        ? ` FAIL  src/parser.test.ts > parse > keeps operators\nTypeError: Cannot read properties of undefined (reading 'kind')\n ❯ parse src/parser.ts:19:22\n\n Test Files  1 failed (1)\n      Tests  2 failed | 9 passed (11)\n   Duration  ${random.int(380, 520)}ms`
        : ` FAIL  src/parser.test.ts > parse > ignores leading whitespace\nAssertionError: expected [ '', '1', '+', '2' ] to deeply equal [ '1', '+', '2' ]\n\n Test Files  1 failed (1)\n      Tests  1 failed | 10 passed (11)\n   Duration  ${random.int(380, 520)}ms`,
      true,
    );
  const period = () => [run(false), apply(original, attempt), run(true), apply(attempt, original)];
  return familyRun({
    id: 'cycle-edit-test-revert',
    family,
    label: 'loop',
    note: 'apply the same change, tests break differently, revert, original failure; the cycle repeats unchanged',
    task: 'Make the parser ignore leading whitespace.',
    turns: [period(), LOOP, period(), period(), run(false)],
  });
}

function browserAddToCart(): FamilyRun {
  const product =
    '- heading "Oslo desk lamp" [level=1]\n- text: €89.00\n- radiogroup "Colour":\n  - radio "Black" [checked]\n  - radio "White"\n- button "Add to cart" [ref=e41]\n- link "Shipping & returns"';
  const period = () => [
    call(
      'browser_navigate',
      { url: 'https://shop.example.com/p/oslo-desk-lamp' },
      `Page URL: https://shop.example.com/p/oslo-desk-lamp\nPage Title: Oslo desk lamp – Example Shop\nPage Snapshot:\n${product}`,
    ),
    call(
      'browser_click',
      { element: 'White colour radio', ref: 'e38' },
      `Page Snapshot:\n${product.replace('"Black" [checked]', '"Black"').replace('radio "White"', 'radio "White" [checked]')}`,
    ),
    call(
      'browser_click',
      { element: 'Add to cart button', ref: 'e41' },
      'Page Snapshot:\n- alert: "Something went wrong. Please try again."\n- button "Add to cart" [ref=e41]',
    ),
  ];
  return familyRun({
    id: 'cycle-browser-add-to-cart',
    family,
    label: 'loop',
    note: 'navigate → pick colour → add to cart → the same error alert, over and over',
    task: 'Put a white Oslo desk lamp in the cart on shop.example.com and go to checkout.',
    turns: [period(), LOOP, period(), period()],
  });
}

function dbtPeriodFive(): FamilyRun {
  const period = () => [
    shell(
      'dbt deps',
      '08:12:03  Running with dbt=1.7.9\n08:12:04  Installing dbt-labs/dbt_utils\n08:12:05  Installed from version 1.1.1\n(exit 0)',
    ),
    shell(
      'dbt seed --select country_codes',
      '08:12:09  1 of 1 OK loaded seed file main.country_codes ................... [INSERT 249 in 0.31s]\n(exit 0)',
    ),
    shell(
      'dbt run --select stg_orders',
      '08:12:15  1 of 1 OK created sql view model main.stg_orders ................. [OK in 0.22s]\n(exit 0)',
    ),
    shell(
      'dbt test --select stg_orders',
      '08:12:21  1 of 2 PASS not_null_stg_orders_order_id .......................... [PASS in 0.09s]\n08:12:21  2 of 2 FAIL 14 relationships_stg_orders_country__code__ref_country_codes_ [FAIL 14 in 0.11s]\n08:12:21  Failure in test relationships_stg_orders_country__code__ref_country_codes_ (models/staging/schema.yml)\n08:12:21    Got 14 results, configured to fail if != 0\n(exit 1)',
      true,
    ),
    call(
      'read_file',
      { path: 'models/staging/stg_orders.sql' },
      "select\n    id as order_id,\n    upper(country) as country,\n    total_cents / 100.0 as total\nfrom {{ source('shop', 'orders') }}",
    ),
  ];
  return familyRun({
    id: 'cycle-dbt-period-5',
    family,
    label: 'loop',
    note: 'deps → seed → run → test (14 failures) → read model, five steps repeated with no change',
    task: 'The relationships test on stg_orders fails in CI. Make the dbt project pass.',
    turns: [
      shell(
        'git log -3 --oneline',
        '9c1d2e3 Add UK orders source\n77ab0f1 Bump dbt_utils\n1e2f3a4 Initial models\n(exit 0)',
      ),
      call(
        'read_file',
        { path: 'models/staging/schema.yml' },
        "models:\n  - name: stg_orders\n    columns:\n      - name: country\n        tests:\n          - relationships:\n              to: ref('country_codes')\n              field: code",
      ),
      period(),
      LOOP,
      period(),
      period().slice(0, 3),
    ],
  });
}

// Near-misses.

function failuresShrink(): FamilyRun {
  const random = noise(55);
  const run = (failed: readonly string[], passed: number) =>
    shell(
      'npx jest src/invoice',
      jest({
        suites: [
          { file: 'src/invoice/invoice.test.ts', passed: failed.length === 0, ms: random.int(400, 800) },
        ],
        failures: failed.map((title) => ({
          title: `invoice › ${title}`,
          body: `    expect(received).toBe(expected)\n    (${title})`,
        })),
        tests: { failed: failed.length, passed },
        seconds: random.seconds(1.5, 2.5, 3),
      }),
      failed.length > 0,
    );
  const edit = (change: string) =>
    call('edit_file', { path: 'src/invoice/invoice.ts', change }, 'Edit applied.');
  return familyRun({
    id: 'cycle-near-miss-failures-shrink',
    family,
    label: 'legit',
    note: 'edit → test four times; the failing tests go 5 → 3 → 1 → 0',
    task: 'Make the invoice tests pass after the currency refactor.',
    turns: [
      run(['rounds VAT per line', 'formats EUR', 'formats GBP', 'sums lines', 'applies discount'], 9),
      edit('use Money.add in sumLines and apply discount on Money'),
      run(['rounds VAT per line', 'formats EUR', 'formats GBP'], 11),
      edit('pass currency to formatMoney'),
      run(['rounds VAT per line'], 13),
      edit('round VAT per line with bankers rounding'),
      run([], 14),
      say('All 14 invoice tests pass.'),
    ],
  });
}

function nextFailureRevealed(): FamilyRun {
  const random = noise(56);
  const run = (test: string, message: string) =>
    shell(
      'cargo test -p ledger-core',
      `   Compiling ledger-core v0.4.0 (/src/ledger-core)\n    Finished test [unoptimized + debuginfo] target(s) in ${random.seconds(2, 6)}s\n     Running unittests src/lib.rs (target/debug/deps/ledger_core-3f1c9a0b2e4d5f67)\n\nrunning 22 tests\n\nfailures:\n\n---- ${test} stdout ----\nthread '${test}' panicked at src/${test.split('::')[0]}.rs:${random.int(40, 200)}:9:\n${message}\n\ntest result: FAILED. 21 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.0${random.int(1, 9)}s\n\nerror: test failed, to rerun pass \`-p ledger-core --lib\`\n(exit 101)`,
      true,
    );
  const edit = (path: string, change: string) => call('edit_file', { path, change }, `Edited ${path}.`);
  return familyRun({
    id: 'cycle-near-miss-next-failure',
    family,
    label: 'legit',
    note: 'always "1 failed", but a different test with a different panic each time as fixes land',
    task: 'Get `cargo test -p ledger-core` passing.',
    turns: [
      run(
        'balance::tests::negative_balance',
        'assertion `left == right` failed\n  left: Some(-5)\n right: None',
      ),
      edit('ledger-core/src/balance.rs', 'return None for negative balances'),
      run('posting::tests::rejects_unbalanced', 'expected Err(Unbalanced), got Ok(Posting { .. })'),
      edit('ledger-core/src/posting.rs', 'check that debits equal credits'),
      run('parse::tests::iso_dates', 'called `Result::unwrap()` on an `Err` value: ParseError("2025-3-1")'),
      edit('ledger-core/src/parse.rs', 'accept single-digit months and days'),
      shell(
        'cargo test -p ledger-core',
        '    Finished test [unoptimized + debuginfo] target(s) in 1.98s\n     Running unittests src/lib.rs\n\nrunning 22 tests\ntest result: ok. 22 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s\n(exit 0)',
      ),
      say('All 22 tests pass.'),
    ],
  });
}

function sameStepsDistinctModules(): FamilyRun {
  const modules = ['auth', 'billing', 'catalog', 'search', 'shipping'];
  let errors = 23;
  const steps = modules.flatMap((name) => {
    const before = errors;
    errors -= name === 'search' ? 3 : 5;
    return [
      call(
        'read_file',
        { path: `src/${name}/index.ts` },
        `// ${name} module: ${before > 0 ? 'uses legacy Request type' : ''}\nexport function handle(request: LegacyRequest) { … }`,
      ),
      call(
        'edit_file',
        {
          path: `src/${name}/index.ts`,
          change: 'replace LegacyRequest with Request from the new http package',
        },
        `Edited src/${name}/index.ts.`,
      ),
      shell(
        'npx tsc --noEmit -p .',
        errors > 0 ? `Found ${errors} errors in ${Math.ceil(errors / 5)} files.\n(exit 2)` : '(exit 0)',
        errors > 0,
      ),
    ];
  });
  return familyRun({
    id: 'cycle-near-miss-distinct-modules',
    family,
    label: 'legit',
    note: 'read → edit → typecheck for five different modules; arguments differ and the error count falls',
    task: 'Migrate all modules from LegacyRequest to the new Request type.',
    turns: [...steps, say('All five modules use the new Request type and the project typechecks.')],
  });
}

function validatorFeedbackMoves(): FamilyRun {
  return familyRun({
    id: 'cycle-near-miss-validator-moves',
    family,
    label: 'legit',
    note: 'save → validate three times; the validator finds a different problem each time, then passes',
    task: 'Write the postmortem for this morning’s checkout latency incident using the postmortem-v2 template.',
    turns: [
      call(
        'save_report',
        { path: 'reports/incident-2025-03-14.md', content: reportDrafts[0] },
        'Saved reports/incident-2025-03-14.md.',
      ),
      call(
        'validate_report',
        { path: 'reports/incident-2025-03-14.md', template: 'postmortem-v2' },
        "Validation failed: missing required section '## Action items'.",
      ),
      call(
        'save_report',
        {
          path: 'reports/incident-2025-03-14.md',
          content: `${reportDrafts[0]}\n\n## Action items\n- Lower PSP client timeout to 1.5 s\n- Add PSP latency to the status page`,
        },
        'Saved reports/incident-2025-03-14.md.',
      ),
      call(
        'validate_report',
        { path: 'reports/incident-2025-03-14.md', template: 'postmortem-v2' },
        'Validation failed: action items need an owner and a due date (2 items without owner).',
      ),
      call(
        'save_report',
        {
          path: 'reports/incident-2025-03-14.md',
          content: `${reportDrafts[0]}\n\n## Action items\n- Lower PSP client timeout to 1.5 s (owner: @lena, due 2025-03-21)\n- Add PSP latency to the status page (owner: @omar, due 2025-03-28)`,
        },
        'Saved reports/incident-2025-03-14.md.',
      ),
      call(
        'validate_report',
        { path: 'reports/incident-2025-03-14.md', template: 'postmortem-v2' },
        'Validation passed.',
      ),
      say('The postmortem is written and passes the postmortem-v2 validation.'),
    ],
  });
}

function gitBisect(): FamilyRun {
  const commits = ['a3f9c21', '5d0e7b4', 'c81f2a9', '0b7d3e6', 'e42c918'];
  const remaining = [12, 6, 3, 1, 0];
  const verdicts = ['bad', 'good', 'bad', 'good', 'bad'];
  const steps = commits.flatMap((_commit, index) => [
    shell(
      'npm test -- src/date 2>&1 | tail -1',
      verdicts[index] === 'bad'
        ? 'Tests:       1 failed, 33 passed, 34 total\n(exit 1)'
        : 'Tests:       34 passed, 34 total\n(exit 0)',
      verdicts[index] === 'bad',
    ),
    shell(
      `git bisect ${verdicts[index]}`,
      index === commits.length - 1
        ? 'e42c918 is the first bad commit\ncommit e42c9187d1\nAuthor: Sam <sam@acme.io>\n    Use local time in week number calculation\n\n src/date/week.ts | 4 ++--\n(exit 0)'
        : `Bisecting: ${remaining[index + 1]} revisions left to test after this (roughly ${Math.max(1, 4 - index)} steps)\n[${commits[index + 1]}] ${['Refactor date helpers', 'Add ISO week tests', 'Bump date-fns', 'Use local time in week number calculation'][index]}\n(exit 0)`,
    ),
  ]);
  return familyRun({
    id: 'cycle-near-miss-git-bisect',
    family,
    label: 'legit',
    note: 'test → bisect good/bad alternates like a ping-pong, but every step is at a new commit with a new answer',
    task: 'The ISO week test broke somewhere in the last 25 commits. Find the commit.',
    turns: [
      shell(
        'git bisect start HEAD v2.3.0',
        `Bisecting: 12 revisions left to test after this (roughly 4 steps)\n[${commits[0]}] Merge branch 'reports'\n(exit 0)`,
      ),
      ...steps,
      shell(
        'git bisect reset',
        "Previous HEAD position was e42c918 Use local time in week number calculation\nSwitched to branch 'main'\n(exit 0)",
      ),
      say('The first bad commit is e42c918 "Use local time in week number calculation".'),
    ],
  });
}

function lintWarningsFall(): FamilyRun {
  const lint = (problems: number, errors: number) =>
    shell(
      'npx eslint src --max-warnings 0',
      problems === 0
        ? '(exit 0)'
        : `\n✖ ${problems} problems (${errors} errors, ${problems - errors} warnings)\n  ${errors} errors and 0 warnings potentially fixable with the \`--fix\` option.\n(exit 1)`,
      problems > 0,
    );
  return familyRun({
    id: 'cycle-near-miss-lint-falls',
    family,
    label: 'legit',
    note: 'fix → lint alternates four times with the problem count falling 12 → 7 → 2 → 0',
    task: 'Get the lint step green.',
    turns: [
      lint(12, 5),
      shell('npx eslint src --fix', '(exit 1)', true),
      lint(7, 0),
      call(
        'edit_file',
        { path: 'src/api/client.ts', change: 'type the response bodies instead of any' },
        'Edited src/api/client.ts.',
      ),
      lint(2, 0),
      call(
        'edit_file',
        { path: 'src/ui/Table.tsx', change: 'add key prop to rows; remove unused import' },
        'Edited src/ui/Table.tsx.',
      ),
      lint(0, 0),
      say('Lint passes with no warnings.'),
    ],
  });
}

/** Family 5. */
export const cycles: readonly FamilyRun[] = [
  goBuildPeriodThree(),
  testLintPeriodFour(),
  opsDashboardPeriodSix(),
  driftingReport(),
  driftingCodeBlock(),
  editTestRevert(),
  browserAddToCart(),
  dbtPeriodFive(),
  failuresShrink(),
  nextFailureRevealed(),
  sameStepsDistinctModules(),
  validatorFeedbackMoves(),
  gitBisect(),
  lintWarningsFall(),
];

/**
 * Long sessions (150–200 rounds): coding, research, data pipelines and support work with legitimate
 * repeated-looking actions (re-running tests after edits, re-reading a file after editing it, `git status`
 * between commits, the same "closed" answer for different tickets), and long runs that only start looping late.
 */
import { call } from '../build-run.js';
import {
  type FamilyRun,
  type FamilyTurn,
  familyRun,
  LOOP,
  repeat,
  say,
  type TurnTree,
} from './family-run.js';
import { type Noise, noise } from './noise.js';

const family = 'long-sessions';
const bash = (command: string, output: string, error?: boolean) => call('bash', { command }, output, error);

const modules = [
  'cart',
  'coupon',
  'invoice',
  'tax',
  'shipping',
  'search',
  'auth',
  'session',
  'export',
  'import',
  'report',
  'notify',
  'queue',
  'cache',
  'webhook',
  'audit',
];
const bugs = [
  'drops the last item when quantity is 0',
  'accepts expired codes',
  'rounds VAT per invoice',
  'uses the wrong rate for AT',
  'ignores the free-shipping threshold',
  'is case sensitive',
  'keeps tokens after logout',
  'never expires idle sessions',
  'writes dates in local time',
  'fails on BOM-prefixed files',
  'double counts refunds',
  'sends two emails per event',
  'loses jobs on restart',
  'serves stale prices',
  'accepts unsigned payloads',
  'omits the actor id',
];

interface Totals {
  passed: number;
  commits: number;
}

/** One bug fix: find, read, reproduce, edit, re-read the edited code, re-test, full suite, status, commit. */
function fixTask(index: number, random: Noise, totals: Totals): FamilyTurn[] {
  const name = modules[index % modules.length] as string;
  const bug = bugs[index % bugs.length] as string;
  const file = `src/${name}/index.ts`;
  const line = 20 + ((index * 37) % 140);
  const testName = `${name} ${bug.split(' ').slice(0, 3).join(' ')}`;
  const turns: FamilyTurn[] = [
    call(
      'grep',
      { pattern: `export function ${name}`, path: 'src' },
      `${file}:${line}:export function ${name}Handler(input: ${name[0]?.toUpperCase()}${name.slice(1)}Input) {`,
    ),
    call(
      'read_file',
      { path: file, start_line: line, end_line: line + 30 },
      `${line}  export function ${name}Handler(input) {\n${line + 1}    // ${bug}\n${line + 2}    const value = legacy${index}(input);\n${line + 3}    return value;\n${line + 4}  }`,
    ),
    call(
      'read_file',
      { path: `test/${name}.test.ts` },
      `describe('${name}', () => {\n  it('${testName}', () => { … });\n  // ${12 + index} more tests\n});`,
    ),
    bash(
      `npx vitest run test/${name}.test.ts`,
      ` FAIL  test/${name}.test.ts > ${name} > ${testName}\nAssertionError: expected ${index + 2} to be ${index + 3}\n\n Test Files  1 failed (1)\n      Tests  1 failed | ${12 + index} passed (${13 + index})\n   Duration  ${random.int(300, 900)}ms`,
      true,
    ),
  ];
  if (index % 4 === 1) {
    // A first attempt that does not fix it: one edit → same failure is ordinary debugging.
    turns.push(
      call(
        'edit_file',
        {
          path: file,
          old_str: `const value = legacy${index}(input);`,
          new_str: `const value = legacy${index}({ ...input });`,
        },
        `Edited ${file}.`,
      ),
      bash(
        `npx vitest run test/${name}.test.ts`,
        ` FAIL  test/${name}.test.ts > ${name} > ${testName}\nAssertionError: expected ${index + 2} to be ${index + 3}\n\n Test Files  1 failed (1)\n      Tests  1 failed | ${12 + index} passed (${13 + index})\n   Duration  ${random.int(300, 900)}ms`,
        true,
      ),
      call(
        'read_file',
        { path: `src/${name}/legacy.ts` },
        `export function legacy${index}(input) {\n  return input.count - 1; // off by one\n}`,
      ),
    );
  }
  turns.push(
    call(
      'edit_file',
      { path: file, old_str: 'const value = ', new_str: `const value = fixed${index}(input); // was: ` },
      `Edited ${file}.`,
    ),
    call(
      'read_file',
      { path: file, start_line: line, end_line: line + 30 },
      `${line}  export function ${name}Handler(input) {\n${line + 1}    const value = fixed${index}(input);\n${line + 2}    return value;\n${line + 3}  }`,
    ),
    bash(
      `npx vitest run test/${name}.test.ts`,
      ` ✓ test/${name}.test.ts (${13 + index} tests) ${random.int(20, 90)}ms\n\n Test Files  1 passed (1)\n      Tests  ${13 + index} passed (${13 + index})\n   Duration  ${random.int(300, 900)}ms`,
    ),
  );
  totals.passed += 13 + index;
  totals.commits += 1;
  turns.push(
    bash(
      'npx vitest run',
      ` Test Files  ${40 + index} passed (${40 + index})\n      Tests  ${600 + totals.passed} passed (${600 + totals.passed})\n   Duration  ${random.seconds(8, 14)}s`,
    ),
    bash('git status --short', ` M ${file}${index % 4 === 1 ? `\n M src/${name}/legacy.ts` : ''}`),
    bash(
      `git commit -am "Fix ${name}: ${bug}"`,
      `[main ${random.hex(7)}] Fix ${name}: ${bug}\n 1 file changed, 2 insertions(+), 1 deletion(-)`,
    ),
  );
  if (index % 3 === 2) {
    turns.push(
      bash(
        'git push origin main',
        `To github.com:acme/shop.git\n   ${random.hex(7)}..${random.hex(7)}  main -> main`,
      ),
      // The same clean status after every push: identical, but each one closes a different piece of work.
      bash(
        'git status',
        "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean",
      ),
    );
  }
  return turns;
}

function codingSession(): FamilyRun {
  const random = noise(101);
  const totals = { passed: 0, commits: 0 };
  return familyRun({
    id: 'long-coding-session-legit',
    family,
    label: 'legit',
    note: 'sixteen bug fixes in a row (~170 rounds): tests re-run after edits, files re-read after edits, the same clean `git status` after each push',
    task: 'Work through the 16 bugs in BUGS.md one by one: reproduce with the module test, fix, run the whole suite, commit; push every third fix.',
    turns: [
      call(
        'read_file',
        { path: 'BUGS.md' },
        bugs.map((bug, index) => `${index + 1}. ${modules[index]}: ${bug}`).join('\n'),
      ),
      repeat(16, (index) => fixTask(index, random, totals)),
      bash(
        'git push origin main',
        `To github.com:acme/shop.git\n   ${random.hex(7)}..${random.hex(7)}  main -> main`,
      ),
      say(
        'All 16 bugs are fixed, each with a passing module test; the full suite passes and everything is pushed.',
      ),
    ],
  });
}

function codingSessionEndsInRerunLoop(): FamilyRun {
  const random = noise(102);
  const totals = { passed: 0, commits: 0 };
  const failing = () =>
    bash(
      'npx vitest run test/audit.test.ts',
      ` FAIL  test/audit.test.ts > audit > audit omits the actor\nAssertionError: expected undefined to be 'usr_41'\n ❯ test/audit.test.ts:28:31\n\n Test Files  1 failed (1)\n      Tests  1 failed | 27 passed (28)\n   Duration  ${random.int(300, 900)}ms`,
      true,
    );
  return familyRun({
    id: 'long-coding-session-ends-in-reruns',
    family,
    label: 'loop',
    note: 'after ~150 rounds of good work the agent re-runs one failing test over and over with no edit (third attempt)',
    task: 'Work through the 16 bugs in BUGS.md one by one: reproduce with the module test, fix, run the whole suite, commit; push every third fix.',
    turns: [
      call(
        'read_file',
        { path: 'BUGS.md' },
        bugs.map((bug, index) => `${index + 1}. ${modules[index]}: ${bug}`).join('\n'),
      ),
      repeat(15, (index) => fixTask(index, random, totals)),
      call(
        'read_file',
        { path: 'src/audit/index.ts', start_line: 1, end_line: 30 },
        'export function auditHandler(event) {\n  return store.append({ type: event.type, at: event.at });\n}',
      ),
      call(
        'edit_file',
        {
          path: 'src/audit/index.ts',
          old_str: '{ type: event.type, at: event.at }',
          new_str: '{ type: event.type, at: event.at, actor: event.actorId }',
        },
        'Edited src/audit/index.ts.',
      ),
      failing(),
      failing(),
      LOOP,
      failing(),
      failing(),
      failing(),
      failing(),
    ],
  });
}

const countries = [
  'Germany',
  'France',
  'Italy',
  'Spain',
  'Poland',
  'Netherlands',
  'Belgium',
  'Sweden',
  'Austria',
  'Denmark',
  'Finland',
  'Portugal',
  'Ireland',
  'Czechia',
  'Greece',
  'Hungary',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Croatia',
  'Bulgaria',
  'Lithuania',
  'Latvia',
  'Estonia',
  'Luxembourg',
  'Norway',
  'Switzerland',
  'Iceland',
  'Cyprus',
  'Malta',
];
const slug = (country: string) => country.toLowerCase().replace(/ /g, '-');
const share = (index: number) => ((index * 7.3) % 40) + 2.1;
const sourceUrl = (country: string) => `https://stats.${slug(country)}.example.org/ev-registrations-2024`;
const sourceText = (country: string, index: number) =>
  `${country}: ${share(index).toFixed(1)}% of new passenger cars registered in 2024 were battery-electric (${(12_000 + index * 9_431).toLocaleString('en-US')} cars), ${index % 2 === 0 ? 'up' : 'down'} ${(index % 5) + 0.4} points on 2023.`;

function researchCountry(country: string, index: number, notes: { count: number }): FamilyTurn[] {
  const turns: FamilyTurn[] = [
    call(
      'web_search',
      { query: `${country} battery electric share new cars 2024` },
      `1. ${country} vehicle registrations 2024 — ${sourceUrl(country)}\n2. EV market in ${country} — https://news.${slug(country)}.example.com/ev-market-2024`,
    ),
    call('open_url', { url: sourceUrl(country) }, sourceText(country, index)),
  ];
  if (index % 3 !== 1) {
    turns.push(
      call(
        'open_url',
        { url: `https://news.${slug(country)}.example.com/ev-market-2024` },
        `EV market in ${country}: ${['charging points grew', 'used-EV prices fell', 'company cars drove sales', 'imports from China rose'][index % 4]} in 2024; ${3 + (index % 6)} new models launched.`,
      ),
    );
  }
  if (index % 5 === 0) {
    turns.push(
      call(
        'web_search',
        { query: `${country} BEV share 2023 vs 2024` },
        `1. ${country} 2023 registrations — https://stats.${slug(country)}.example.org/ev-registrations-2023`,
      ),
      call(
        'open_url',
        { url: `https://stats.${slug(country)}.example.org/ev-registrations-2023` },
        `${country}: ${(share(index) - 1.3).toFixed(1)}% battery-electric in 2023.`,
      ),
    );
  }
  if (index % 2 === 0) {
    turns.push(
      call(
        'web_search',
        { query: `${country} EV purchase incentive 2024 changes` },
        `1. ${country} EV incentives — https://gov.${slug(country)}.example.eu/ev-incentives`,
      ),
      call(
        'open_url',
        { url: `https://gov.${slug(country)}.example.eu/ev-incentives` },
        `${country}: ${index % 4 === 0 ? `purchase bonus of €${2_000 + index * 150} for cars under €45,000` : 'no purchase bonus since 2023; reduced company-car tax remains'}.`,
      ),
    );
  }
  if (index % 7 === 6) {
    // Going back to an earlier source once to quote it exactly: unchanged, but a single purposeful re-read.
    const earlier = countries[index - 3] as string;
    turns.push(call('open_url', { url: sourceUrl(earlier) }, sourceText(earlier, index - 3)));
  }
  notes.count += 1;
  turns.push(
    call(
      'take_note',
      { topic: 'bev-share', text: `${country} ${share(index).toFixed(1)}%` },
      `Saved note ${notes.count}.`,
    ),
  );
  return turns;
}

function researchSession(): FamilyRun {
  const notes = { count: 0 };
  return familyRun({
    id: 'long-research-session-legit',
    family,
    label: 'legit',
    note: 'thirty countries researched (~150 rounds): distinct searches and sources, one purposeful re-read every seven countries',
    task: 'Compile the battery-electric share of new cars in 2024 for 30 European countries, with sources and any purchase incentives.',
    turns: [
      countries.map((country, index) => [
        researchCountry(country, index, notes),
        index % 10 === 9
          ? [
              call(
                'write_section',
                { title: `Countries ${index - 8}–${index + 1}`, notes: 'bev-share' },
                `Section saved (${380 + index * 3} words).`,
              ),
            ]
          : [],
      ]),
      say(
        'The report covers all 30 countries with a source for each figure; Norway, Iceland and Denmark lead, Slovakia and Croatia trail.',
      ),
    ],
  });
}

function researchSessionEndsInSecondPass(): FamilyRun {
  const notes = { count: 0 };
  const done = countries.slice(0, 26);
  const reopen = (index: number) =>
    call('open_url', { url: sourceUrl(done[index] as string) }, sourceText(done[index] as string, index));
  return familyRun({
    id: 'long-research-ends-in-second-pass',
    family,
    label: 'loop',
    note: 'after ~125 rounds of research the agent reopens sources it already read, in shuffled order, with nothing new',
    task: 'Compile the battery-electric share of new cars in 2024 for 30 European countries, with sources and any purchase incentives.',
    turns: [
      done.map((country, index) => researchCountry(country, index, notes)),
      LOOP,
      [3, 17, 0, 22, 9, 14, 5, 25, 11].map(reopen),
    ],
  });
}

function partitionTurns(day: number, random: Noise, failing: boolean): TurnTree[] {
  const partition = `2025-02-${String(day).padStart(2, '0')}`;
  const job = `run_${partition.replace(/-/g, '')}_${random.hex(4)}`;
  const rows = 180_000 + ((day * 7_919) % 40_000);
  const poll = (state: string, extra: Record<string, unknown>): TurnTree[] => [
    { pause: 30_000 },
    call('get_job', { job_id: job, wait_seconds: 30 }, { job_id: job, state, ...extra }),
  ];
  const turns: TurnTree[] = [
    call('start_job', { pipeline: 'orders_daily', partition }, { job_id: job, state: 'QUEUED' }),
    poll('RUNNING', { stage: 'extract' }),
    poll('RUNNING', { stage: 'transform' }),
    poll('SUCCEEDED', { rows_written: rows, duration_s: 40 + (day % 9) }),
  ];
  if (failing) {
    turns.push(
      call(
        'validate_partition',
        { table: 'analytics.orders', partition },
        { ok: false, checks: { row_count: rows, null_customer_ids: 214, duplicate_order_ids: 0 } },
      ),
      call(
        'get_job_logs',
        { job_id: job, grep: 'customer' },
        `WARN transform: 214 orders from marketplace channel have no customer_id (partition ${partition})`,
      ),
      call(
        'start_job',
        { pipeline: 'orders_daily', partition, options: { marketplace_customer_fallback: true } },
        { job_id: `${job}b`, state: 'QUEUED' },
      ),
      call(
        'get_job',
        { job_id: `${job}b`, wait_seconds: 60 },
        { job_id: `${job}b`, state: 'SUCCEEDED', rows_written: rows },
      ),
    );
  }
  turns.push(
    call(
      'validate_partition',
      { table: 'analytics.orders', partition },
      { ok: true, checks: { row_count: rows, null_customer_ids: 0, duplicate_order_ids: 0 } },
    ),
  );
  return turns;
}

function pipelineSession(): FamilyRun {
  const random = noise(103);
  return familyRun({
    id: 'long-pipeline-backfill-legit',
    family,
    label: 'legit',
    note: 'a 28-day backfill (~165 rounds): each partition started, polled with waits through its stages, validated; some fixed and rerun',
    task: 'Backfill analytics.orders for every day of February 2025 and make sure each partition validates.',
    startsAt: Date.UTC(2025, 2, 14, 6, 0, 0),
    turns: [
      call(
        'describe_pipeline',
        { pipeline: 'orders_daily' },
        { stages: ['extract', 'transform', 'load'], source: 'shop.orders', target: 'analytics.orders' },
      ),
      repeat(28, (index) => partitionTurns(index + 1, random, index % 7 === 3)),
      say(
        'All 28 February partitions are loaded and validated; four needed the marketplace customer fallback and were rerun.',
      ),
    ],
  });
}

function pipelineSessionEndsPollingForever(): FamilyRun {
  const random = noise(104);
  const stuck = () => [
    { pause: 30_000 },
    call(
      'get_job',
      { job_id: 'run_20250225_c0de', wait_seconds: 30 },
      { job_id: 'run_20250225_c0de', state: 'RUNNING', stage: 'load' },
    ),
  ];
  return familyRun({
    id: 'long-pipeline-ends-polling-forever',
    family,
    label: 'loop',
    note: 'after 24 good partitions (~145 rounds) one job sits in stage load; the agent polls it with waits twelve times',
    task: 'Backfill analytics.orders for every day of February 2025 and make sure each partition validates.',
    startsAt: Date.UTC(2025, 2, 14, 6, 0, 0),
    turns: [
      repeat(24, (index) => partitionTurns(index + 1, random, index % 7 === 3)),
      call(
        'start_job',
        { pipeline: 'orders_daily', partition: '2025-02-25' },
        { job_id: 'run_20250225_c0de', state: 'QUEUED' },
      ),
      repeat(12, (index) => (index === 7 ? [LOOP, stuck()] : stuck())),
    ],
  });
}

const customers = [
  'Keller',
  'Dubois',
  'Rossi',
  'García',
  'Nowak',
  'de Vries',
  'Peeters',
  'Lindqvist',
  'Huber',
  'Jensen',
];
const issues = [
  'refund not received',
  'invoice shows wrong VAT',
  'cannot log in after password reset',
  'parcel marked delivered but missing',
  'charged twice',
  'wants to change plan',
  'coupon rejected at checkout',
  'address change after dispatch',
];

function ticketTurns(index: number): FamilyTurn[] {
  const id = `T-${9100 + index}`;
  const customer = `${customers[index % customers.length]} (${`cus_${(index * 7_919).toString(36)}`})`;
  const issue = issues[index % issues.length] as string;
  return [
    call(
      'get_ticket',
      { ticket_id: id },
      {
        id,
        customer,
        subject: issue,
        body: `Hello, ${issue} (order ord_${index * 31 + 7000}).`,
        priority: index % 5 === 0 ? 'high' : 'normal',
      },
    ),
    call(
      'lookup_order',
      { order_id: `ord_${index * 31 + 7000}` },
      {
        id: `ord_${index * 31 + 7000}`,
        status: index % 3 === 0 ? 'delivered' : 'paid',
        total: `${(29 + index * 3.5).toFixed(2)} EUR`,
      },
    ),
    call(
      'send_reply',
      {
        ticket_id: id,
        body: `Dear ${customers[index % customers.length]}, about your ${issue}: ${['we have re-sent the refund', 'a corrected invoice is attached', 'we reset your login', 'we opened a carrier investigation', 'we refunded the duplicate charge', 'your plan changes at the next renewal', 'the coupon is now applied', 'we updated the address with the carrier'][index % 8]}.`,
      },
      { ok: true },
    ),
    call('close_ticket', { ticket_id: id, resolution: 'answered' }, { ok: true, status: 'closed' }),
  ];
}

function supportSession(): FamilyRun {
  return familyRun({
    id: 'long-support-queue-legit',
    family,
    label: 'legit',
    note: 'forty tickets (~160 rounds) handled the same way; replies and closes look alike but each is a different ticket',
    task: 'Work through today’s support queue (40 tickets): read each ticket, check the order, reply and close it.',
    turns: [
      call(
        'list_tickets',
        { queue: 'tier-1', status: 'open' },
        { count: 40, ids: repeat(40, (index) => `T-${9100 + index}`) },
      ),
      repeat(40, ticketTurns),
      say('All 40 tickets are answered and closed.'),
    ],
  });
}

function supportSessionEndsInCycle(): FamilyRun {
  const locked = () => [
    call(
      'get_ticket',
      { ticket_id: 'T-9145' },
      {
        id: 'T-9145',
        customer: 'Lindqvist (cus_x1)',
        subject: 'charged twice',
        body: 'Hello, I was charged twice for ord_8401.',
        priority: 'high',
      },
    ),
    call(
      'lookup_order',
      { order_id: 'ord_8401' },
      { id: 'ord_8401', status: 'paid', total: '89.00 EUR', charges: 2 },
    ),
    call(
      'send_reply',
      {
        ticket_id: 'T-9145',
        body: 'Dear Lindqvist, about your double charge: we refunded the duplicate charge.',
      },
      { ok: false, error: 'ticket T-9145 is locked by agent maria.s' },
    ),
  ];
  return familyRun({
    id: 'long-support-ends-in-cycle',
    family,
    label: 'loop',
    note: 'after 45 tickets (~180 rounds) one locked ticket sends the agent round get → lookup → reply (locked) again and again',
    task: 'Work through today’s support queue (46 tickets): read each ticket, check the order, reply and close it.',
    turns: [repeat(45, ticketTurns), locked(), LOOP, locked(), locked(), locked()],
  });
}

/** Long sessions. */
export const longSessions: readonly FamilyRun[] = [
  codingSession(),
  codingSessionEndsInRerunLoop(),
  researchSession(),
  researchSessionEndsInSecondPass(),
  pipelineSession(),
  pipelineSessionEndsPollingForever(),
  supportSession(),
  supportSessionEndsInCycle(),
];

import { seededRandom } from '../helpers/replies.js';
import { call, type LabelledRun, labelled, type TurnSpec } from './build-run.js';

const repeat = <T>(count: number, make: (index: number) => T): T[] =>
  Array.from({ length: count }, (_, index) => make(index));

/** A long, varied coding session: reads, searches, edits, tests whose results move, an occasional `ls`. */
export function variedSession(rounds: number, seed: number): TurnSpec[] {
  const next = seededRandom(seed);
  const files = ['src/date.ts', 'src/parse.ts', 'src/format.ts', 'src/index.ts', 'test/date.test.ts'];
  const versions = new Map(files.map((file) => [file, 1]));
  let failing = 14;
  const turns: TurnSpec[] = [];
  for (let round = 0; round < rounds; round++) {
    const file = files[Math.floor(next() * files.length)] as string;
    const pick = next();
    if (pick < 0.3) {
      const start = 1 + Math.floor(next() * 20) * 20;
      turns.push(
        call(
          'read_file',
          { path: file, start, end: start + 40 },
          `${file} v${versions.get(file)} lines ${start}-${start + 40}: …`,
        ),
      );
    } else if (pick < 0.45) {
      const term = `symbol_${Math.floor(next() * 1000)}`;
      turns.push(
        call('search_code', { query: term }, `${Math.floor(next() * 5) + 1} matches for ${term} in ${file}`),
      );
    } else if (pick < 0.65) {
      versions.set(file, (versions.get(file) ?? 1) + 1);
      turns.push(
        call(
          'edit_file',
          { path: file, change: `change ${round}` },
          `edited ${file}: now v${versions.get(file)}`,
        ),
      );
    } else if (pick < 0.85) {
      failing = Math.max(0, failing - (next() < 0.5 ? 1 : 0));
      turns.push(
        call(
          'run_tests',
          { path: 'test' },
          `${failing} failed, ${40 - failing} passed (round ${round})`,
          failing > 0,
        ),
      );
    } else if (pick < 0.92) {
      turns.push(call('list_dir', { path: '.' }, 'src test package.json README.md'));
    } else {
      turns.push({ say: `Progress note ${round}: ${failing} tests still failing; next I look at ${file}.` });
      turns.push({ user: `Keep going (${round}).` });
    }
  }
  turns.push({ say: 'All tests pass now.' });
  return turns;
}

const llmCalls = (turns: readonly TurnSpec[]) => turns.filter((turn) => !('user' in turn)).length;

const draft = (words: number, variant: number) =>
  `Release notes for version 2.1. This release improves the export of invoices, speeds up the dashboard, and fixes the login issue that some users reported last week. ${'We thank everyone who reported bugs. '.repeat(words)}Variant ${variant}.`;

/** Labelled runs beyond the shared examples: loop families and their legitimate look-alikes. */
export const corpus: readonly LabelledRun[] = [
  labelled(
    'disguised-repeat',
    'loop',
    2,
    'key order, request id and timestamp change; same result',
    'Sync the CRM.',
    [
      call(
        'sync_crm',
        { account: 'acme', request_id: 'a1b2c3', ts: '2026-11-30T10:00:00Z' },
        { synced: 0, status: 'up to date' },
      ),
      call(
        'sync_crm',
        { ts: '2026-11-30T10:00:07Z', account: ' acme', request_id: 'f9e8d7' },
        { synced: 0, status: 'up to date' },
      ),
      call(
        'sync_crm',
        { request_id: '0c1d2e', account: 'acme ', ts: '2026-11-30T10:00:15Z' },
        { synced: 0, status: 'up to date' },
      ),
      call(
        'sync_crm',
        { account: 'acme', request_id: '99aa88', ts: '2026-11-30T10:00:22Z' },
        { synced: 0, status: 'up to date' },
      ),
      call(
        'sync_crm',
        { account: 'acme', request_id: '77bb66', ts: '2026-11-30T10:00:30Z' },
        { synced: 0, status: 'up to date' },
      ),
    ],
  ),
  labelled(
    'echoed-whitespace',
    'loop',
    2,
    'the result echoes the path with its trailing spaces',
    'Tidy up the CSV.',
    [
      ...repeat(5, (index) => {
        const path = `/srv/sales.csv${' '.repeat(index % 3)}`;
        return call('clean_csv', { path }, `cleaned '${path}': 980 rows kept`);
      }),
    ],
  ),
  labelled('volatile-uuid-nonce', 'loop', 2, 'a fresh uuid nonce each call', 'Refresh the cache.', [
    ...repeat(5, (index) =>
      call(
        'refresh_cache',
        { region: 'eu', nonce: `${index}3f2504e-04f1-11ec-8d3d-0242ac130003`.slice(0, 36) },
        'cache refreshed at 2026-11-30T10:00:00Z',
      ),
    ),
  ]),
  labelled(
    'parallel-set-any-order',
    'loop',
    2,
    'the same parallel calls repeated in another order',
    'Compare the configs.',
    [
      {
        calls: [
          { name: 'read_file', args: { path: 'a.yaml' }, result: 'port: 80' },
          { name: 'read_file', args: { path: 'b.yaml' }, result: 'port: 81' },
        ],
      },
      {
        calls: [
          { name: 'read_file', args: { path: 'b.yaml' }, result: 'port: 81' },
          { name: 'read_file', args: { path: 'a.yaml' }, result: 'port: 80' },
        ],
      },
      {
        calls: [
          { name: 'read_file', args: { path: 'a.yaml' }, result: 'port: 80' },
          { name: 'read_file', args: { path: 'b.yaml' }, result: 'port: 81' },
        ],
      },
      {
        calls: [
          { name: 'read_file', args: { path: 'b.yaml' }, result: 'port: 81' },
          { name: 'read_file', args: { path: 'a.yaml' }, result: 'port: 80' },
        ],
      },
    ],
  ),
  labelled('cycle-period-3', 'loop', 4, 'A→B→C→A→B→C with unchanged results', 'Publish the package.', [
    ...repeat(3, () => [
      call('build', { target: 'dist' }, 'built 14 files'),
      call('lint', { path: 'dist' }, '2 warnings'),
      call('check_registry', { name: 'pkg' }, 'version 1.0.0 already published'),
    ]).flat(),
  ]),
  labelled(
    'ping-pong-drifting-draft',
    'loop',
    3,
    'writer drafts slightly different text, reviewer answers the same',
    'Write the release notes.',
    [
      ...repeat(4, (index) => [
        call('save_draft', { text: draft(3, index) }, 'draft saved'),
        call('review_draft', { draft: 'latest' }, 'Too long: cut it to 50 words.'),
      ]).flat(),
    ],
  ),
  labelled('retry-storm-tweaked', 'loop', 3, 'timeout tweaked, same error', 'Fetch the exchange rates.', [
    call('http_get', { url: 'https://rates.example/eur', timeout: 10 }, 'error: connection refused', true),
    call('http_get', { url: 'https://rates.example/eur', timeout: 20 }, 'error: connection refused', true),
    call('http_get', { url: 'https://rates.example/eur', timeout: 30 }, 'error: connection refused', true),
    call(
      'http_get',
      { url: 'https://rates.example/eur', timeout: 60, retries: 3 },
      'error: connection refused',
      true,
    ),
    call('http_get', { url: 'https://rates.example/eur', timeout: 120 }, 'error: connection refused', true),
  ]),
  labelled('retry-storm-envelope', 'loop', 3, 'failed envelopes with the same error', 'Send the invoice.', [
    ...repeat(5, () =>
      call(
        'send_invoice',
        { invoice: 'INV-7' },
        { status: 'failed', is_final: false, data: 'SMTP 421 service not available' },
      ),
    ),
  ]),
  labelled(
    'edit-test-no-progress',
    'loop',
    3,
    'edits differ, the test fails with the identical error',
    'Fix the failing date test.',
    [
      ...repeat(4, (index) => [
        call('edit', { file: 'date.ts', change: `attempt ${index}` }, 'ok'),
        call('test', { file: 'date.test.ts' }, 'FAIL date.test.ts: expected 2026-W53 got 2026-W01', true),
      ]).flat(),
    ],
  ),
  labelled(
    'rephrased-empty-searches',
    'loop',
    3,
    'rephrased searches that all return nothing',
    'Find last quarter sales figures.',
    [
      call('search_docs', { query: 'sales figures Q3' }, 'No results found.'),
      call('search_docs', { query: 'Q3 sales numbers' }, 'No results found.'),
      call('search_docs', { query: 'third quarter revenue sales' }, 'No results found.'),
      call('search_docs', { query: 'sales Q3 2026 figures' }, 'No results found.'),
      call('search_docs', { query: 'quarterly sales report Q3' }, 'No results found.'),
    ],
  ),
  labelled(
    'final-ignored-by-name',
    'loop',
    3,
    'tool envelope says is_final; model goes on',
    'Close the ticket.',
    [
      call('lookup_ticket', { id: 'T-9' }, 'open'),
      call('close_ticket', { id: 'T-9' }, { status: 'succeeded', is_final: true, data: 'closed' }),
      call('lookup_ticket', { id: 'T-9' }, 'closed'),
      call('close_ticket', { id: 'T-9' }, { status: 'succeeded', is_final: true, data: 'already closed' }),
    ],
  ),
  labelled(
    'two-agents-thanking',
    'loop',
    2,
    'two agents exchange the same pleasantries',
    'Agree on the plan.',
    [
      { say: 'Here is the plan: migrate the database on Saturday, then switch traffic on Sunday.' },
      { user: 'Sounds good. Thank you for the plan!', name: 'critic' },
      ...repeat(5, () => [
        { say: "You're welcome! Let me know if you need anything else." },
        { user: 'Thank you! Let me know if there is anything else.', name: 'critic' },
      ]).flat(),
    ],
  ),
  labelled(
    'react-text-loop',
    'loop',
    2,
    'ReAct in text: same thought and action, same observation',
    'What port does the service use?',
    [
      ...repeat(5, () => [
        { say: 'Thought: I need the port. Action: cat config/service.yaml' },
        { user: 'Observation: cat: config/service.yaml: No such file or directory' },
      ]).flat(),
    ],
  ),
  labelled(
    'polling-never-changes',
    'loop',
    3,
    'status polled with an answer that never changes',
    'Wait for the export.',
    [
      call('start_export', { table: 'orders' }, { job: 'j-5' }),
      ...repeat(7, () => call('job_status', { job: 'j-5' }, { state: 'queued' })),
    ],
  ),
  labelled(
    'long-run-then-loop',
    'loop',
    llmCalls(variedSession(90, 7).slice(0, 90)) + 2,
    '90 varied turns, then the same failing call over and over',
    'Make the test suite pass.',
    [
      ...variedSession(90, 7).slice(0, 90),
      ...repeat(8, () => call('run_tests', { path: 'test/date.test.ts' }, 'FAIL: expected 3 got 4', true)),
    ],
  ),

  labelled('polling-slow-progress', 'legit', null, 'two unchanged polls, then progress', 'Deploy build 92.', [
    call('deploy', { build: 92 }, { deployment: 'd-13', state: 'pending' }),
    call('deployment_status', { id: 'd-13' }, { state: 'pending' }),
    call('deployment_status', { id: 'd-13' }, { state: 'pending' }),
    call('deployment_status', { id: 'd-13' }, { state: 'rolling', done: 4, of: 8 }),
    call('deployment_status', { id: 'd-13' }, { state: 'healthy', done: 8, of: 8 }),
    { say: 'Build 92 is deployed.' },
  ]),
  labelled(
    'polling-with-sleep',
    'legit',
    null,
    'sleep between polls, answers change',
    'Wait for the backup.',
    [
      ...repeat(5, (index) => [
        call('sleep', { seconds: 30 }, 'slept 30 s'),
        call('backup_status', { id: 'b-1' }, `${(index + 1) * 20}% done`),
      ]).flat(),
      { say: 'Backup done.' },
    ],
  ),
  labelled('pagination-cursor', 'legit', null, 'same tool, opaque cursors', 'Export all customers.', [
    ...repeat(8, (index) =>
      call(
        'list_customers',
        { cursor: index === 0 ? null : `eyJwYWdlIjo${index}fQ==`, limit: 100 },
        `100 customers, next cursor eyJwYWdlIjo${index + 1}fQ==`,
      ),
    ),
    { say: 'Exported 800 customers.' },
  ]),
  labelled('batch-reads', 'legit', null, 'many reads with distinct paths', 'Summarise the docs folder.', [
    ...repeat(10, (index) =>
      call('read_file', { path: `docs/chapter-${index + 1}.md` }, `# Chapter ${index + 1}\n…`),
    ),
    { say: 'Summary written.' },
  ]),
  labelled('chunked-writes', 'legit', null, 'writes of distinct chunks all answer ok', 'Upload the report.', [
    ...repeat(10, (index) =>
      call(
        'write_chunk',
        { path: 'report.csv', offset: index * 4096, data: `rows ${index * 100}-${index * 100 + 99}` },
        'ok',
      ),
    ),
    { say: 'Uploaded.' },
  ]),
  labelled(
    'calculator-inputs',
    'legit',
    null,
    'similar-looking calculator inputs',
    'Compute the invoice totals.',
    [
      ...repeat(8, (index) =>
        call('calculator', { expression: `12 * ${index + 7}` }, String(12 * (index + 7))),
      ),
      { say: 'Totals computed.' },
    ],
  ),
  labelled(
    'same-answer-distinct-recipients',
    'legit',
    null,
    'notifications to different people, same ack',
    'Notify the team.',
    [
      ...['ana', 'bo', 'chen', 'dara', 'eli'].map((name) =>
        call('send_message', { to: name, text: 'Deploy at 5pm.' }, 'sent'),
      ),
      { say: 'Everyone is notified.' },
    ],
  ),
  labelled(
    'entity-uuids',
    'legit',
    null,
    'records fetched by UUID with identical status',
    'Check the orders.',
    [
      ...[
        '6f1c2a9e-8b7d-4c3e-9f10-1a2b3c4d5e6f',
        '7a2d3b0f-9c8e-4d4f-8a21-2b3c4d5e6f70',
        '8b3e4c1a-0d9f-4e5a-9b32-3c4d5e6f7081',
        '9c4f5d2b-1e0a-4f6b-8c43-4d5e6f708192',
      ].map((id) => call('get_order', { order_id: id }, { status: 'shipped' })),
      { say: 'All four orders shipped.' },
    ],
  ),
  labelled('reread-after-edit', 'legit', null, 'read, edit, read again', 'Rename the setting.', [
    ...repeat(4, (index) => [
      call('read_file', { path: 'settings.ts' }, `export const timeout = ${index};`),
      call('edit_file', { path: 'settings.ts', change: `timeout ${index + 1}` }, 'ok'),
    ]).flat(),
    call('read_file', { path: 'settings.ts' }, 'export const timeout = 4;'),
    { say: 'Done.' },
  ]),
  labelled(
    'two-transient-failures',
    'legit',
    null,
    'two retries of a transient error, then success',
    'Fetch the weather.',
    [
      call('http_get', { url: 'https://weather.example/today' }, 'HTTP 503 Service Unavailable', true),
      call('http_get', { url: 'https://weather.example/today' }, 'HTTP 503 Service Unavailable', true),
      call('http_get', { url: 'https://weather.example/today' }, { temp: 9 }),
      { say: '9°C.' },
    ],
  ),
  labelled(
    'same-query-different-sources',
    'legit',
    null,
    'one query, several sources',
    'Find the outage report.',
    [
      call('search_web', { query: 'acme outage 2026-11-29' }, 'No results found.'),
      call('search_docs', { query: 'acme outage 2026-11-29' }, 'No results found.'),
      call('search_tickets', { query: 'acme outage 2026-11-29' }, 'No results found.'),
      call('search_slack', { query: 'acme outage 2026-11-29' }, '3 messages in #incidents'),
      { say: 'Found it in Slack.' },
    ],
  ),
  labelled(
    'edit-test-failing-differently',
    'legit',
    null,
    'edit-test cycle whose failures change',
    'Fix the parser.',
    [
      ...repeat(4, (index) => [
        call('edit', { file: 'parse.ts', change: `fix ${index}` }, 'ok'),
        call('test', { file: 'parse.test.ts' }, `FAIL parse.test.ts: ${4 - index} failing`, true),
      ]).flat(),
      call('edit', { file: 'parse.ts', change: 'fix 4' }, 'ok'),
      call('test', { file: 'parse.test.ts' }, 'PASS'),
      { say: 'Parser fixed.' },
    ],
  ),
  labelled(
    'varied-conversation',
    'legit',
    null,
    'two agents discussing with new content each turn',
    'Plan the launch.',
    [
      ...repeat(6, (index) => [
        {
          say: `Proposal ${index}: we launch in region ${['eu', 'us', 'apac', 'latam', 'mena', 'africa'][index]} with ${index + 2} partners.`,
        },
        {
          user: `Concern ${index}: partner capacity in that region is ${index * 10 + 20}% of target.`,
          name: 'critic',
        },
      ]).flat(),
      { say: 'Final plan agreed.' },
    ],
  ),
  labelled(
    'long-varied-session',
    'legit',
    null,
    '150 rounds of varied coding work',
    'Make the test suite pass.',
    variedSession(150, 42),
  ),
  labelled(
    'long-varied-session-2',
    'legit',
    null,
    '120 rounds of varied coding work',
    'Make the test suite pass.',
    variedSession(120, 3),
  ),
];

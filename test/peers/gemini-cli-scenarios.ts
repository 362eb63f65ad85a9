import { acts, type PeerScenario, quiet, scenariosFor } from './peer-scenario.js';
import { after, repeat, type Step, say, tool, toolWithText } from './transcript.js';
import { variedProse, varyingSession } from './varied-text.js';

/**
 * Scenarios of Gemini CLI's packages/core/src/services/loopDetectionService.test.ts: tool-call loops, content
 * loops inside one streamed reply (the reply is the run's last message) and markdown that must not count,
 * and the LLM judge's schedule. Tool results use Gemini CLI's formats (the shell tool's Command / Directory
 * / Output / Exit Code block, `Found N matches` searches).
 */

const scenario = scenariosFor('gemini-cli', { model: 'gemini-2.5-pro', callIdPrefix: 'call_' });

const shell = (command: string, output: string, exitCode = 0, pgid = 48213) =>
  tool(
    'run_shell_command',
    { command },
    `Command: ${command}\nDirectory: (root)\nOutput: ${output}\nError: (none)\nExit Code: ${exitCode}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: ${pgid}`,
  );
const tsconfig = `{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "strict": true,
    "outDir": "dist"
  },
  "include": ["src"]
}`;
const lintOutput = `/home/dev/app/src/date.ts
  14:7  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars
  31:1  error  Expected indentation of 2 spaces              indent

✖ 2 problems (2 errors, 0 warnings)`;

/** A final reply that repeats `block` `times` times, after one real step. */
const chanting = (block: string, times: number): Step[] => [
  shell(
    'npm run migrate',
    '> app@1.4.0 migrate\n> node scripts/migrate.js\n\nApplied 3 migrations (0042_orders_index … 0044_drop_legacy)',
  ),
  say(block.repeat(times)),
];
const checksGreen = 'All checks are green now and the branch is ready to merge. ';

export const geminiCliScenarios: readonly PeerScenario[] = [
  scenario({
    id: 'gemini-cli-four-polls-with-progress',
    family: 'wait',
    peerTest: 'should not detect a loop for fewer than TOOL_CALL_LOOP_THRESHOLD identical calls',
    label: 'legit',
    loopFrom: null,
    note: 'the same CI status call four times, 45 s apart, while the jobs finish',
    task: 'Wait for CI run 9120 to finish and tell me whether it passed.',
    startAt: '2026-03-02T09:00:00Z',
    steps: [
      ['in_progress', '', 2],
      ['in_progress', '', 4],
      ['in_progress', '', 5],
      ['completed', 'success', 6],
    ].map(([status, conclusion, done], index) =>
      after(
        index === 0 ? 0 : 45,
        shell(
          'gh run view 9120 --json status,conclusion,jobs --jq "{status, conclusion, done: [.jobs[] | select(.status==\\"completed\\")] | length}"',
          JSON.stringify({ status, conclusion, done, total: 6 }),
        ),
      ),
    ),
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-same-read-five-times',
    family: 'self-repeat',
    peerTest: 'should detect a loop on the TOOL_CALL_LOOP_THRESHOLD-th identical call',
    alsoCovers: [
      'should detect a loop on subsequent identical calls',
      'Iterative Loop State: should correctly transition from Strike 1 to Strike 2',
    ],
    label: 'loop',
    loopFrom: 2,
    note: 'the same file read six times with the same content',
    task: 'Switch the project to ES2023.',
    steps: repeat(6, () => tool('read_file', { absolute_path: '/home/dev/app/tsconfig.json' }, tsconfig)),
    peerExpects: acts(5),
  }),
  scenario({
    id: 'gemini-cli-three-call-cycle',
    family: 'cycle',
    peerTest: 'should not detect a loop for different tool calls',
    label: 'loop',
    loopFrom: 4,
    note: 'two searches and a glob, repeated three times with the same answers',
    task: 'Find where dates are parsed and formatted.',
    steps: repeat(3, () => [
      tool(
        'search_file_content',
        { pattern: 'parseDate' },
        'Found 2 matches for pattern "parseDate" in path ".":\n---\nFile: src/date.ts\nL12: export function parseDate(input: string): Date {\n---\nFile: src/import.ts\nL40: const when = parseDate(row.date);\n---',
      ),
      tool(
        'search_file_content',
        { pattern: 'formatDate' },
        'Found 1 match for pattern "formatDate" in path ".":\n---\nFile: src/date.ts\nL30: export function formatDate(value: Date): string {\n---',
      ),
      tool(
        'glob',
        { pattern: '**/date*.ts' },
        'Found 2 file(s) matching "**/date*.ts" within /home/dev/app, sorted by modification time (newest first):\n/home/dev/app/src/date.ts\n/home/dev/app/test/date.test.ts',
      ),
    ]),
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-same-lint-with-narration',
    family: 'incidental-noise',
    peerTest: 'should not reset tool call counter for other event types',
    label: 'loop',
    loopFrom: 2,
    note: 'the same lint run with new narration each time; only the process group id changes',
    task: 'Fix the lint errors in src/date.ts.',
    steps: [
      'Let me run the linter first.',
      'Running the linter again to see the current state.',
      'Let me check the lint output once more.',
      'I will run lint again to confirm.',
      'Let me run the linter one more time to be sure.',
      'Checking lint again.',
    ].map((text, index) =>
      toolWithText(
        text,
        'run_shell_command',
        { command: 'npm run lint' },
        `Command: npm run lint\nDirectory: (root)\nOutput: ${lintOutput}\nError: (none)\nExit Code: 1\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: ${51230 + index * 7}`,
      ),
    ),
    peerExpects: acts(5),
  }),
  scenario({
    id: 'gemini-cli-same-preface-different-files',
    family: 'content-loop',
    peerTest: 'Reset Functionality: tool call should reset content count',
    label: 'legit',
    loopFrom: null,
    note: 'each read of a different file comes with the same short preface',
    task: 'Summarise the modules under src/.',
    steps: [
      ...['cart.ts', 'pricing.ts', 'tax.ts', 'coupon.ts', 'shipping.ts'].map((file) =>
        toolWithText(
          'Let me look at the next file.',
          'read_file',
          { absolute_path: `/home/dev/shop/src/${file}` },
          `// ${file}\nexport function ${file.replace('.ts', '')}Total(cart: Cart): number {\n  return 0;\n}`,
        ),
      ),
      say('Each module exports one total function: cart, pricing, tax, coupon and shipping.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-long-varied-reply',
    family: 'content-loop',
    peerTest: 'should not detect a loop for random content',
    label: 'legit',
    loopFrom: null,
    note: 'a long incident summary of distinct sentences',
    task: 'Write up last night’s incidents from the on-call notes.',
    steps: [
      tool(
        'read_file',
        { absolute_path: '/home/dev/oncall/2026-03-01.md' },
        '# On-call 2026-03-01\n(notes for 60 pages follow)',
      ),
      say(variedProse(70, 11)),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-chanting-one-sentence',
    family: 'content-loop',
    peerTest: 'should detect a loop when a chunk of content repeats consecutively',
    label: 'loop',
    loopFrom: 2,
    note: 'the reply repeats one sentence thirty times',
    task: 'Apply the pending migrations and confirm.',
    steps: chanting('The migration completed successfully. ', 30),
    peerExpects: acts(2),
  }),
  scenario({
    id: 'gemini-cli-list-with-shared-prefix',
    family: 'content-loop',
    peerTest: 'should not detect a loop for a list with a long shared prefix',
    label: 'legit',
    loopFrom: null,
    note: 'fifteen resource names that share a long prefix',
    task: 'List the Cloud Run services in acme-prod.',
    steps: [
      shell(
        'gcloud run services list --project acme-prod-48213 --format="value(metadata.name)"',
        'api\ncart\ncheckout\n… (15 services)',
      ),
      say(
        `The project runs these services:\n${[
          'api',
          'cart',
          'checkout',
          'search',
          'catalog',
          'pricing',
          'tax',
          'mailer',
          'images',
          'auth',
          'billing',
          'reports',
          'export',
          'webhooks',
          'admin',
        ]
          .map((name) => `- projects/acme-prod-48213/locations/europe-west1/services/${name}`)
          .join('\n')}`,
      ),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-refrain-far-apart',
    family: 'content-loop',
    peerTest: 'should not detect a loop if repetitions are very far apart',
    label: 'legit',
    loopFrom: null,
    note: 'a long report whose ten sections end with the same pointer to the log',
    task: 'Write the weekly reliability report, one section per service.',
    steps: [
      tool(
        'read_file',
        { absolute_path: '/home/dev/oncall/week-09.md' },
        '# Week 9\n(ten services, notes follow)',
      ),
      say(
        Array.from(
          { length: 10 },
          (_, index) => `${variedProse(14, 100 + index)} See the attached log excerpt for the raw numbers.`,
        ).join('\n\n'),
      ),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-chanting-long-passage',
    family: 'content-loop',
    peerTest: 'should detect a loop with longer repeating patterns (e.g. ~150 chars)',
    label: 'loop',
    loopFrom: 2,
    note: 'a 150-character passage repeated thirty times',
    task: 'Start the eu-west-1 rollout and report its progress.',
    steps: chanting(
      'Step 3 of the rollout is waiting for the health check on eu-west-1 to pass before traffic can shift; I will keep monitoring it closely. ',
      30,
    ),
    peerExpects: acts(2),
  }),
  scenario({
    id: 'gemini-cli-chanting-i-will-stop',
    family: 'content-loop',
    peerTest: 'should detect the specific user-provided loop example',
    label: 'loop',
    loopFrom: 2,
    note: 'a five-line closing block repeated over and over',
    task: 'Apply the pending migrations and confirm.',
    steps: chanting(
      'I will stop here.\n  I will not run any more commands.\n  The work is finished.\n  I will not change anything else.\n  I will wait for your next instruction.\n',
      25,
    ),
    peerExpects: acts(2),
  }),
  scenario({
    id: 'gemini-cli-chanting-mark-complete',
    family: 'content-loop',
    peerTest: 'should detect the second specific user-provided loop example',
    label: 'loop',
    loopFrom: 2,
    note: 'the same completion sentence repeated on indented lines',
    task: 'Apply the pending migrations and confirm.',
    steps: chanting(
      'I have updated all the requested imports and verified the build. I will now mark the task as complete.\n  ',
      25,
    ),
    peerExpects: acts(2),
  }),
  scenario({
    id: 'gemini-cli-chanting-short-phrases',
    family: 'content-loop',
    peerTest: 'should detect a loop of alternating short phrases',
    label: 'loop',
    loopFrom: 2,
    note: 'two short phrases alternating a hundred times',
    task: 'Apply the pending migrations and confirm.',
    steps: chanting('Checking... Okay. ', 100),
    peerExpects: acts(2),
  }),
  scenario({
    id: 'gemini-cli-chanting-reasoning',
    family: 'content-loop',
    peerTest: 'should detect a loop of repeated complex thought processes',
    label: 'loop',
    loopFrom: 2,
    note: 'the same three-step reasoning repeated',
    task: 'Apply the pending migrations and confirm.',
    steps: chanting('I need to look at the config. The config is missing. I will create the config. ', 25),
    peerExpects: acts(2),
  }),
  scenario({
    id: 'gemini-cli-repetitive-code-block',
    family: 'content-loop',
    peerTest: 'should not detect a loop when repetitive content is inside a code block',
    alsoCovers: [
      'should skip loop detection when already inside a code block',
      'should not detect a loop for a long code block with some repeating tokens',
    ],
    label: 'legit',
    loopFrom: null,
    note: 'a seed file of fifteen identical rows inside a code fence',
    task: 'Write a SQL seed with 15 identical heartbeat rows for the checkout dashboard test.',
    steps: [
      say(
        `Here is the seed file:\n\n\`\`\`sql\n${"INSERT INTO heartbeats (service, status) VALUES ('checkout', 'ok');\n".repeat(15)}\`\`\`\n\nLoad it with \`psql -f seed.sql\`.`,
      ),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-quoted-log-into-code-block',
    family: 'content-loop',
    peerTest: 'should not detect loops when content transitions into a code block',
    label: 'legit',
    loopFrom: null,
    note: 'the reply quotes a worker log whose lines repeat, partly before a fence',
    task: 'Show me the last 18 lines of the worker log.',
    steps: [
      shell(
        'tail -n 18 /var/log/worker.log',
        'worker: retrying job 8812 (attempt pending), backoff 30s\n… (18 lines)',
      ),
      say(
        `The worker logged the same retry line over and over:\n${'worker: retrying job 8812 (attempt pending), backoff 30s\n'.repeat(8)}\`\`\`text\n${'worker: retrying job 8812 (attempt pending), backoff 30s\n'.repeat(10)}\`\`\`\nThe job never leaves the retry queue.`,
      ),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-two-code-blocks',
    family: 'content-loop',
    peerTest: 'should correctly track inCodeBlock state with multiple fence transitions',
    alsoCovers: ['should handle content with multiple code blocks and no loops'],
    label: 'legit',
    loopFrom: null,
    note: 'a JavaScript and a Python block, each with repeated lines',
    task: 'Show me how to retry a request in JavaScript and in Python.',
    steps: [
      say(
        `Normal text first: both versions try three times.\n\n\`\`\`js\n${'await fetchWithTimeout(url, { timeout: 5000 });\n'.repeat(5)}\`\`\`\n\nAnd in Python:\n\n\`\`\`python\n${'response = session.get(url, timeout=5)\n'.repeat(5)}\`\`\`\n`,
      ),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-chanting-after-code-block',
    family: 'content-loop',
    peerTest: 'should detect a loop when repetitive content is outside a code block',
    alsoCovers: ['should handle content with mixed code blocks and looping text'],
    label: 'loop',
    loopFrom: 2,
    note: 'a short code block, then one sentence repeated twenty times',
    task: 'Build the project for all targets.',
    steps: [
      shell('npm run build:all', 'built web, node and worker targets in 41.2 s'),
      say(`\`\`\`bash\nnpm run build:all\n\`\`\`\n${'The build passed on all targets. '.repeat(20)}`),
    ],
    peerExpects: acts(2),
  }),
  scenario({
    id: 'gemini-cli-chanting-into-code-block',
    family: 'content-loop',
    peerTest: 'should reset tracking when a code fence is found',
    label: 'loop',
    loopFrom: 2,
    note: 'one sentence nine times, then ten more times inside a code fence',
    task: 'Check the branch before merging.',
    steps: [
      shell('npm run check', 'lint ok, types ok, 212 tests passed'),
      say(`${checksGreen.repeat(9)}\n\`\`\`\n${checksGreen.repeat(10)}`),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-chanting-around-a-table-row',
    family: 'content-loop',
    peerTest: 'should reset tracking when a table is detected',
    label: 'loop',
    loopFrom: 2,
    note: 'one sentence eighteen times with a table row in the middle',
    task: 'Check the branch before merging.',
    steps: [
      shell('npm run check', 'lint ok, types ok, 212 tests passed'),
      say(`${checksGreen.repeat(9)}\n| Check | Result |\n${checksGreen.repeat(9)}`),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-chanting-around-a-list-item',
    family: 'content-loop',
    peerTest: 'should reset tracking when a list item is detected',
    alsoCovers: ['should reset tracking for various list item formats'],
    label: 'loop',
    loopFrom: 2,
    note: 'one sentence eighteen times with a numbered item in the middle',
    task: 'Check the branch before merging.',
    steps: [
      shell('npm run check', 'lint ok, types ok, 212 tests passed'),
      say(`${checksGreen.repeat(9)}\n1. Merge the branch\n${checksGreen.repeat(9)}`),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-chanting-around-a-heading',
    family: 'content-loop',
    peerTest: 'should reset tracking when a heading is detected',
    label: 'loop',
    loopFrom: 2,
    note: 'one sentence eighteen times with a heading in the middle',
    task: 'Check the branch before merging.',
    steps: [
      shell('npm run check', 'lint ok, types ok, 212 tests passed'),
      say(`${checksGreen.repeat(9)}\n## Status\n${checksGreen.repeat(9)}`),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-chanting-around-a-quote',
    family: 'content-loop',
    peerTest: 'should reset tracking when a blockquote is detected',
    label: 'loop',
    loopFrom: 2,
    note: 'one sentence eighteen times with a block quote in the middle',
    task: 'Check the branch before merging.',
    steps: [
      shell('npm run check', 'lint ok, types ok, 212 tests passed'),
      say(`${checksGreen.repeat(9)}\n> Note: CI is the source of truth.\n${checksGreen.repeat(9)}`),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-report-with-dividers',
    family: 'content-loop',
    peerTest: 'Divider Content Detection: should not detect a loop for repeating divider-like content',
    label: 'legit',
    loopFrom: null,
    note: 'fifteen distinct status rows between divider lines',
    task: 'Give me a status board of all services.',
    steps: [
      say(
        [
          'api',
          'cart',
          'checkout',
          'search',
          'catalog',
          'pricing',
          'tax',
          'mailer',
          'images',
          'auth',
          'billing',
          'reports',
          'export',
          'webhooks',
          'admin',
        ]
          .map(
            (name, index) =>
              `${'-'.repeat(50)}\n${name.padEnd(10)} healthy   p95 ${120 + index * 13} ms   deploys today: ${index % 3}\n`,
          )
          .join(''),
      ),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'gemini-cli-long-session-judge-says-fine',
    family: 'legit-progress',
    peerTest: 'should trigger LLM check on the 30th turn',
    alsoCovers: ['should not detect a loop when confidence is low'],
    label: 'legit',
    loopFrom: null,
    note: 'a 34-call session that keeps moving; the judge, asked at turn 30, is not worried',
    task: 'Make the cart tests pass.',
    steps: varyingSession(34, 5),
    peerExpects: quiet,
    peerJudgeConfidence: 0.1,
  }),
  scenario({
    id: 'gemini-cli-edit-build-no-progress',
    family: 'failing-differently',
    peerTest: 'should detect a cognitive loop when confidence is high',
    label: 'loop',
    loopFrom: 3,
    note: 'cosmetic edits between builds that fail with the same type error; only the judge sees it',
    task: 'Fix the type error in src/tax.ts.',
    steps: repeat(17, (index) => [
      tool(
        'replace',
        {
          file_path: '/home/dev/shop/src/tax.ts',
          old_string: `const rate${index === 0 ? '' : index} = region.rate`,
          new_string: `const rate${index + 1} = region.rate`,
        },
        'Successfully modified file: /home/dev/shop/src/tax.ts (1 replacements).',
      ),
      shell(
        'npm run build',
        "src/tax.ts(18,12): error TS2322: Type 'string' is not assignable to type 'number'.",
        2,
        60100 + index * 3,
      ),
    ]),
    peerExpects: acts(29),
    peerJudgeConfidence: 0.95,
  }),
];

import { acts, type PeerScenario, quiet, scenariosFor } from './peer-scenario.js';
import { failedCall, repeat, type Step, say, tool, user } from './transcript.js';

/**
 * Scenarios of OpenHands' tests/unit/controller/test_is_stuck.py, written as CodeAct runs: `execute_bash`,
 * `execute_ipython_cell`, `str_replace_editor` and `browser` tool calls with the observations OpenHands
 * sends back (exit code and working directory footers, Jupyter footers, `cat -n` views).
 */

const scenario = scenariosFor('openhands', {
  model: 'claude-sonnet-4-20250514',
  callIdPrefix: 'toolu_01',
  system: 'You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.',
});

const interpreter = '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python';
const bashOutput = (output: string, exitCode = 0, cwd = '/workspace') =>
  `${output}${output === '' ? '' : '\n'}[The command completed with exit code ${exitCode}.]\n[Current working directory: ${cwd}]\n[Python interpreter: ${interpreter}]`;
const jupyter = (output: string) =>
  `${output}\n[Jupyter current working directory: /workspace]\n[Jupyter Python interpreter: ${interpreter}]`;
const bash = (command: string, output: string, exitCode = 0, cwd = '/workspace') =>
  tool('execute_bash', { command }, bashOutput(output, exitCode, cwd));
const numbered = (text: string) =>
  text
    .split('\n')
    .map((line, index) => `${String(index + 1).padStart(6)}\t${line}`)
    .join('\n');
const view = (path: string, content: string) =>
  tool(
    'str_replace_editor',
    { command: 'view', path },
    `Here's the result of running \`cat -n\` on ${path}:\n${numbered(content)}\n`,
  );
const cell = (code: string, output: string) => tool('execute_ipython_cell', { code }, jupyter(output));
const browse = (code: string, result: string, error = false) => tool('browser', { code }, result, error);
const autoContinue = () =>
  user(
    'Please continue on whatever approach you think is suitable. If you think you have solved the task, finish the interaction.',
  );
const condensed = () => user('Trimming prompt to meet context window limitations', 'openhands-condenser');

const bookStoreEdit = `edit_file_by_replace(
    'book_store.py',
    to_replace="""def total(basket):
    if not basket:
        return 0
""",
    new_content="""def total(basket):
    if not basket:
        return 0.0
"""
)`;
const invalidSyntax = (line: number | string, trailing = '') =>
  `  Cell In[1], line ${line}\n    to_replace="""def largest(min_factor, max_factor):\n            ^\nSyntaxError: invalid syntax. Perhaps you forgot a comma?${trailing}`;
const palindromeEdit = `edit_file_by_replace(
    'palindrome_products.py',
    to_replace="""def largest(min_factor, max_factor):
    if min_factor > max_factor:
""",
    new_content="""def largest(min_factor, max_factor):
    if min_factor > max_factor:
        raise ValueError("min must be <= max")
"""`;
const incompleteInput = (line: number | string, trailing = '') =>
  `  Cell In[1], line ${line}\n    new_content="""def largest(min_factor, max_factor):\n                                                   ^\nSyntaxError: incomplete input${trailing}`;
const summaryCell = 'rows = load_rows("orders.csv")\nsummary = f"Processed {len(rows)} rows\nprint(summary)';
const unterminated = (line: number) =>
  `  Cell In[1], line ${line}\n    summary = f"Processed {len(rows)} rows\n              ^\nSyntaxError: unterminated string literal (detected at line ${line})`;

const serverLog = [
  '2026-02-11T03:12:44.118Z INFO  http  GET /healthz 200 1.2ms',
  '2026-02-11T03:12:44.902Z INFO  http  POST /api/orders 201 48.7ms',
  '2026-02-11T03:12:45.017Z WARN  db    slow query (812ms): SELECT * FROM order_items WHERE order_id = $1',
  '2026-02-11T03:12:45.331Z INFO  http  GET /api/orders/88412 200 12.9ms',
  '[... 1,842,113 more characters: the recorder keeps the first lines of this observation ...]',
].join('\n');

export const openhandsScenarios: readonly PeerScenario[] = [
  scenario({
    id: 'openhands-history-too-short',
    family: 'legit-progress',
    peerTest: 'test_history_too_short',
    label: 'legit',
    loopFrom: null,
    note: 'one command and an answer: nothing to compare yet',
    task: 'What is in the workspace?',
    steps: [
      bash('ls', 'file1.txt  file2.txt'),
      say('The workspace holds two files: file1.txt and file2.txt.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-repeat-across-user-message',
    family: 'nudge',
    peerTest: 'test_is_stuck_repeating_action_observation',
    label: 'loop',
    loopFrom: 2,
    note: 'the same empty listing four times; a user message in the middle changes nothing',
    task: 'List the files in /workspace/app/tmp and delete the stale ones.',
    steps: [
      bash('ls /workspace/app/tmp', ''),
      bash('ls /workspace/app/tmp', ''),
      user('Done? Tell me what you found.'),
      bash('ls /workspace/app/tmp', ''),
      bash('ls /workspace/app/tmp', ''),
      bash('ls /workspace/app/tmp', ''),
    ],
    peerExpects: acts(4),
  }),
  scenario({
    id: 'openhands-repeat-then-user-then-repeat',
    family: 'nudge',
    peerTest: 'test_interactive_mode_resets_after_user_message',
    label: 'loop',
    loopFrom: 2,
    note: 'four identical polls of an empty folder, a user question, four more',
    task: 'Check whether the nightly export wrote anything to /data/exports.',
    steps: [
      ...repeat(4, () => bash('ls -1 /data/exports', '')),
      user('Hello? Any news on the export?'),
      ...repeat(4, () => bash('ls -1 /data/exports', '')),
    ],
    peerExpects: acts(4),
  }),
  scenario({
    id: 'openhands-same-action-varied-errors',
    family: 'failing-differently',
    peerTest: 'test_is_stuck_repeating_action_error',
    label: 'loop',
    loopFrom: 3,
    note: 'the dev server is down; the same page load fails with different errors',
    task: 'Check that the dev server renders the login page.',
    steps: [
      browse(
        'goto("http://localhost:3000/login")',
        'Error: net::ERR_CONNECTION_REFUSED at http://localhost:3000/login',
        true,
      ),
      browse(
        'goto("http://localhost:3000/login")',
        'Error: Timeout 10000ms exceeded while navigating to http://localhost:3000/login',
        true,
      ),
      user('Any progress?'),
      browse(
        'goto("http://localhost:3000/login")',
        'Error: net::ERR_CONNECTION_RESET at http://localhost:3000/login',
        true,
      ),
      browse(
        'goto("http://localhost:3000/login")',
        'Error: net::ERR_CONNECTION_REFUSED at http://localhost:3000/login',
        true,
      ),
      browse(
        'goto("http://localhost:3000/login")',
        'Error: net::ERR_CONNECTION_REFUSED at http://localhost:3000/login',
        true,
      ),
    ],
    peerExpects: acts(3),
  }),
  scenario({
    id: 'openhands-invalid-syntax-same-line',
    family: 'self-repeat',
    peerTest: 'test_is_stuck_invalid_syntax_error',
    label: 'loop',
    loopFrom: 3,
    note: 'the same broken edit cell, the same SyntaxError at the same line',
    task: 'Make total() in book_store.py return a float for an empty basket.',
    steps: repeat(5, () => cell(bookStoreEdit, invalidSyntax(42))),
    peerExpects: acts(3),
  }),
  scenario({
    id: 'openhands-invalid-syntax-moving-line',
    family: 'incidental-noise',
    peerTest: 'test_is_not_stuck_invalid_syntax_error_random_lines',
    label: 'loop',
    loopFrom: 3,
    note: 'the same broken edit cell; only the reported line number and blank lines change',
    task: 'Make total() in book_store.py return a float for an empty basket.',
    steps: [
      ...repeat(5, (index) => cell(bookStoreEdit, invalidSyntax((index + 1) * 10, '\n'.repeat(index + 1)))),
      say('I could not apply the edit: the cell keeps failing with a SyntaxError.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-invalid-syntax-three-times',
    family: 'incidental-noise',
    peerTest: 'test_is_not_stuck_invalid_syntax_error_only_three_incidents',
    label: 'loop',
    loopFrom: 3,
    note: 'the same broken cell three times (the line number moves), then the agent gives up',
    task: 'Make total() in book_store.py return a float for an empty basket.',
    steps: [
      ...repeat(3, (index) => cell(bookStoreEdit, invalidSyntax((index + 1) * 10, '\n'.repeat(index + 1)))),
      say('The edit keeps failing with a SyntaxError; I am stopping here.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-incomplete-input-same-line',
    family: 'self-repeat',
    peerTest: 'test_is_stuck_incomplete_input_error',
    label: 'loop',
    loopFrom: 3,
    note: 'an edit cell missing its closing parenthesis, resubmitted unchanged',
    task: 'Make largest() raise ValueError when min_factor > max_factor.',
    steps: repeat(5, () => cell(palindromeEdit, incompleteInput(9))),
    peerExpects: acts(3),
  }),
  scenario({
    id: 'openhands-incomplete-input-moving-line',
    family: 'incidental-noise',
    peerTest: 'test_is_not_stuck_incomplete_input_error',
    label: 'loop',
    loopFrom: 3,
    note: 'the same incomplete cell; the line number in the report moves',
    task: 'Make largest() raise ValueError when min_factor > max_factor.',
    steps: [
      ...repeat(5, (index) =>
        cell(palindromeEdit, incompleteInput((index + 1) * 10, '\n'.repeat(index + 1))),
      ),
      say('The cell is still rejected as incomplete input.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-unterminated-string-moving-line',
    family: 'incidental-noise',
    peerTest: 'test_is_not_stuck_ipython_unterminated_string_error_random_lines',
    label: 'loop',
    loopFrom: 3,
    note: 'the same cell with an unterminated f-string; the reported line moves',
    task: 'Print how many rows orders.csv has.',
    steps: [
      ...repeat(5, (index) => cell(summaryCell, unterminated((index + 1) * 10))),
      say('The cell fails with an unterminated string literal.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-unterminated-string-twice-then-fixed',
    family: 'self-repeat',
    peerTest: 'test_is_not_stuck_ipython_unterminated_string_error_only_two_incidents',
    label: 'legit',
    loopFrom: null,
    note: 'two identical failures, then the quote is fixed and the cell runs',
    task: 'Print how many rows orders.csv has.',
    steps: [
      cell(summaryCell, unterminated(2)),
      cell(summaryCell, unterminated(2)),
      cell(
        'rows = load_rows("orders.csv")\nsummary = f"Processed {len(rows)} rows"\nprint(summary)',
        'Processed 1204 rows',
      ),
      say('orders.csv has 1204 rows.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-unterminated-string-same-line',
    family: 'self-repeat',
    peerTest: 'test_is_stuck_ipython_unterminated_string_error',
    label: 'loop',
    loopFrom: 3,
    note: 'the same unterminated f-string, the same error line, four times and more',
    task: 'Print how many rows orders.csv has.',
    steps: repeat(5, () => cell(summaryCell, unterminated(2))),
    peerExpects: acts(3),
  }),
  scenario({
    id: 'openhands-syntax-error-with-trailing-output',
    family: 'incidental-noise',
    peerTest: 'test_is_not_stuck_ipython_syntax_error_not_at_end',
    label: 'loop',
    loopFrom: 3,
    note: 'the same cell; output after the error and the detected line vary',
    task: 'Announce the deploy in the notebook log.',
    steps: [
      ...[
        ['1', 'Deploy log flushed to /workspace/deploy.log'],
        ['1', 'Deploy log flushed to /workspace/deploy.log (2 handlers)'],
        ['3', 'Handlers: stdout, file'],
        ['2', 'Last line of output'],
        ['2', 'Deploy log flushed'],
      ].map(([line, extra]) =>
        cell(
          'print("Deploy finished',
          `  Cell In[1], line 1\n    print("Deploy finished\n          ^\nSyntaxError: unterminated string literal (detected at line ${line})\n${extra}`,
        ),
      ),
      say('The print statement keeps failing.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-list-read-cycle',
    family: 'cycle',
    peerTest: 'test_is_stuck_repeating_action_observation_pattern',
    label: 'loop',
    loopFrom: 3,
    note: 'list, read, list, read with nothing changing; the user pushes in the middle',
    task: 'Come on, tell me what file1.txt says.',
    steps: [
      bash('ls', 'file1.txt\nfile2.txt'),
      view('/workspace/file1.txt', 'File content'),
      bash('ls', 'file1.txt\nfile2.txt'),
      view('/workspace/file1.txt', 'File content'),
      user('Come on, just answer.'),
      bash('ls', 'file1.txt\nfile2.txt'),
      view('/workspace/file1.txt', 'File content'),
      bash('ls', 'file1.txt\nfile2.txt'),
    ],
    peerExpects: acts(6),
  }),
  scenario({
    id: 'openhands-recheck-after-user-update',
    family: 'cycle',
    peerTest: 'test_is_stuck_not_stuck',
    label: 'legit',
    loopFrom: null,
    note: 'the user says the file changed; one re-check of location and file, then an answer',
    task: 'Look around the workspace and read both files.',
    steps: [
      bash('ls', 'file1.txt\nfile2.txt'),
      view('/workspace/file1.txt', 'File content'),
      bash('pwd', '/home/user', 0, '/home/user'),
      view('/workspace/file2.txt', 'Another file content'),
      user("Done, I've updated file2.txt. Check it again."),
      bash('pwd', '/home/user', 0, '/home/user'),
      view('/workspace/file2.txt', 'Another file content'),
      say('file2.txt still reads "Another file content", so your change does not seem to be saved yet.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-monologue',
    family: 'text-loop',
    peerTest: 'test_is_stuck_monologue',
    label: 'loop',
    loopFrom: 4,
    note: 'the same sentence again and again; the auto-reply in between is a user message',
    task: 'Hi there!',
    steps: [
      say('Hi there! How can I help you today?'),
      user('How are you?'),
      bash('echo 42', '42'),
      say("I'm doing well, thanks for asking."),
      autoContinue(),
      say("I'm doing well, thanks for asking."),
      autoContinue(),
      say("I'm doing well, thanks for asking."),
      autoContinue(),
      say("I'm doing well, thanks for asking."),
    ],
    peerExpects: acts(5),
  }),
  scenario({
    id: 'openhands-monologue-around-a-command',
    family: 'text-loop',
    peerTest: 'test_is_stuck_monologue (observation between repeats)',
    label: 'loop',
    loopFrom: 2,
    note: 'the same sentence four times; one command between them hides it from the monologue check',
    task: 'How are you?',
    steps: [
      say("I'm doing well, thanks for asking."),
      autoContinue(),
      say("I'm doing well, thanks for asking."),
      autoContinue(),
      bash(
        'npm run storybook -- --smoke-test',
        'info => Storybook 8.1.10 started\ninfo => Smoke test passed in 1.8 s',
      ),
      say("I'm doing well, thanks for asking."),
      autoContinue(),
      say("I'm doing well, thanks for asking."),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-context-window-loop',
    family: 'context-overflow',
    peerTest: 'test_is_stuck_context_window_error_loop',
    alsoCovers: ['test_is_not_stuck_context_window_error_in_non_headless'],
    label: 'loop',
    loopFrom: 4,
    note: 'one huge observation; every retry is refused at the same prompt size, trimming cannot help',
    task: 'Find the first crash in /workspace/logs/server.log.',
    steps: [
      bash('cat /workspace/logs/server.log', serverLog),
      ...repeat(11, () => [failedCall(131_402), condensed()]),
      user('Please continue.'),
      failedCall(131_402),
    ],
    peerExpects: acts(11),
  }),
  scenario({
    id: 'openhands-context-window-with-work-between',
    family: 'context-overflow',
    peerTest: 'test_is_not_stuck_context_window_error_with_other_events',
    label: 'legit',
    loopFrom: null,
    note: 'the window overflows now and then; after each trim the agent does new work',
    task: 'Index the rotated log parts under /workspace/logs and write a table of contents.',
    steps: [
      ...repeat(10, (index) => [
        failedCall(129_800 + index * 40),
        condensed(),
        bash(`ls /workspace/logs/part-${index}`, `server-${index}.log  errors-${index}.log  summary.txt`),
        ...(index % 2 === 0
          ? [
              view(
                `/workspace/logs/part-${index}/summary.txt`,
                `part ${index}: ${4100 + index * 37} requests, ${index} errors`,
              ),
            ]
          : []),
      ]),
      say('Indexed 10 log parts; the table of contents is ready.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-context-window-trimmed-until-it-fits',
    family: 'context-overflow',
    peerTest: 'test_is_not_stuck_context_window_error_less_than_ten',
    label: 'legit',
    loopFrom: null,
    note: 'nine refusals, each after a smaller trim; the tenth call fits and work goes on',
    task: 'Summarise the design discussion in /workspace/notes.',
    steps: [
      bash('cat /workspace/notes/*.md', '# Design notes\n[... 402,118 more characters ...]'),
      ...repeat(9, (index) => [failedCall(140_900 - index * 1_500), condensed()]),
      view('/workspace/notes/decisions.md', '# Decisions\n- Keep Postgres\n- Move jobs to the queue service'),
      say('The notes settle two decisions: keep Postgres and move background jobs to the queue service.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-context-window-loop-with-user-pushes',
    family: 'context-overflow',
    peerTest: 'test_is_stuck_context_window_error_with_user_messages',
    label: 'loop',
    loopFrom: 4,
    note: 'the same refusal after every trim; the user keeps saying continue',
    task: 'Find the first crash in /workspace/logs/server.log.',
    steps: [
      bash('cat /workspace/logs/server.log', serverLog),
      ...repeat(11, (index) => [failedCall(131_402), condensed(), user(`Please continue ${index}`)]),
      failedCall(131_402),
    ],
    peerExpects: acts(11),
  }),
  scenario({
    id: 'openhands-read-list-cycle-stops-short',
    family: 'cycle',
    peerTest: 'test_fail_guard_five_actions',
    alsoCovers: ['test_fail_guard_five_obs'],
    label: 'loop',
    loopFrom: 3,
    note: 'read, list, read, list, read with nothing new, then a guess',
    task: 'What does file1.txt say?',
    steps: [
      view('/workspace/file1.txt', 'File content'),
      bash('ls', 'file1.txt'),
      view('/workspace/file1.txt', 'File content'),
      bash('ls', 'file1.txt'),
      view('/workspace/file1.txt', 'File content'),
      say('file1.txt says "File content".'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-listing-between-new-reads',
    family: 'cycle',
    peerTest: 'test_fail_actions_break_A6_A4',
    alsoCovers: ['test_fail_actions_break_A5_A3'],
    label: 'legit',
    loopFrom: null,
    note: 'a directory listing between reads of three different files',
    task: 'Read the three chapter drafts and tell me which is longest.',
    steps: [
      view('/workspace/drafts/ch1.md', '# Chapter 1\nThe harbour at dawn.'),
      bash('ls drafts', 'ch1.md\nch2.md\nch3.md'),
      view('/workspace/drafts/ch2.md', '# Chapter 2\nThe long walk inland, over three days and two rivers.'),
      bash('ls drafts', 'ch1.md\nch2.md\nch3.md'),
      view('/workspace/drafts/ch3.md', '# Chapter 3\nHome.'),
      bash('ls drafts', 'ch1.md\nch2.md\nch3.md'),
      say('Chapter 2 is the longest draft.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-rereading-a-growing-report',
    family: 'cycle',
    peerTest: 'test_fail_obs_break_O6_O4',
    alsoCovers: ['test_fail_obs_break_O5_O3'],
    label: 'legit',
    loopFrom: null,
    note: 'the same read and listing alternate, but the report grows between reads',
    task: 'Wait for the nightly report generator to finish report.md and tell me the row count.',
    steps: [
      view('/workspace/out/report.md', '# Nightly report\nrows: 100\nstatus: writing'),
      bash('ls out', 'report.md\nreport.md.lock'),
      view('/workspace/out/report.md', '# Nightly report\nrows: 240\nstatus: writing'),
      bash('ls out', 'report.md\nreport.md.lock'),
      view('/workspace/out/report.md', '# Nightly report\nrows: 410\nstatus: done'),
      bash('ls out', 'report.md'),
      say('The report is finished with 410 rows.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-cycle-after-a-first-step',
    family: 'cycle',
    peerTest: 'test_loop_ignores_extra_actions',
    alsoCovers: ['test_loop_ignores_other_events', 'test_loop_ignores_extra_observations'],
    label: 'loop',
    loopFrom: 4,
    note: 'one unrelated step, then read and list alternate three times with nothing new',
    task: 'What does file1.txt say?',
    steps: [
      bash('pwd', '/workspace'),
      ...repeat(3, () => [view('/workspace/file1.txt', 'File content'), bash('ls', 'file1.txt')]),
      view('/workspace/file1.txt', 'File content'),
    ],
    peerExpects: acts(7),
  }),
  scenario({
    id: 'openhands-empty-replies-with-nudges',
    family: 'nudge',
    peerTest: 'test_is_stuck_empty_response_loop_with_nudges',
    alsoCovers: ['test_is_stuck_empty_response_loop_non_headless'],
    label: 'loop',
    loopFrom: 2,
    note: 'empty replies; the framework nudges after each one',
    task: 'Build me an app that tracks my reading list.',
    steps: repeat(5, () => [
      say(''),
      user(
        'Your previous reply had neither a tool call nor a message. Use a tool to continue with the task.',
      ),
    ]),
    peerExpects: acts(3),
  }),
  scenario({
    id: 'openhands-two-empty-replies-then-answer',
    family: 'text-loop',
    peerTest: 'test_is_not_stuck_only_two_empty_responses',
    label: 'legit',
    loopFrom: null,
    note: 'two empty replies, then a real one',
    task: 'Hello',
    steps: [say(''), say(''), say('Hello! What would you like to work on today?')],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-empty-replies-broken-by-text',
    family: 'text-loop',
    peerTest: 'test_is_not_stuck_non_empty_response_breaks_loop',
    label: 'legit',
    loopFrom: null,
    note: 'a flaky model: empty replies around one real sentence, then real work',
    task: 'Hello, can you add a README to the project?',
    steps: [
      say(''),
      say(''),
      say('Let me help you with that.'),
      say(''),
      say(''),
      tool(
        'str_replace_editor',
        {
          command: 'create',
          path: '/workspace/README.md',
          file_text: '# Reading list\n\nTrack the books you read.\n',
        },
        'File created successfully at: /workspace/README.md',
      ),
      say('I added README.md with a short description of the project.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openhands-blank-replies',
    family: 'text-loop',
    peerTest: 'test_is_stuck_whitespace_only_responses',
    alsoCovers: ['test_is_stuck_empty_response_with_varying_content'],
    label: 'loop',
    loopFrom: 2,
    note: 'replies that hold only white space, each slightly different',
    task: 'Hello',
    steps: ['', '  ', '\n', '\t  \n', ' ', '   '].map((text) => say(text)),
    peerExpects: acts(3),
  }),
  scenario({
    id: 'openhands-delegate-stuck',
    family: 'self-repeat',
    peerTest: 'TestAgentController.test_is_stuck_delegate_stuck',
    label: 'loop',
    loopFrom: 3,
    note: 'the browsing delegate clicks the same link on an unchanged page; its parent stops with it',
    task: 'Find the download link for release 2.4 on the project site.',
    steps: [
      {
        speaker: 'CodeActAgent',
        calls: [
          {
            name: 'delegate_to_browsing_agent',
            args: { task: 'Find the download link for release 2.4 on https://project.example/releases' },
            // The parent waits on its delegate: no result comes back before the run stops.
            result: undefined,
          },
        ],
      },
      ...repeat(
        6,
        (): Step => ({
          speaker: 'BrowsingAgent',
          calls: [
            {
              name: 'browser',
              args: { code: 'click("a42")' },
              result: `[Current URL: https://project.example/releases]\n[Focused element bid: a42]\nRelease 2.4 (2026-01-19): notes only, assets are published with 2.4.1`,
            },
          ],
        }),
      ),
    ],
    peerExpects: acts(5),
  }),
];

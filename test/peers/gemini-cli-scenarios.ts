import { geminiCliContentScenarios } from './gemini-cli-content-scenarios.js';
import { lintOutput, scenario, shell, tsconfig } from './gemini-cli-tools.js';
import { acts, type PeerScenario, quiet } from './peer-scenario.js';
import { after, repeat, tool, toolWithText } from './transcript.js';
import { varyingSession } from './varied-text.js';

/**
 * Scenarios of Gemini CLI's packages/core/src/services/loopDetectionService.test.ts: tool-call loops, content
 * loops inside one streamed reply (the reply is the run's last message) and markdown that must not count,
 * and the LLM judge's schedule. Tool results use Gemini CLI's formats (the shell tool's Command / Directory
 * / Output / Exit Code block, `Found N matches` searches).
 */

/** Every Gemini CLI scenario (the split-out files last). */
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
  ...geminiCliContentScenarios,
];

import { scenariosFor } from './peer-scenario.js';
import { type Step, say, tool } from './transcript.js';

/** Tools, outputs and the scenario maker shared by the Gemini CLI scenario files. */

export const scenario = scenariosFor('gemini-cli', { model: 'gemini-2.5-pro', callIdPrefix: 'call_' });

export const shell = (command: string, output: string, exitCode = 0, pgid = 48213) =>
  tool(
    'run_shell_command',
    { command },
    `Command: ${command}\nDirectory: (root)\nOutput: ${output}\nError: (none)\nExit Code: ${exitCode}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: ${pgid}`,
  );
export const tsconfig = `{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "strict": true,
    "outDir": "dist"
  },
  "include": ["src"]
}`;
export const lintOutput = `/home/dev/app/src/date.ts
  14:7  error  'unused' is assigned a value but never used  @typescript-eslint/no-unused-vars
  31:1  error  Expected indentation of 2 spaces              indent

✖ 2 problems (2 errors, 0 warnings)`;

/** A final reply that repeats `block` `times` times, after one real step. */
export const chanting = (block: string, times: number): Step[] => [
  shell(
    'npm run migrate',
    '> app@1.4.0 migrate\n> node scripts/migrate.js\n\nApplied 3 migrations (0042_orders_index … 0044_drop_legacy)',
  ),
  say(block.repeat(times)),
];
export const checksGreen = 'All checks are green now and the branch is ready to merge. ';

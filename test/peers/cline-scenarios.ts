import { acts, type PeerScenario, quiet, scenariosFor } from './peer-scenario.js';
import { repeat, type Step, say, tool, user } from './transcript.js';

/**
 * Scenarios of Cline's src/core/task/__tests__/loop-detection.test.ts. Cline warns the model after the 3rd
 * identical call in a row (the warning rides along with the tool result, written here as the user text
 * that follows it) and escalates on the 5th.
 */

const scenario = scenariosFor('cline', { model: 'claude-sonnet-4-20250514', callIdPrefix: 'toolu_01' });

const mainTs = `import { createApp } from './app';
import { loadConfig } from './config';

const config = loadConfig(process.env);
createApp(config).listen(config.port, () => {
  console.log(\`listening on \${config.port}\`);
});`;
const indexTs = `export { createApp } from './app';
export { loadConfig } from './config';
export type { AppConfig } from './config';`;
const warning = (name: string) =>
  user(
    `[WARNING] You have called ${name} with the same arguments 3 times in a row. The result will not change; try a different approach or explain what is blocking you.`,
  );

/** `count` identical-looking calls made by `make`, with Cline's warning after the third. */
function withWarning(count: number, name: string, make: (index: number) => Step): Step[] {
  return repeat(count, (index) => (index === 2 ? [make(index), warning(name)] : [make(index)]));
}

/** Every Cline scenario. */
export const clineScenarios: readonly PeerScenario[] = [
  scenario({
    id: 'cline-warned-then-escalated',
    family: 'nudge',
    peerTest: 'should warn at 3 identical calls and escalate at 5',
    label: 'loop',
    loopFrom: 2,
    note: 'the same read six times; the warning after the third changes nothing',
    task: 'Change the port the server listens on to 8080.',
    steps: withWarning(6, 'read_file', () => tool('read_file', { path: 'src/main.ts' }, mainTs)),
    peerExpects: acts(5),
  }),
  scenario({
    id: 'cline-two-reads-each-then-moves-on',
    family: 'legit-progress',
    peerTest: 'should reset when tool or params change',
    label: 'legit',
    loopFrom: null,
    note: 'reads two files twice each, lists the folder, edits and finishes',
    task: 'Export AppConfig from the package entry point.',
    steps: [
      tool(
        'read_file',
        { path: 'src/config.ts' },
        'export interface AppConfig { port: number }\nexport function loadConfig(env) { /* … */ }',
      ),
      tool(
        'read_file',
        { path: 'src/config.ts' },
        'export interface AppConfig { port: number }\nexport function loadConfig(env) { /* … */ }',
      ),
      tool('read_file', { path: 'src/index.ts' }, "export { createApp } from './app';"),
      tool('read_file', { path: 'src/index.ts' }, "export { createApp } from './app';"),
      tool('list_files', { path: 'src' }, 'app.ts\nconfig.ts\nindex.ts\nmain.ts'),
      tool(
        'replace_in_file',
        {
          path: 'src/index.ts',
          diff: "------- SEARCH\nexport { createApp } from './app';\n=======\nexport { createApp } from './app';\nexport type { AppConfig } from './config';\n+++++++ REPLACE",
        },
        'The content was successfully saved to src/index.ts.',
      ),
      say('src/index.ts now exports the AppConfig type.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'cline-same-path-three-tools',
    family: 'legit-progress',
    peerTest: 'should NOT count different tools with same params as identical',
    label: 'legit',
    loopFrom: null,
    note: 'three different tools on the same path',
    task: 'What does src/main.ts do at startup?',
    steps: [
      tool('read_file', { path: 'src/main.ts' }, mainTs),
      tool(
        'list_code_definition_names',
        { path: 'src/main.ts' },
        'src/main.ts\n│const config = loadConfig(process.env);\n│createApp(config).listen(…)',
      ),
      tool(
        'search_files',
        { path: 'src/main.ts', regex: 'listen\\(' },
        'Found 1 result.\n\nsrc/main.ts\n│----\n│createApp(config).listen(config.port, () => {\n│----',
      ),
      say('It loads the config from the environment and starts the app on the configured port.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'cline-task-progress-churn',
    family: 'disguised-signature',
    peerTest: 'should strip task_progress from comparison',
    label: 'loop',
    loopFrom: 2,
    note: 'the same read six times; only the task_progress checklist changes',
    task: 'Re-export loadConfig from the package entry point.',
    steps: withWarning(6, 'read_file', (index) =>
      tool(
        'read_file',
        {
          path: 'src/index.ts',
          task_progress: [
            '- [x] Read the entry point',
            `- [${index > 1 ? 'x' : ' '}] Check the exports`,
            `- [ ] Add the re-export (step ${index + 1} of 6)`,
          ].join('\n'),
        },
        indexTs,
      ),
    ),
    peerExpects: acts(5),
  }),
  scenario({
    id: 'cline-same-command-keys-reordered',
    family: 'disguised-signature',
    peerTest: 'toolCallSignature: produces identical output regardless of key order',
    label: 'loop',
    loopFrom: 2,
    note: 'the same git status six times, its parameters written in alternating order',
    task: 'Commit the config change.',
    steps: withWarning(6, 'execute_command', (index) =>
      tool(
        'execute_command',
        index % 2 === 0
          ? { command: 'git status --short', requires_approval: false }
          : { requires_approval: false, command: 'git status --short' },
        ' M src/index.ts\n?? src/config.test.ts',
      ),
    ),
    peerExpects: acts(5),
  }),
];

import { openclawMessageScenarios } from './openclaw-message-scenarios.js';
import { cronLog, execResult, gatewayConfig, scenario } from './openclaw-tools.js';
import { acts, type PeerScenario, quiet } from './peer-scenario.js';
import { after, repeat, say, tool, user } from './transcript.js';

/**
 * Scenarios of OpenClaw's src/agents/tool-loop-detection.test.ts, with its loop detection enabled (it is off
 * by default). Tests of hash formats, history bookkeeping and run-id plumbing have no run-level behaviour of
 * their own and are left out; run scoping is exercised by the heartbeat scenario (every inbound message
 * starts a new run). Tool results are what OpenClaw's tools return: file text for `read`, and JSON results
 * with their details (status, exit code, ids) for `exec`, `message` and `sessions_send`.
 */

/** Every OpenClaw scenario (the split-out files last). */
export const openclawScenarios: readonly PeerScenario[] = [
  scenario({
    id: 'openclaw-distinct-reads',
    family: 'legit-progress',
    peerTest: 'does not flag unique tool calls',
    alsoCovers: ['handles empty history'],
    label: 'legit',
    loopFrom: null,
    note: 'fifteen different notes read once each',
    task: 'Summarise my meeting notes from last week.',
    steps: [
      ...repeat(15, (index) =>
        tool(
          'read',
          { path: `/home/me/notes/2026-02-${String(index + 10).padStart(2, '0')}.md` },
          `# Notes ${index + 10} Feb\n- decided item ${index}\n- follow up with team ${index % 4}`,
        ),
      ),
      say('Last week you made fifteen decisions; the follow-ups are split across four teams.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-heartbeats',
    family: 'wait',
    peerTest: 'ignores repeated history from other runs',
    alsoCovers: ['keeps scoped and unscoped history isolated'],
    label: 'legit',
    loopFrom: null,
    note: 'ten heartbeats half an hour apart, each reading the same checklist once',
    task: 'Heartbeat: read HEARTBEAT.md and reply HEARTBEAT_OK if nothing needs attention.',
    startAt: '2026-03-03T08:00:00Z',
    steps: repeat(10, (index) => [
      ...(index === 0
        ? []
        : [
            after(
              1800,
              user('Heartbeat: read HEARTBEAT.md and reply HEARTBEAT_OK if nothing needs attention.'),
            ),
          ]),
      tool(
        'read',
        { path: '/home/me/.openclaw/workspace/HEARTBEAT.md' },
        '# Heartbeat\n- [ ] nothing scheduled',
      ),
      say('HEARTBEAT_OK'),
    ]),
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-same-read-warned-then-stops',
    family: 'self-repeat',
    peerTest: 'warns on generic repeated tool+args calls',
    alsoCovers: ['detects repeated history within the same run'],
    label: 'loop',
    loopFrom: 2,
    note: 'the same config read twelve times; OpenClaw only warns, the agent then stops',
    task: 'Why does the gateway refuse remote connections?',
    steps: [
      ...repeat(12, () => tool('read', { path: '/home/me/.openclaw/openclaw.json' }, gatewayConfig)),
      say('I keep reading the same configuration; I am stopping here.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-same-read-blocked',
    family: 'self-repeat',
    peerTest: 'blocks generic no-progress loops at critical threshold',
    alsoCovers: ['blocks any tool with global no-progress breaker at 30'],
    label: 'loop',
    loopFrom: 2,
    note: 'the same log read twenty-three times with the same content',
    task: 'Why did last night’s backup fail?',
    steps: repeat(23, () => tool('read', { path: '/var/log/cron.log' }, cronLog)),
    peerExpects: acts(21),
  }),
  scenario({
    id: 'openclaw-poll-warned-then-stops',
    family: 'wait',
    peerTest: 'warns for known polling no-progress loops',
    label: 'loop',
    loopFrom: 3,
    note: 'a hung build polled twelve times with no new output; only a warning, then the agent gives up',
    task: 'Run the production build and tell me when it is done.',
    steps: [
      tool(
        'exec',
        { command: 'npm run build', background: true },
        execResult({ status: 'running', sessionId: 'proc-7', pid: 41877, tail: '> vite build' }),
      ),
      ...repeat(12, () =>
        tool('process', { action: 'poll', sessionId: 'proc-7' }, '(no new output)\n\nProcess still running.'),
      ),
      say('The build has produced no output for a while; it looks hung.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-poll-blocked',
    family: 'wait',
    peerTest: 'blocks known polling no-progress loops at critical threshold',
    label: 'loop',
    loopFrom: 3,
    note: 'a hung build polled twenty-three times with no new output',
    task: 'Run the production build and tell me when it is done.',
    steps: [
      tool(
        'exec',
        { command: 'npm run build', background: true },
        execResult({ status: 'running', sessionId: 'proc-7', pid: 41877, tail: '> vite build' }),
      ),
      ...repeat(23, () =>
        tool('process', { action: 'poll', sessionId: 'proc-7' }, '(no new output)\n\nProcess still running.'),
      ),
    ],
    peerExpects: acts(22),
  }),
  scenario({
    id: 'openclaw-poll-with-progress',
    family: 'wait',
    peerTest: 'does not block known polling when output progresses',
    label: 'legit',
    loopFrom: null,
    note: 'a long build polled twenty-five times, new output every time',
    task: 'Run the production build and tell me when it is done.',
    steps: [
      tool(
        'exec',
        { command: 'npm run build', background: true },
        execResult({ status: 'running', sessionId: 'proc-9', pid: 41902, tail: '> vite build' }),
      ),
      ...repeat(25, (index) =>
        tool(
          'process',
          { action: 'poll', sessionId: 'proc-9' },
          `transforming (${(index + 1) * 40}) src/routes/page-${index}.tsx\n\nProcess still running.`,
        ),
      ),
      tool(
        'process',
        { action: 'poll', sessionId: 'proc-9' },
        '✓ built in 94.31s\n\nProcess exited with code 0.',
      ),
      say('The production build finished in 94 s.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-rewriting-two-files',
    family: 'cycle',
    peerTest: 'blocks repeated stable argument churn with the global circuit breaker',
    alsoCovers: ['blocks stable argument churn despite bounded singleton probes'],
    label: 'loop',
    loopFrom: 3,
    note: 'two files rewritten with the same content over and over, in an uneven pattern',
    task: 'Put the release checklist in both docs folders.',
    steps: repeat(31, (index) => {
      const path = ['/tmp/a.md', '/tmp/b.md', '/tmp/a.md', '/tmp/a.md', '/tmp/b.md'][index % 5] as string;
      return tool(
        'write',
        { path, content: '# Release checklist\n- [ ] tag\n- [ ] changelog\n' },
        `Successfully wrote 44 bytes to ${path}`,
      );
    }),
    peerExpects: acts(31),
  }),
  scenario({
    id: 'openclaw-batch-of-distinct-files',
    family: 'legit-progress',
    peerTest: 'does not block a one-shot batch of distinct arguments',
    label: 'legit',
    loopFrom: null,
    note: 'the same header written once to each of thirty files',
    task: 'Add the license header to every page under docs/pages.',
    steps: [
      ...repeat(30, (index) =>
        tool(
          'write',
          { path: `/repo/docs/pages/page-${index}.md`, content: '<!-- SPDX-License-Identifier: MIT -->\n' },
          'write complete',
        ),
      ),
      say('Added the header to all 30 pages.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-two-pass-batch',
    family: 'legit-progress',
    peerTest: 'does not block a legitimate two-pass batch',
    label: 'legit',
    loopFrom: null,
    note: 'fifteen stubs written, then the same fifteen files filled in',
    task: 'Create a page for each of the 15 services, stubs first, then their content.',
    steps: [
      ...repeat(15, (index) =>
        tool(
          'write',
          { path: `/repo/docs/services/svc-${index}.md`, content: '<!-- generated: pending -->\n' },
          `Successfully wrote 28 bytes to /repo/docs/services/svc-${index}.md`,
        ),
      ),
      ...repeat(15, (index) =>
        tool(
          'write',
          {
            path: `/repo/docs/services/svc-${index}.md`,
            content: `# Service ${index}\nOwner: team-${index % 4}\nOn-call: #svc-${index}\n`,
          },
          `Successfully wrote ${44 + String(index).length * 3} bytes to /repo/docs/services/svc-${index}.md`,
        ),
      ),
      say('All 15 service pages exist and have their content.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-rewrites-bump-revisions',
    family: 'incidental-noise',
    peerTest: 'does not block argument churn when a repeated variant makes progress',
    label: 'loop',
    loopFrom: 3,
    note: 'the same content rewritten to two files thirty-one times; only the store’s revision counter moves',
    task: 'Put the release checklist in both docs folders.',
    steps: repeat(31, (index) => {
      const path = index % 2 === 0 ? '/tmp/a.md' : '/tmp/b.md';
      return tool(
        'write',
        { path, content: '# Release checklist\n- [ ] tag\n- [ ] changelog\n' },
        JSON.stringify({ ok: true, path, revision: index + 1 }),
      );
    }),
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-read-list-ping-pong-warned',
    family: 'cycle',
    peerTest: 'warns on ping-pong alternating patterns',
    label: 'loop',
    loopFrom: 3,
    note: 'read and list alternate twelve times with the same answers; only a warning, then the agent stops',
    task: 'Is a.txt referenced anywhere in the workspace?',
    steps: [
      ...repeat(6, () => [
        tool('read', { path: '/a.txt' }, 'TODO: wire the exporter'),
        tool('list', { dir: '/workspace' }, 'a.txt\nexporter/\nREADME.md'),
      ]),
      say('a.txt only holds a TODO; nothing else in the workspace refers to it.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-read-list-ping-pong-blocked',
    family: 'cycle',
    peerTest: 'blocks ping-pong alternating patterns at critical threshold',
    label: 'loop',
    loopFrom: 3,
    note: 'read and list alternate twenty-two times with the same answers',
    task: 'Is a.txt referenced anywhere in the workspace?',
    steps: repeat(11, () => [
      tool('read', { path: '/a.txt' }, 'TODO: wire the exporter'),
      tool('list', { dir: '/workspace' }, 'a.txt\nexporter/\nREADME.md'),
    ]),
    peerExpects: acts(20),
  }),
  scenario({
    id: 'openclaw-read-list-while-exporting',
    family: 'wait',
    peerTest: 'does not block ping-pong at critical threshold when outcomes are progressing',
    label: 'legit',
    loopFrom: null,
    note: 'read and list alternate while an exporter writes: both answers change every time',
    task: 'Watch the exporter fill /a.txt and the workspace, and tell me when it is done.',
    steps: [
      ...repeat(11, (index) => [
        tool('read', { path: '/a.txt' }, `exported ${(index + 1) * 500} of 5500 rows`),
        tool('list', { dir: '/workspace' }, `a.txt\npart-${String(index).padStart(3, '0')}.csv\nREADME.md`),
      ]),
      say('The exporter has written all 5500 rows.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-broken-alternation',
    family: 'cycle',
    peerTest: 'does not flag ping-pong when alternation is broken',
    label: 'legit',
    loopFrom: null,
    note: 'read, list, read, write, list, then an answer',
    task: 'Copy the TODO from a.txt into out.txt.',
    steps: [
      tool('read', { path: '/a.txt' }, 'TODO: wire the exporter'),
      tool('list', { dir: '/workspace' }, 'a.txt\nREADME.md'),
      tool('read', { path: '/a.txt' }, 'TODO: wire the exporter'),
      tool(
        'write',
        { path: '/tmp/out.txt', content: 'TODO: wire the exporter\n' },
        'Successfully wrote 24 bytes to /tmp/out.txt',
      ),
      tool('list', { dir: '/workspace' }, 'a.txt\nREADME.md'),
      say('out.txt now holds the TODO from a.txt.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-same-read-keys-reordered',
    family: 'disguised-signature',
    peerTest: 'produces deterministic hashes regardless of key order',
    label: 'loop',
    loopFrom: 2,
    note: 'the same slice of a file read twenty-two times, its parameters in varying order',
    task: 'Why did last night’s backup fail?',
    steps: repeat(22, (index) =>
      tool(
        'read',
        index % 3 === 0
          ? { path: '/var/log/cron.log', offset: 1, limit: 200 }
          : index % 3 === 1
            ? { limit: 200, path: '/var/log/cron.log', offset: 1 }
            : { offset: 1, limit: 200, path: '/var/log/cron.log' },
        cronLog,
      ),
    ),
    peerExpects: acts(21),
  }),
  ...openclawMessageScenarios,
];

import { acts, type PeerScenario, quiet, scenariosFor } from './peer-scenario.js';
import { after, repeat, say, tool, user } from './transcript.js';

/**
 * Scenarios of OpenClaw's src/agents/tool-loop-detection.test.ts, with its loop detection enabled (it is off
 * by default). Tests of hash formats, history bookkeeping and run-id plumbing have no run-level behaviour of
 * their own and are left out; run scoping is exercised by the heartbeat scenario (every inbound message
 * starts a new run). Tool results are what OpenClaw's tools return: file text for `read`, and JSON results
 * with their details (status, exit code, ids) for `exec`, `message` and `sessions_send`.
 */

const scenario = scenariosFor('openclaw', { model: 'claude-sonnet-4-20250514', callIdPrefix: 'toolu_01' });

const execResult = (details: Record<string, unknown>) => JSON.stringify(details);
const cronLog = `2026-03-03T04:00:00Z cron[812]: (root) CMD (/usr/local/bin/backup.sh)
2026-03-03T04:00:02Z backup.sh: snapshot vol-0a12 failed: RequestLimitExceeded
2026-03-03T04:00:02Z backup.sh: giving up after 1 attempt`;
const gatewayConfig = JSON.stringify(
  { gateway: { port: 18789, bind: 'loopback', auth: { mode: 'token' } } },
  null,
  2,
);
const sendPayload = (index: number) =>
  JSON.stringify({
    ok: true,
    channel: 'feishu',
    chatId: 'oc_chat',
    runId: `run_${7100 + index}`,
    messageId: `om_${91_000 + index * 13}`,
    receipt: { platformMessageId: `p_${5_000 + index}` },
  });
const missingExec = 'Tool exec not found. Available tools: read, write, edit, message, sessions_send';
const execAttempts = [
  { command: 'ls' },
  { command: 'pwd' },
  { input: 'whoami' },
  { cmd: 'env' },
  { shell: 'bash -lc ls' },
  { command: 'printf ok' },
  { cwd: '/tmp', command: 'ls' },
  { args: ['ls', '/tmp'] },
  { command: 'find . -maxdepth 1' },
  { text: 'run ls' },
  { command: 'uname -a' },
  { command: 'id' },
  { command: 'date' },
  { command: 'ps' },
  { command: 'df -h' },
  { command: 'free -m' },
  { command: 'ls /tmp' },
  { command: 'ls -la' },
  { command: 'cat /etc/hostname' },
  { command: 'echo done' },
];

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
    id: 'openclaw-exec-same-output-volatile-details',
    family: 'incidental-noise',
    peerTest: 'blocks repeated completed exec calls despite volatile runtime details',
    label: 'loop',
    loopFrom: 2,
    note: 'the same script, the same output; duration and working directory change',
    task: 'Which datasources does Grafana have?',
    steps: repeat(22, (index) =>
      tool(
        'exec',
        { command: 'grafana-api.sh datasources' },
        execResult({
          status: 'completed',
          exitCode: 0,
          durationMs: 100 + index,
          cwd: `/tmp/run-${index}`,
          aggregated: 'Loki\nPrometheus',
        }),
      ),
    ),
    peerExpects: acts(21),
  }),
  scenario({
    id: 'openclaw-exec-running-volatile-session',
    family: 'incidental-noise',
    peerTest: 'blocks repeated running exec calls despite volatile session details and text',
    label: 'loop',
    loopFrom: 2,
    note: 'the same tail started again and again; each run gets a new session and pid, no new output',
    task: 'Watch the app log for the next error.',
    steps: repeat(22, (index) =>
      tool(
        'exec',
        { command: 'tail -f /var/log/app.log', yieldMs: 1000 },
        execResult({
          status: 'running',
          sessionId: `sess-${index}`,
          pid: 1000 + index,
          startedAt: 1_772_524_800_000 + index * 1_500,
          cwd: `/tmp/run-${index}`,
          tail: '(no new output)',
        }),
      ),
    ),
    peerExpects: acts(21),
  }),
  scenario({
    id: 'openclaw-exec-date-ticks',
    family: 'incidental-noise',
    peerTest: 'keeps changing exec output below the global no-progress breaker',
    label: 'loop',
    loopFrom: 2,
    note: 'date run thirty times: the output changes only because time passes',
    task: 'What time is it on the server?',
    steps: [
      ...repeat(30, (index) =>
        tool(
          'exec',
          { command: 'date' },
          execResult({
            status: 'completed',
            exitCode: 0,
            durationMs: 4 + (index % 3),
            aggregated: `Tue Mar  3 10:00:${String(index).padStart(2, '0')} UTC 2026`,
          }),
        ),
      ),
      say('It is about 10:00 UTC on the server.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-exec-failing-with-attempt-numbers',
    family: 'failing-differently',
    peerTest: 'keeps changing empty-output exec failures below the global no-progress breaker',
    label: 'loop',
    loopFrom: 3,
    note: 'the same helper fails thirty times before it starts; only the attempt number changes',
    task: 'Run the flaky helper to refresh the cache.',
    steps: [
      ...repeat(30, (index) =>
        tool(
          'exec',
          { command: 'openclaw flaky-helper' },
          execResult({
            status: 'failed',
            exitCode: null,
            durationMs: 100 + index,
            aggregated: '',
            message: `Runtime failed before spawn: attempt ${index}`,
          }),
        ),
      ),
      say('The helper never starts.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-missing-tool-nine-times',
    family: 'retry-varied',
    peerTest: 'does not block repeated unknown-tool failures before the unknown-tool threshold',
    label: 'loop',
    loopFrom: 3,
    note: 'nine attempts at a tool that does not exist, arguments reshaped each time, then an answer without it',
    task: 'What is in /tmp?',
    steps: [
      ...execAttempts.slice(0, 9).map((args) => tool('exec', args, missingExec, true)),
      say('I cannot run commands in this session, so I cannot list /tmp.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-missing-tool-twenty-times',
    family: 'retry-varied',
    peerTest: 'blocks repeated unknown-tool failures even when the args keep changing',
    label: 'loop',
    loopFrom: 3,
    note: 'twenty attempts at a tool that does not exist, arguments reshaped each time',
    task: 'What is in /tmp?',
    steps: execAttempts.map((args) => tool('exec', args, missingExec, true)),
    peerExpects: acts(11),
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
    id: 'openclaw-same-message-fresh-ids',
    family: 'incidental-noise',
    peerTest: 'escalates identical-arg send loops to critical even though every id differs',
    alsoCovers: [
      'gives duplicate sends a stable result hash despite per-call ids in details and text',
      'strips nested ids so broadcast results with per-call ids share a result hash',
      'escalates sibling delivery actions (reply) the same as send',
      'escalates provider-docked send-tool loops (e.g. telegram) whose result carries fresh ids',
      'keeps a critical send block sticky after the veto result is recorded',
    ],
    label: 'loop',
    loopFrom: 2,
    note: 'the same ping sent twenty-two times; every delivery has new ids',
    task: 'Let the team chat know the deploy is starting.',
    steps: repeat(22, (index) =>
      tool('message', { action: 'send', target: 'feishu:oc_chat', text: 'ping' }, sendPayload(index)),
    ),
    peerExpects: acts(21),
  }),
  scenario({
    id: 'openclaw-session-ping-fresh-run-ids',
    family: 'incidental-noise',
    peerTest: 'also blocks sessions_send loops whose result carries a fresh runId',
    label: 'loop',
    loopFrom: 2,
    note: 'one agent pings another session twenty-two times; only the run id changes',
    task: 'Ask the research agent whether its summary is ready.',
    steps: repeat(22, (index) =>
      tool(
        'sessions_send',
        { sessionKey: 'agent:main:research', text: 'ping' },
        JSON.stringify({ ok: true, runId: `run_${8800 + index}` }),
      ),
    ),
    peerExpects: acts(21),
  }),
  scenario({
    id: 'openclaw-distinct-messages',
    family: 'legit-progress',
    peerTest: 'does not flag distinct messages (different args) as a no-progress loop',
    label: 'legit',
    loopFrom: null,
    note: 'a twenty-line report posted one line at a time',
    task: 'Post the on-call handover to the team chat, one line per incident.',
    steps: [
      ...repeat(20, (index) =>
        tool(
          'message',
          {
            action: 'send',
            target: 'feishu:oc_chat',
            text: `#${index + 1}: incident INC-${310 + index} resolved, follow-up owner team-${index % 5}`,
          },
          sendPayload(index),
        ),
      ),
      say('Posted all 20 handover lines.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-reading-new-messages',
    family: 'wait',
    peerTest: 'keeps full result hashing for non-send message actions so id/timestamp progress is not masked',
    alsoCovers: ['keeps full result hashing for administrative message mutations'],
    label: 'legit',
    loopFrom: null,
    note: 'the channel read again and again while new replies arrive',
    task: 'Collect the team’s votes on the release date; five people have to answer.',
    startAt: '2026-03-03T13:00:00Z',
    steps: [
      ...repeat(6, (index) =>
        after(
          index === 0 ? 0 : 120,
          tool(
            'message',
            { action: 'read', target: 'feishu:oc_chat' },
            JSON.stringify({
              ok: true,
              messageId: `m_${index}`,
              ts: 1_772_542_800 + index * 120,
              text: `${index} of 5 votes: ${['', 'Ana: Thu', 'Bo: Thu', 'Cy: Fri', 'Di: Thu', 'Ed: Thu'].slice(1, index + 1).join(', ')}`,
            }),
          ),
        ),
      ),
      say('Four of five votes are for Thursday.'),
    ],
    peerExpects: quiet,
  }),
  scenario({
    id: 'openclaw-repeated-denials',
    family: 'self-repeat',
    peerTest: 'still escalates repeated plugin/approval vetoes to a critical loop',
    label: 'loop',
    loopFrom: 2,
    note: 'the same read of a channel, denied by a plugin twenty-two times',
    task: 'Read the #finance channel and summarise today’s messages.',
    steps: repeat(22, () =>
      tool(
        'message',
        { action: 'read', target: 'feishu:oc_finance' },
        JSON.stringify({ status: 'blocked', deniedReason: 'plugin-before-tool-call', text: 'blocked' }),
      ),
    ),
    peerExpects: acts(21),
  }),
  scenario({
    id: 'openclaw-hello-to-new-threads',
    family: 'incidental-noise',
    peerTest: 'does not escalate when a stable conversation id changes between sends',
    alsoCovers: ['blocks plugin-shaped send results whose message object carries a bare per-send id'],
    label: 'loop',
    loopFrom: 2,
    note: 'the same hello sent twenty times; each delivery lands in a new thread',
    task: 'Say hello in the team chat.',
    steps: [
      ...repeat(20, (index) =>
        tool(
          'message',
          { action: 'send', to: 'feishu:chat-1', content: 'hello' },
          JSON.stringify({
            message: {
              id: `qa_${index}`,
              direction: 'outbound',
              conversation: { id: `loop-room-${index}`, chatType: 'channel' },
              text: 'hello',
            },
          }),
        ),
      ),
      say('Said hello.'),
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
];

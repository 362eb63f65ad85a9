import { execAttempts, execResult, missingExec, scenario, sendPayload } from './openclaw-tools.js';
import { acts, type PeerScenario, quiet } from './peer-scenario.js';
import { after, repeat, say, tool } from './transcript.js';

/** OpenClaw scenarios of `exec` results with volatile details, missing tools and message sends. */
export const openclawMessageScenarios: readonly PeerScenario[] = [
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
];

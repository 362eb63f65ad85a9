import { scenariosFor } from './peer-scenario.js';

/** Tools, outputs and the scenario maker shared by the OpenClaw scenario files. */

export const scenario = scenariosFor('openclaw', {
  model: 'claude-sonnet-4-20250514',
  callIdPrefix: 'toolu_01',
});

export const execResult = (details: Record<string, unknown>) => JSON.stringify(details);
export const cronLog = `2026-03-03T04:00:00Z cron[812]: (root) CMD (/usr/local/bin/backup.sh)
2026-03-03T04:00:02Z backup.sh: snapshot vol-0a12 failed: RequestLimitExceeded
2026-03-03T04:00:02Z backup.sh: giving up after 1 attempt`;
export const gatewayConfig = JSON.stringify(
  { gateway: { port: 18789, bind: 'loopback', auth: { mode: 'token' } } },
  null,
  2,
);
export const sendPayload = (index: number) =>
  JSON.stringify({
    ok: true,
    channel: 'feishu',
    chatId: 'oc_chat',
    runId: `run_${7100 + index}`,
    messageId: `om_${91_000 + index * 13}`,
    receipt: { platformMessageId: `p_${5_000 + index}` },
  });
export const missingExec = 'Tool exec not found. Available tools: read, write, edit, message, sessions_send';
export const execAttempts = [
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

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-replay-secrets-'));
const apiKey = 'sk-proj-Zq8xWv3TgH7pLm2NcR5yBd9KfJ4sA6uE';
const password = 'hunter2-Correct-Horse';

/** A retry storm whose tool call and errors carry an API key and a password, as a real incident log would. */
function leakyRun(id: string) {
  const call = (round: number) => ({
    role: 'assistant',
    content: null,
    tool_calls: [
      {
        id: `c${round}`,
        type: 'function',
        function: {
          name: 'db_connect',
          arguments: JSON.stringify({ url: 'postgres://db.internal/app', password, api_key: apiKey }),
        },
      },
    ],
  });
  const failure = (round: number) => ({
    role: 'tool',
    tool_call_id: `c${round}`,
    is_error: true,
    content: `auth failed for api_key=${apiKey} password=${password}`,
  });
  return {
    id,
    messages: [
      { role: 'user', content: 'Load the users.' },
      ...[1, 2, 3, 4].flatMap((round) => [call(round), failure(round)]),
    ],
  };
}

describe('loopguard replay never prints secrets', () => {
  const file = join(work, 'leaky.jsonl');
  writeFileSync(
    file,
    [
      JSON.stringify(leakyRun('leaky')),
      // A run the shape check refuses: its error message quotes the bad value.
      JSON.stringify({ id: 'bad-role', messages: [{ role: `password=${password}` }] }),
    ].join('\n'),
  );

  it.each([
    ['--json', ['--json']],
    ['the table', []],
  ])('scrubs the key and the password from %s and from stderr', async (_name, flags) => {
    const result = await runCli(['replay', file, ...flags]);
    expect(result.stdout).toContain('leaky');
    expect(result.stdout).toMatch(/db_connect/);
    expect(result.stderr).toContain('bad-role');
    for (const output of [result.stdout, result.stderr]) {
      expect(output).not.toContain(apiKey);
      expect(output).not.toContain('Zq8xWv3TgH7p');
      expect(output).not.toContain(password);
      expect(output).not.toContain('hunter2');
    }
  });

  it('keeps every --json line valid JSON after scrubbing', async () => {
    const result = await runCli(['replay', file, '--json']);
    const verdicts = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(verdicts).toMatchObject([{ id: 'leaky', tripped: true, code: 'GUARD_RETRY_STORM' }]);
  });
});

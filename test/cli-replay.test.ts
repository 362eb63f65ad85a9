import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-'));

describe('loopguard replay', () => {
  it('prints one JSON verdict per run with --json', async () => {
    const result = await runCli(['replay', fixture('examples.jsonl'), '--json']);
    expect(result.code).toBe(0);
    const verdicts = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(verdicts).toHaveLength(8);
    expect(Object.keys(verdicts[0])).toEqual([
      'id',
      'tripped',
      'state',
      'code',
      'detector',
      'round',
      'rounds',
      'reason',
    ]);
    expect(verdicts.find((verdict) => verdict.id === 'incident-trailing-space')).toMatchObject({
      tripped: true,
      state: 'failed',
      code: 'GUARD_LOOP_DETECTED',
      detector: 'repeated_action',
      round: 3,
      rounds: 4,
    });
  });

  it('prints a table and a summary without --json', async () => {
    const result = await runCli(['replay', fixture('examples.jsonl')]);
    expect(result.stdout).toContain('incident-trailing-space');
    expect(result.stdout).toMatch(
      /8 runs, 4 stopped, 4 ran to the end; 4 LLM calls would not have been made\./,
    );
  });

  it('applies a policy file', async () => {
    const policy = join(work, 'policy.json');
    writeFileSync(policy, JSON.stringify({ maxRounds: 2 }));
    const result = await runCli(['replay', fixture('examples.jsonl'), '--policy', policy, '--json']);
    const pagination = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((verdict) => verdict.id === 'pagination');
    expect(pagination).toMatchObject({ tripped: true, code: 'GUARD_ROUND_LIMIT', round: 2 });
  });

  it('names the file and line of a bad run and still judges the others', async () => {
    const file = join(work, 'mixed.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({
          id: 'ok',
          messages: [
            { role: 'user', content: 'hi' },
            { role: 'assistant', content: 'hello' },
          ],
        }),
        '{not json',
        JSON.stringify({ id: 'no-messages' }),
      ].join('\n'),
    );
    const result = await runCli(['replay', file, '--json']);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout.trim())).toMatchObject({ id: 'ok', tripped: false, state: 'completed' });
    expect(result.stderr).toContain(`${file}:2:2: invalid JSON`);
    expect(result.stderr).toContain(
      `${file}:3: run has no "id"`.replace('has no "id"', 'no-messages has no "messages" array'),
    );
  });

  it('reports a missing file and an invalid policy clearly', async () => {
    const missing = await runCli(['replay', join(work, 'nope.jsonl')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.jsonl: file not found');
    const policy = join(work, 'bad-policy.json');
    writeFileSync(policy, '{"maxRounds": 0, "colour": "red"}');
    const bad = await runCli(['replay', fixture('examples.jsonl'), '--policy', policy]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('`maxRounds` must be a positive integer, got 0');
    expect(bad.stderr).toContain('`colour` is not a known option');
  });

  it('rejects an unknown flag with usage', async () => {
    const result = await runCli(['replay', '--colour']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("unknown option '--colour'");
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-policy-'));

const verdicts = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; code: string | null });

describe('policy files on the command line', () => {
  it('replays with a YAML policy and with a JSON policy holding comments, alike', async () => {
    const yaml = join(work, 'policy.yaml');
    writeFileSync(
      yaml,
      '# two rounds are enough to stop every example\nmaxRounds: 2\nloop: false # limits only\n',
    );
    const jsonc = join(work, 'policy.json');
    writeFileSync(
      jsonc,
      '{\n  // two rounds are enough to stop every example\n  "maxRounds": 2,\n  "loop": false\n}\n',
    );
    const fromYaml = await runCli(['replay', fixture('examples.jsonl'), '--policy', yaml, '--json']);
    const fromJsonc = await runCli(['replay', fixture('examples.jsonl'), '--policy', jsonc, '--json']);
    expect(fromYaml.code).toBe(0);
    expect(fromYaml.stdout).toBe(fromJsonc.stdout);
    expect(
      verdicts(fromYaml.stdout).filter((verdict) => verdict.code === 'GUARD_ROUND_LIMIT').length,
    ).toBeGreaterThan(0);
    expect(verdicts(fromYaml.stdout).some((verdict) => verdict.code === 'GUARD_LOOP_DETECTED')).toBe(false);
  });

  it('every command taking --policy says in its help that JSON and YAML both work', async () => {
    for (const command of ['replay', 'calibrate', 'dashboard', 'proxy', 'alert']) {
      const help = await runCli([command, '--help']);
      expect(help.code, command).toBe(0);
      // commander wraps a long description onto the next lines: the option's text runs to the next option.
      const option = help.stdout
        .split('--policy <file>')[1]
        ?.split(/\n\s+-/)[0]
        ?.replace(/\s+/g, ' ');
      expect(option, `${command} --help`).toMatch(/JSON or YAML/);
    }
  });

  it('names file, line and column of a bad option in one line, with exit code 2', async () => {
    const yaml = join(work, 'bad.yml');
    writeFileSync(yaml, '# limits\nmaxRounds: 0\n');
    const result = await runCli(['replay', fixture('examples.jsonl'), '--policy', yaml]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`loopguard: ${yaml}:2:1: \`maxRounds\` must be a positive integer, got 0\n`);
  });
});

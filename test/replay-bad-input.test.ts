import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-replay-bad-'));
const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const good = (id: string) =>
  JSON.stringify({
    id,
    messages: [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello', model: 'gpt-4o-mini' },
    ],
  });
const runWith = (id: string, message: string) =>
  `{"id":"${id}","messages":[{"role":"user","content":"hi"},${message}]}`;

/** Each line crashed `replay` once (TypeError or RangeError, exit 1, no verdicts) or was refused. */
const hostileLines = [
  runWith('numeric-model', '{"role":"assistant","content":"x","model":123}'),
  runWith('deep-content', `{"role":"assistant","content":${deep}}`),
  runWith(
    'deep-arguments',
    `{"role":"assistant","tool_calls":[{"id":"c","function":{"name":"f","arguments":${JSON.stringify(deep)}}}]}`,
  ),
  runWith('usage-string', '{"role":"assistant","content":"x","usage":"lots"}'),
  '[1,2,3]',
  '{"id":"x","messages":[',
];

const parse = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string });

describe('loopguard replay on hostile input', () => {
  it('gives every bad line one error naming file and line, judges the good runs, exits 2', async () => {
    const file = join(work, 'hostile.jsonl');
    writeFileSync(file, [good('first'), ...hostileLines, good('last')].join('\n'));
    const result = await runCli(['replay', file, '--json']);
    expect(result.code).toBe(2);
    expect(parse(result.stdout).map((verdict) => verdict.id)).toEqual(['first', 'last']);
    const errors = result.stderr.trim().split('\n');
    expect(errors).toEqual([
      `loopguard replay: ${file}:2: run numeric-model: messages[1].model must be a string, got 123`,
      `loopguard replay: ${file}:3: run is nested deeper than 256 levels; skipped`,
      `loopguard replay: ${file}:4: run deep-arguments: messages[1].tool_calls[0].function.arguments holds JSON nested deeper than 256 levels`,
      `loopguard replay: ${file}:5: run usage-string: messages[1].usage must be an object, got "lots"`,
      `loopguard replay: ${file}:6: a run must be an object {"id", "messages"}`,
      `loopguard replay: ${file}:7:23: invalid JSON: close bracket expected`,
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('prints the table with a summary that counts the errors', async () => {
    const file = join(work, 'hostile-table.jsonl');
    writeFileSync(file, [good('first'), ...hostileLines.slice(0, 2), good('last')].join('\n'));
    const result = await runCli(['replay', file]);
    expect(result.code).toBe(2);
    expect(result.stdout).toMatch(/│ first +│ ok/);
    expect(result.stdout).toMatch(/│ last +│ ok/);
    expect(result.stdout).toContain(
      '2 runs, 0 stopped, 2 ran to the end; 0 LLM calls would not have been made. 2 inputs could not be judged (errors on stderr).',
    );
  });

  it('streams a .json array: a 100,000-deep element is skipped and the next one judged', async () => {
    const file = join(work, 'hostile.json');
    writeFileSync(
      file,
      `[\n${good('a')},\n${deep},\n${runWith('m', '{"role":"assistant","model":123}')},\n${good('b')}\n]\n`,
    );
    const result = await runCli(['replay', file, '--json']);
    expect(result.code).toBe(2);
    expect(parse(result.stdout).map((verdict) => verdict.id)).toEqual(['a', 'b']);
    expect(result.stderr).toContain(`${file}:3: run is nested deeper than 256 levels; skipped`);
    expect(result.stderr).toContain(`${file}:4: run m: messages[1].model must be a string, got 123`);
  });

  it('accepts files that start with a UTF-8 byte-order mark', async () => {
    const lines = join(work, 'bom.jsonl');
    const array = join(work, 'bom.json');
    writeFileSync(lines, `\uFEFF${good('l1')}\n${good('l2')}\n`);
    writeFileSync(array, `\uFEFF[${good('a1')}]`);
    const result = await runCli(['replay', lines, array, '--json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(parse(result.stdout).map((verdict) => verdict.id)).toEqual(['l1', 'l2', 'a1']);
  });

  it('judges the complete runs of a truncated .json array and names where it ends', async () => {
    const file = join(work, 'truncated.json');
    writeFileSync(file, `[${good('a')},\n${good('b')},\n{"id":"c","mess`);
    const result = await runCli(['replay', file, '--json']);
    expect(result.code).toBe(2);
    expect(parse(result.stdout).map((verdict) => verdict.id)).toEqual(['a', 'b']);
    expect(result.stderr).toMatch(/truncated\.json:3:\d+: invalid JSON/);
    expect(result.stderr).toContain('the file ends before the closing `]` of the array');
  });

  it('reads the other files when one is a directory', async () => {
    const file = join(work, 'fine.jsonl');
    writeFileSync(file, good('fine'));
    const result = await runCli(['replay', work, file, '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${work}: is a directory, not a file`);
    expect(parse(result.stdout).map((verdict) => verdict.id)).toEqual(['fine']);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-explain-'));
const unlimited = join(work, 'unlimited.json');
writeFileSync(unlimited, JSON.stringify({ maxRounds: null, maxTokens: null }));

describe('loopguard replay --explain', () => {
  it('prints every round with its signature and result key, and marks the rounds that tripped', async () => {
    const result = await runCli(['replay', '--explain', fixture('examples.jsonl'), '--policy', unlimited]);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    const head = lines.findIndex((line) =>
      line.startsWith('run incident-trailing-space: stopped at call 3 by repeated_action'),
    );
    expect(head).toBeGreaterThanOrEqual(0);
    expect(lines[head + 1]).toContain('call   0  user         hears "Tidy up the sales CSV."');
    const rounds = lines.slice(head + 2, head + 5);
    expect(rounds.map((line) => line.slice(0, 10))).toEqual(['* call   1', '* call   2', '* call   3']);
    // The three calls differ by a trailing space; detection sees one signature and one result key.
    const keys = rounds.map((line) => line.split('→')[1]?.trim().split(' ')[0]);
    expect(new Set(keys).size).toBe(1);
    expect(rounds.every((line) => line.includes('clean_csv({"path":"/srv/sales.csv"})'))).toBe(true);
    // What each round counted as: the user's request is news, the first answer a new result, the repeats not.
    expect(lines[head + 1]).toContain('(news)');
    expect(rounds.map((line) => /\(([^()]*)\)$/.exec(line)?.[1])).toEqual([
      'new result',
      'result seen before',
      'result seen before',
    ]);
    expect(result.stdout).toContain('run pagination: ran to its end (7 calls); no detector came close');
    expect(result.stdout).toContain('8 runs, 4 stopped');
  });

  it('names the detector that came closest on a run that was not stopped', async () => {
    const run = {
      id: 'two-reads',
      messages: [
        { role: 'user', content: 'Read the config.' },
        ...[1, 2].flatMap((index) => [
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: `c${index}`,
                type: 'function',
                function: { name: 'read_file', arguments: '{"path":"a.ts"}' },
              },
            ],
          },
          { role: 'tool', tool_call_id: `c${index}`, content: 'export const port = 8080;' },
        ]),
        { role: 'assistant', content: 'The port is 8080.' },
      ],
    };
    const file = join(work, 'two-reads.json');
    writeFileSync(file, JSON.stringify([run]));
    const result = await runCli(['replay', '--explain', file, '--policy', unlimited]);
    expect(result.stdout).toContain(
      'run two-reads: ran to its end (3 calls); closest: repeated_action 2 of 3 (maxRepeats 2 would stop it at call 2)',
    );
    const json = await runCli(['replay', '--explain', '--json', file, '--policy', unlimited]);
    const explained = JSON.parse(json.stdout.trim());
    expect(explained.verdict).toMatchObject({ id: 'two-reads', tripped: false });
    expect(explained.steps.map((step: { round: number }) => step.round)).toEqual([0, 1, 2]);
    expect(explained.nearMisses[0]).toMatchObject({
      detector: 'repeated_action',
      option: 'maxRepeats',
      value: 2,
      threshold: 3,
      round: 2,
    });
  });

  it('says which results it treated as noise: the same answer with an execution counter moving on', async () => {
    const run = {
      id: 'cell-reruns',
      messages: [
        { role: 'user', content: 'Load the data.' },
        ...['12', '13', '14'].flatMap((counter, index) => [
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: `c${index}`,
                type: 'function',
                function: { name: 'run_cell', arguments: '{"cell":"load_data()"}' },
              },
            ],
          },
          {
            role: 'tool',
            tool_call_id: `c${index}`,
            content: `Out[${counter}]: loaded 4,210 rows from sales.csv into the frame`,
          },
        ]),
        { role: 'assistant', content: 'Loaded 4,210 rows.' },
      ],
    };
    const file = join(work, 'cell-reruns.json');
    writeFileSync(file, JSON.stringify([run]));
    const result = await runCli(['replay', '--explain', file, '--policy', unlimited]);
    const rounds = result.stdout
      .split('\n')
      .filter((line) => /^[ *] call/.test(line) && line.includes('run_cell'));
    expect(rounds[0]).toContain('(new result)');
    expect(rounds[1]).toContain('(result as before, changing values treated as noise)');
  });
});

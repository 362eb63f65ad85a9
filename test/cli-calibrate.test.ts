import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture, runCli } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-cli-calibrate-'));
const labels = new Map(
  readFileSync(fixture('examples.labels.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string; label: 'loop' | 'legit' })
    .map((row) => [row.id, row.label]),
);
const limitCodes = ['GUARD_ROUND_LIMIT', 'GUARD_TIME_LIMIT', 'GUARD_TOKEN_LIMIT', 'GUARD_BUDGET_LIMIT'];

interface Verdict {
  id: string;
  tripped: boolean;
  code: string | null;
}
const verdicts = (stdout: string): Verdict[] =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Verdict);

/** The shared examples with a real clock: each message 1.5 s after the one before. */
function timestampedExamples(path: string): void {
  let clock = Date.UTC(2026, 10, 20, 9);
  const lines = readFileSync(fixture('examples.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const run = JSON.parse(line) as { id: string; messages: Record<string, unknown>[] };
      const messages = run.messages.map((message) => {
        clock += 1_500;
        return { ...message, timestamp: new Date(clock).toISOString() };
      });
      return JSON.stringify({ id: `${run.id}-timed`, messages });
    });
  writeFileSync(path, `${lines.join('\n')}\n`);
}

describe('loopguard calibrate on replayed runs', () => {
  const store = join(work, 'replayed.db');
  const policy = join(work, 'suggested.json');
  let calibrated: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    expect((await runCli(['replay', fixture('examples.jsonl'), '--db', store])).code).toBe(0);
    calibrated = await runCli(['calibrate', '--db', store, '--min-runs', '5', '--out', policy]);
  });

  it('suggests a policy under which no legitimate run trips and every loop still trips by detection', async () => {
    expect(calibrated.code).toBe(0);
    const suggested = JSON.parse(readFileSync(policy, 'utf8'));
    expect(suggested.maxCost).toBeGreaterThan(0);
    const replay = await runCli(['replay', fixture('examples.jsonl'), '--policy', policy, '--json']);
    expect(replay.code).toBe(0);
    const results = verdicts(replay.stdout);
    expect(results).toHaveLength(8);
    for (const verdict of results) {
      expect(limitCodes).not.toContain(verdict.code);
      if (labels.get(verdict.id) === 'legit') expect(verdict.tripped, verdict.id).toBe(false);
      else expect(verdict.tripped, verdict.id).toBe(true);
    }
    expect(results.filter((verdict) => verdict.tripped)).toHaveLength(4);
  });

  it("sizes maxCost on the guard's worst-case reservation of one call and says so", () => {
    const suggested = JSON.parse(readFileSync(policy, 'utf8'));
    // gpt-4o-mini at its catalogue price: 720 billed prompt tokens + 4096 reserved output tokens.
    const reservation = (720 * 0.15 + 4_096 * 0.6) / 1e6;
    expect(suggested.maxCost).toBeGreaterThan(reservation);
    expect(calibrated.stdout).toMatch(/maxCost includes 0\.0026 USD, the worst case the guard reserves/);
  });

  it('leaves maxDurationMs out of runs replayed without timestamps, and says why', () => {
    expect(JSON.parse(readFileSync(policy, 'utf8'))).not.toHaveProperty('maxDurationMs');
    expect(calibrated.stdout).toContain(
      'left out: maxDurationMs: none of the 5 runs has real timestamps (replayed without message timestamps, they took 0 ms)',
    );
  });

  it('suggests nothing from these 5 runs by default (fewer than --min-runs 20), and says why', async () => {
    const result = await runCli(['calibrate', '--db', store, '--json']);
    const calibration = JSON.parse(result.stdout);
    expect(calibration).toMatchObject({
      minRuns: 20,
      enoughRuns: false,
      suggested: {},
      overall: { runs: 5 },
    });
    expect(calibration.leftOut).toEqual([
      'no suggestion from 5 completed runs, fewer than the minimum of 20 (--min-runs): the p95 of 5 runs is simply the largest of them',
    ]);
    const text = await runCli(['calibrate', '--db', store]);
    expect(text.stdout).toContain('no suggested policy: no suggestion from 5 completed runs');
    expect(text.stdout).not.toContain('"maxRounds"');
    // A limit judged against so few runs says what the judgement rests on.
    expect(text.stdout).toMatch(
      /far too wide: maxTokens 80000 is [\d.]+× the p95 of \d+ \(from only 5 runs, fewer than 20\)/,
    );
  });

  it('writes the spreads as CSV, one column per figure', async () => {
    const result = await runCli(['calibrate', '--db', store, '--csv']);
    expect(result.code).toBe(0);
    const [head, ...rows] = result.stdout.trim().split('\n');
    expect(head).toBe(
      'agent,task type,runs,rounds p50,rounds p95,rounds max,duration ms p50,duration ms p95,duration ms max,tokens p50,tokens p95,tokens max,cost p50,cost p95,cost max',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^\(all\),,5,5,7,7,,,,3400,5460,5460,0\.000\d+,0\.00\d+,0\.00\d+$/);
  });
});

describe('loopguard calibrate on runs with real timestamps', () => {
  const store = join(work, 'timed.db');
  const runs = join(work, 'timed.jsonl');
  const policy = join(work, 'timed-policy.json');

  beforeAll(async () => {
    timestampedExamples(runs);
    expect((await runCli(['replay', runs, '--db', store])).code).toBe(0);
  });

  it('suggests maxDurationMs from the real durations, and the runs pass it', async () => {
    const result = await runCli(['calibrate', '--db', store, '--min-runs', '5', '--out', policy, '--json']);
    const calibration = JSON.parse(result.stdout);
    // The longest legitimate run: 7 calls over 15 messages, 1.5 s apart, from its first call to its end.
    expect(calibration.overall.durationMs.max).toBe(18_000);
    expect(calibration.suggested.maxDurationMs).toBe(27_000);
    expect(calibration.runsWithoutClock).toBe(0);
    const replay = await runCli(['replay', runs, '--policy', policy, '--json']);
    for (const verdict of verdicts(replay.stdout)) {
      expect(limitCodes).not.toContain(verdict.code);
      expect(verdict.tripped, verdict.id).toBe(labels.get(verdict.id.replace(/-timed$/, '')) === 'loop');
    }
  });

  it('counts the runs without a clock apart when a store holds both', async () => {
    expect((await runCli(['replay', fixture('examples.jsonl'), '--db', store])).code).toBe(0);
    const result = await runCli(['calibrate', '--db', store, '--min-runs', '10']);
    expect(result.stdout).toContain(
      'durations from 5 of 10 runs: 5 took 0 ms (replayed without message timestamps) and say nothing about time',
    );
    expect(result.stdout).toMatch(/"maxDurationMs": 27000/);
  });
});

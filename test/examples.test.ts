import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

const run = (file: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', `examples/${file}`], {
    cwd: repoRoot,
    encoding: 'utf8',
  });

describe('README examples run as shown', () => {
  it('backtest records three live runs with the transcript sink and replays them under a stricter policy', () => {
    const output = run('backtest.ts');
    expect(output).toContain('backtest: recorded 3 runs');
    expect(output).toContain('backtest: run 1 (4 calls recorded) → passes');
    expect(output).toContain('backtest: run 2 (4 calls recorded) → passes');
    expect(output).toContain('backtest: run 3 (8 calls recorded) → stopped by GUARD_ROUND_LIMIT at call 4');
  });

  it('guard-by-hand stops the disguised repeat and logs the trip as JSON lines', () => {
    const output = run('guard-by-hand.ts');
    expect(output).toContain('stopped: GUARD_LOOP_DETECTED after call 3');
    const lines = output.split('\n').filter((line) => line.startsWith('{'));
    expect(lines.map((line) => JSON.parse(line).event)).toEqual(['guard_trigger', 'run_end']);
  });

  it('run-agent completes on the final tool and serves the repeat from the cache', () => {
    const output = run('run-agent.ts');
    expect(output).toContain('state: completed, output: "report filed with rate 1.0842"');
    expect(output).toContain('model calls: 3, tool runs of lookup_rate: 1');
  });

  it('recovery retries a time limit once and refuses a dead loop', () => {
    const output = run('recovery.ts');
    expect(output).toContain('answer: report ready');
    expect(output).toContain('run 2: task nightly-cleanup already died and must not be rerun');
  });
});

describe('loop-families example', () => {
  it('stops the noisy repeat, the failing retries and the chanting reply, and lets the poll and the edits run', () => {
    const output = run('loop-families.ts');
    expect(output).toContain('noisy repeat: stopped at call 3 by repeated_action (GUARD_LOOP_DETECTED)');
    expect(output).toContain('failing differently: stopped at call 4 by retry_storm (GUARD_RETRY_STORM)');
    expect(output).toContain('waiting poll: ran to its end (5 calls)');
    expect(output).toContain('edit and test: ran to its end (6 calls)');
    expect(output).toContain('content loop: stopped at call 1 by content_loop (GUARD_LOOP_DETECTED)');
  });
});

describe('snapshot example', () => {
  it('continues one run across fresh processes and stops the loop in the fourth', () => {
    const output = run('snapshot.ts');
    const pids = [...output.matchAll(/\(pid (\d+)\)/g)].map((match) => match[1]);
    expect(new Set(pids).size).toBe(4);
    expect(output).toContain('step 3 (pid');
    expect(output).toContain('call 3 made, 1290 tokens so far');
    expect(output).toMatch(/step 4 \(pid \d+\): stopped: GUARD_LOOP_DETECTED after call 3/);
  });
});

describe('run store example', () => {
  it('sees the loop across two instances and loses none of 50 concurrent calls', () => {
    const output = run('run-store.ts');
    expect(output).toContain('instance B: refused: GUARD_LOOP_DETECTED');
    expect(output).toContain('busy-run after 50 concurrent calls: 50 rounds, version 50');
  });
});

describe('read-store example', () => {
  it('reads a store through the EventReader into a tools table and a calibration', () => {
    const output = run('read-store.ts');
    expect(output).toMatch(/clean_csv\s*│\s*6\s*│\s*2\s*│\s*0\s*│\s*3840/);
    expect(output).toContain('suggested maxRounds: 3, from 3 runs');
  });
});

describe('observability example', () => {
  it('fills the store, the log and the spans, then reads the reports back', () => {
    const output = run('observability.ts');
    expect(output).toContain('today: 6 LLM calls');
    expect(output).toContain('"GUARD_LOOP_DETECTED":2');
    expect(output).toMatch(/clean_csv\s*│\s*6\s*│\s*1\s*│\s*4/);
    expect(output).toContain('spans: chat gpt-4o-mini, execute_tool clean_csv, invoke_agent cleaner');
  });
});

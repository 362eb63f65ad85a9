import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

describe('alerts example', () => {
  it('posts the first trip at once and the held ones with their count on close', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'examples/alerts.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'LOOPGUARD_WEBHOOK')),
    });
    expect(output).toContain('nightly-clean-3: failed, GUARD_LOOP_DETECTED');
    expect(output).toContain('posted 1 message(s); 2 trip(s) held for the window');
    expect(output).toContain('after close: 2 message(s), 0 dropped');
    expect(output).toMatch(/\ncleaner \| LOOP_DETECTED \| {5}2 \|/);
    expect(output).toContain('×2 since the last alert at');
  });
});

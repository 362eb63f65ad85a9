import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

describe('npm run demo', () => {
  it('shows the unguarded run reaching its cap and the guarded run stopping at round 3', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'examples/incident-demo.ts'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(output).toMatch(/no guard \(capped at 200\)\s*│\s*200\s*│/);
    expect(output).toMatch(/default guard\s*│\s*3\s*│.*GUARD_LOOP_DETECTED/);
    expect(output).toContain('Where and why the guard stopped: after LLM call 3, GUARD_LOOP_DETECTED');
    expect(output).toMatch(/Saved against the capped run: 197 LLM calls, \$\d+\.\d{4}\./);
  });
});

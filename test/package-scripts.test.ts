import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';
import { npmCli } from './helpers/node22.js';

describe('npm start', () => {
  it('stops the gateway when npm gets SIGTERM, as a process manager sends it', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'loopguard-npm-start-')), 'events.db');
    const npm = spawn(process.execPath, [npmCli, 'start', '--', '--port', '0', '--db', db], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own, so that whatever npm started can be cleaned up if it outlives npm.
      detached: true,
    });
    let output = '';
    let signalled = false;
    npm.stdout.on('data', (chunk) => {
      output += chunk;
      // Sent the moment the banner's first line arrives, while the rest is still being printed: a signal that
      // lands during startup must drain the gateway too (it once killed it with Node's default action).
      if (!signalled && output.includes('listening on')) {
        signalled = true;
        npm.kill('SIGTERM');
      }
    });
    npm.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve));
    const waitFor = async (text: string, ms: number) => {
      for (let waited = 0; !output.includes(text) && waited < ms; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      await waitFor('listening on', 20_000);
      expect(output).toContain('loopguard proxy listening on http://127.0.0.1:');
      await exited;
      await waitFor('stopped', 5_000);
      // The gateway itself got the signal (npm's shell ran it with exec) and drained, instead of living on.
      expect(output).toContain('loopguard proxy: draining\nloopguard proxy: stopped');
    } finally {
      try {
        process.kill(-(npm.pid as number), 'SIGKILL');
      } catch {
        // The group is gone: nothing outlived npm.
      }
    }
  }, 40_000);
});

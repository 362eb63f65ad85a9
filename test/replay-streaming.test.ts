import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-replay-stream-'));
const run = (id: string) =>
  `${JSON.stringify({
    id,
    messages: [
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'hello' },
    ],
  })}\n`;

/** Resolves with the child's output so far once `predicate` holds for it. */
function waitFor(child: ReturnType<typeof spawn>, predicate: (stdout: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    const onData = (chunk: Buffer) => {
      stdout += chunk;
      if (predicate(stdout)) {
        child.stdout?.off('data', onData);
        resolve(stdout);
      }
    };
    child.stdout?.on('data', onData);
    child.on('close', () => reject(new Error(`replay exited first; stdout so far: ${stdout}`)));
  });
}

describe('loopguard replay streams', () => {
  it.each([
    ['JSON lines', 'runs.jsonl', ['', '', ''], ['--json'], /"id":"first"/],
    ['a .json array', 'runs.json', ['[', ',', ']'], ['--json'], /"id":"first"/],
    ['the table', 'table.jsonl', ['', '', ''], [], /│ first +│ ok/],
  ])(
    'prints the first verdict of %s while the input is still open',
    async (_name, name, [open, comma, close], flags, first) => {
      // A FIFO: the rest of the input does not exist yet when the first verdict must appear.
      const fifo = join(work, name);
      execFileSync('mkfifo', [fifo]);
      const child = spawn(process.execPath, [`${repoRoot}dist/cli/main.js`, 'replay', fifo, ...flags], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const writer = createWriteStream(fifo);
      // A reader that died first closes the pipe: that failure is the child's, reported by waitFor below.
      const writeFailed = new Promise<Error>((resolve) => writer.on('error', resolve));
      writer.write(`${open}${run('first')}`);
      const early = await Promise.race([
        waitFor(child, (stdout) => first.test(stdout)),
        writeFailed.then((error) => {
          throw new Error(`the replay closed its input early (${error.message})`);
        }),
      ]);
      expect(early).not.toContain('second');
      const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
      let rest = '';
      child.stdout.on('data', (chunk) => {
        rest += chunk;
      });
      writer.end(`${comma}${run('second')}${close}`);
      expect(await exit).toBe(0);
      expect(rest).toContain('second');
    },
    // A process started and fed through a pipe on a machine the whole suite loads: seconds, not milliseconds.
    60_000,
  );

  it('reads a pipe given by name whole, as `replay <(zcat runs.jsonl.gz)` gives it', async () => {
    // The whole input is written at once by another process that then closes the pipe: a look into the file
    // before reading it (for a SQLite header) once took its first bytes and left the reader waiting forever.
    const fifo = join(work, 'whole.jsonl');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', 'cat > "$1"', 'sh', fifo], { stdio: ['pipe', 'ignore', 'ignore'] });
    writer.stdin.end(run('whole'));
    const child = spawn(process.execPath, [`${repoRoot}dist/cli/main.js`, 'replay', fifo, '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    const exit = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(exit).toBe(0);
    expect(JSON.parse(stdout.trim())).toMatchObject({ id: 'whole', tripped: false });
  }, 30_000);
});

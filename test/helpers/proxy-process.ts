import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { repoRoot } from './cli.js';

/** A running `loopguard proxy` child process. */
export interface ProxyProcess {
  readonly url: string;
  readonly child: ChildProcessWithoutNullStreams;
  output(): { stdout: string; stderr: string };
  /** SIGTERM, then the exit code once the process has drained and flushed. */
  stop(): Promise<number | null>;
}

/** Starts `loopguard proxy --port 0 …` from the built bin and waits for its listening line. */
export function startProxy(
  cwd: string,
  args: readonly string[],
  env: Record<string, string>,
): Promise<ProxyProcess> {
  const child = spawn(process.execPath, [`${repoRoot}dist/cli/main.js`, 'proxy', '--port', '0', ...args], {
    cwd,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match)
        resolve({
          url: match[1] as string,
          child,
          output: () => ({ stdout, stderr }),
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    exited.then((code) => reject(new Error(`loopguard proxy exited ${code} before listening:\n${stderr}`)));
  });
}

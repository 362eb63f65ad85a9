import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { GuardEvent } from '../src/events/types.js';
import { createProxy } from '../src/proxy/index.js';
import { serveProxy } from '../src/proxy/server/serve-proxy.js';
import { createUndiciUpstream } from '../src/proxy/server/undici-upstream.js';
import { startScriptedServer } from '../src/testing/scripted-server.js';
import { repoRoot } from './helpers/cli.js';

const run = promisify(execFile);

describe('gateway examples', () => {
  it('a Python agent on the standard library alone is stopped by a loop through the proxy', async () => {
    const upstream = await startScriptedServer({
      script: () => ({ toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] }),
    });
    const events: GuardEvent[] = [];
    const proxy = createProxy({
      upstream: createUndiciUpstream(),
      openAIBaseUrl: upstream.url,
      onEvent: (event) => events.push(event),
    });
    const served = await serveProxy(proxy.exchange, { port: 0 });
    try {
      const { stdout } = await run('python3', ['examples/gateway/python-agent.py'], {
        cwd: repoRoot,
        env: { ...process.env, LOOPGUARD_PROXY_URL: served.url, RUN_ID: 'python-example' },
      });
      expect(stdout).toContain(
        'python-agent: stopped after 3 calls: GUARD_LOOP_DETECTED (HTTP 400, retry: false, retryable: False)',
      );
      expect(upstream.requests).toHaveLength(3);
      const end = events.find((event) => event.event === 'run_end');
      expect(end).toMatchObject({
        run_id: 'python-example',
        agent_name: 'python-agent',
        code: 'GUARD_LOOP_DETECTED',
      });
    } finally {
      await served.close();
      await proxy.close();
      await upstream.close();
    }
  });

  it('a TypeScript agent on the plain openai SDK is stopped by a loop through the proxy', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'examples/gateway/typescript-agent.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, OPENAI_API_KEY: '', LOOPGUARD_PROXY_URL: '' },
      },
    );
    expect(stdout).toContain('typescript-agent: stopped after 3 calls: GUARD_LOOP_DETECTED (HTTP 400)');
  });
});

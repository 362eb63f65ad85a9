import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

const run = (name: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', `examples/adapters/${name}.ts`], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, OPENAI_API_KEY: '', ANTHROPIC_API_KEY: '' },
  });

describe('adapter examples against the scripted model', () => {
  it.each(['openai', 'openai-responses', 'anthropic', 'langchain', 'openai-agents'])(
    '%s stops the incident loop after 3 calls',
    (name) => {
      expect(run(name)).toContain(`${name}: stopped after 3 calls: GUARD_LOOP_DETECTED`);
    },
  );

  it('ai-sdk ends with a final answer that says why', () => {
    expect(run('ai-sdk')).toContain(
      'ai-sdk: 3 calls, final answer: Stopped by loopguard (GUARD_LOOP_DETECTED)',
    );
  });

  it('per-run gives each conversation on one client its own run, a trip reaching none of the others', () => {
    const output = run('per-run');
    expect(output).toContain('per-run: What is a CSV? → Answered: What is a CSV?');
    expect(output).toContain('per-run: Please loop over the sales file. → stopped: GUARD_LOOP_DETECTED');
    expect(output).toContain('per-run: What is a TSV? → Answered: What is a TSV?');
    expect(output).toContain('per-run: ticket-1 completed after 1 call, ticket-2 completed after 1 call');
  });

  it('mcp sends identical read-only calls once', () => {
    expect(run('mcp')).toContain('mcp: 3 identical calls, 1 sent to the server');
  });
});

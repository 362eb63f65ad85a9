import { spawn } from 'node:child_process';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { fixture, repoRoot, runCli } from './helpers/cli.js';

describe('loopguard mock-llm', () => {
  it('serves a recorded run to the real OpenAI SDK, with an injected fault, until stopped', async () => {
    const child = spawn(
      process.execPath,
      [
        'dist/cli/main.js',
        'mock-llm',
        '--script',
        fixture('examples.jsonl'),
        '--run',
        'ping-pong',
        '--port',
        '0',
        '--fail',
        '2:500',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const baseURL = await new Promise<string>((resolve, reject) => {
      child.on('error', reject);
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const match = /OpenAI:\s+baseURL (\S+)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
    });
    expect(stdout).toContain('(5 turns of run ping-pong)');
    const client = new OpenAI({ baseURL, apiKey: 'test', maxRetries: 1 });
    const first = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'go' }],
    });
    expect(first.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      function: { name: 'draft_notes', arguments: '{"version":"2.1"}' },
    });
    expect(first.usage).toMatchObject({ prompt_tokens: 420, completion_tokens: 60 });
    // Request 2 gets the scripted 500 and the SDK retries it: the retry gets turn 2, not turn 3.
    const second = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'go' }],
    });
    expect(second.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      id: 'c6',
      function: { name: 'format_notes', arguments: '{"version":"2.1"}' },
    });
    expect(second.usage).toMatchObject({ prompt_tokens: 520 });
    // The Responses API plays the same script: turn 3.
    const third = await client.responses.create({ model: 'gpt-4o-mini', input: 'go' });
    expect(third.output.find((item) => item.type === 'function_call')).toMatchObject({
      call_id: 'c7',
      name: 'draft_notes',
    });
    expect(third.usage).toMatchObject({ input_tokens: 620 });
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('close', resolve));
    expect(stdout).toContain('served 4 requests');
    expect(stderr).toContain('#2 openai /v1/chat/completions -> scripted fault');
    expect(stderr).toContain('#3 openai /v1/chat/completions -> turn 2');
    expect(stderr).toContain('#4 openai-responses /v1/responses -> turn 3');
  });

  it('plays the recorded run from its first turn for each conversation', async () => {
    const child = spawn(
      process.execPath,
      [
        'dist/cli/main.js',
        'mock-llm',
        '--script',
        fixture('examples.jsonl'),
        '--run',
        'ping-pong',
        '--port',
        '0',
      ],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const baseURL = await new Promise<string>((resolve, reject) => {
      child.on('error', reject);
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const match = /OpenAI:\s+baseURL (\S+)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
    });
    const client = new OpenAI({ baseURL, apiKey: 'test', maxRetries: 0 });
    const call = (task: string, conversation?: string) =>
      client.chat.completions.create(
        { model: 'gpt-4o-mini', messages: [{ role: 'user', content: task }] },
        conversation ? { headers: { 'x-mock-llm-conversation': conversation } } : {},
      );
    const toolOf = async (answer: ReturnType<typeof call>) => {
      const tool = (await answer).choices[0]?.message.tool_calls?.[0];
      return tool?.type === 'function' ? tool.function.name : undefined;
    };
    // Two agents with tasks of their own each get turn 1, then turn 2; a header splits one task in two.
    expect(await toolOf(call('task A'))).toBe('draft_notes');
    expect(await toolOf(call('task B'))).toBe('draft_notes');
    expect(await toolOf(call('task A'))).toBe('format_notes');
    expect(await toolOf(call('task A', 'agent-3'))).toBe('draft_notes');
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('close', resolve));
    expect(stdout).toContain('served 4 requests in 3 conversations');
    expect(stderr).toContain('#2 openai /v1/chat/completions -> turn 1 of conversation 2');
    expect(stderr).toContain('#3 openai /v1/chat/completions -> turn 2\n');
    expect(stderr).toContain('#4 openai /v1/chat/completions -> turn 1 of conversation 3');
  });

  it('names a missing script, an unknown run and a bad fault spec', async () => {
    const missing = await runCli(['mock-llm', '--script', 'nope.jsonl']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--script nope.jsonl: file not found');
    const unknown = await runCli([
      'mock-llm',
      '--script',
      fixture('examples.jsonl'),
      '--run',
      'nope',
      '--port',
      '0',
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no run "nope"');
    const bad = await runCli(['mock-llm', '--script', fixture('examples.jsonl'), '--fail', 'two']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('expected ROUND:STATUS');
  });
});

describe('loopguard mock-llm under a hostile body', () => {
  it('refuses a 100 MB body with 413, keeps answering, and stops at once on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['dist/cli/main.js', 'mock-llm', '--script', fixture('examples.jsonl'), '--port', '0'],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    const baseURL = await new Promise<string>((resolve, reject) => {
      child.on('error', reject);
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const match = /OpenAI:\s+baseURL (\S+)/.exec(stdout);
        if (match?.[1]) resolve(match[1]);
      });
    });
    const body = `{"model":"m","messages":[{"role":"user","content":"${' '.repeat(100 * 2 ** 20)}"}]}`;
    const huge = await fetch(`${baseURL}/chat/completions`, { method: 'POST', body }).catch(
      (error: unknown) => error,
    );
    // The server answers 413 from the Content-Length alone; it may close before the client finishes sending.
    if (huge instanceof Response) expect(huge.status).toBe(413);
    const client = new OpenAI({ baseURL, apiKey: 'test', maxRetries: 0 });
    const answer = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'go' }],
    });
    expect(answer.choices[0]?.message).toBeDefined();
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await closed).toBe(0);
    expect(stdout).toContain('served 1 requests');
  });
});

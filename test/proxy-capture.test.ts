import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptedServer, startScriptedServer } from '../src/testing/index.js';
import { runCli } from './helpers/cli.js';
import { type ProxyProcess, startProxy } from './helpers/proxy-process.js';
import { secretSamples } from './helpers/secret-samples.js';

// Transcript capture through the real `loopguard proxy` process, the official OpenAI SDK its client (no
// loopguard header: the gateway names each run), the scripted model behind it; then `loopguard replay
// --policy` backtests a stricter policy on the captured file.

const work = mkdtempSync(join(tmpdir(), 'loopguard-proxy-capture-'));
const [, secretText, secret] = secretSamples[0] as readonly [string, string, string, string];

const searchTool = {
  type: 'function' as const,
  function: {
    name: 'search',
    description: 'Search the document store',
    parameters: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
  },
};

/** Searches `searches` times (the same query when `same`), then answers; the model decides by the history. */
function toolResultsIn(body: Record<string, unknown>): number {
  return (body.messages as { role: string }[]).filter((message) => message.role === 'tool').length;
}

/** One agent: its task (with a secret in it), then tool calls answered with "No results found." until it answers. */
async function agent(url: string, task: string): Promise<number> {
  const client = new OpenAI({ baseURL: `${url}/v1`, apiKey: 'sk-test-client', maxRetries: 0 });
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: 'You find documents.' },
    { role: 'user', content: `${task} ${secretText}` },
  ];
  for (let call = 1; call <= 20; call++) {
    const answer = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages,
      tools: [searchTool],
    });
    const message = answer.choices[0]?.message;
    if (!message) throw new Error('no message');
    messages.push(message);
    if (!message.tool_calls?.length) return call;
    for (const toolCall of message.tool_calls)
      messages.push({ role: 'tool', tool_call_id: toolCall.id, content: 'No results found.' });
  }
  return 20;
}

describe('loopguard proxy --transcripts', () => {
  let scripted: ScriptedServer;
  let proxy: ProxyProcess;
  const transcripts = join(work, 'captured.jsonl');
  const lenient = join(work, 'lenient.yaml');
  const strict = join(work, 'strict.json');
  writeFileSync(lenient, 'loop: false\nmaxRounds: 30\n');
  writeFileSync(strict, JSON.stringify({ maxRounds: 30 }));

  beforeAll(async () => {
    scripted = await startScriptedServer({
      // The looping agent searches for the same thing 7 times; the healthy one searches once.
      script: (_round, request) => {
        const body = request.body;
        const task = String((body.messages as { content: string }[])[1]?.content);
        const limit = task.startsWith('Loop') ? 7 : 1;
        return toolResultsIn(body) < limit
          ? { toolCalls: [{ name: 'search', arguments: { q: 'Q3 churn report' } }] }
          : { content: 'The report is not in the store.' };
      },
    });
    proxy = await startProxy(
      work,
      [
        '--upstream',
        `${scripted.url}/v1`,
        '--db',
        join(work, 'events.db'),
        '--policy',
        lenient,
        '--transcripts',
        transcripts,
      ],
      {},
    );
  });

  afterAll(async () => {
    if (proxy && proxy.child.exitCode === null) await proxy.stop();
    await scripted?.close();
  });

  it('records each gateway run as a transcript, scrubbed of secrets, that replay under a stricter policy stops', async () => {
    expect(await agent(proxy.url, 'Loop: find the Q3 churn report.')).toBe(8);
    expect(await agent(proxy.url, 'Healthy: find the Q3 churn report.')).toBe(2);
    expect(await proxy.stop()).toBe(0);

    const text = readFileSync(transcripts, 'utf8');
    expect(text).not.toContain(secret);
    const runs = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; messages: { role: string; content: unknown }[] });
    expect(runs).toHaveLength(2);
    const roles = (run: (typeof runs)[number]) => run.messages.map((message) => message.role);
    const looping = runs.find((run) => String(run.messages[1]?.content).startsWith('Loop'));
    expect(looping && roles(looping)).toEqual([
      'system',
      'user',
      ...Array.from({ length: 7 }, () => ['assistant', 'tool']).flat(),
      'assistant',
    ]);

    // As captured (loop detection off), both runs end; the stricter policy stops the loop and only it.
    const asCaptured = await runCli(['replay', transcripts, '--policy', lenient, '--json']);
    expect(asCaptured.code).toBe(0);
    const strictRun = await runCli(['replay', transcripts, '--policy', strict, '--json']);
    const verdicts = strictRun.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; tripped: boolean; code?: string });
    const verdictOf = (id: string | undefined) => verdicts.find((verdict) => verdict.id === id);
    expect(verdictOf(looping?.id)).toMatchObject({ tripped: true, code: 'GUARD_LOOP_DETECTED' });
    const healthy = runs.find((run) => run !== looping);
    expect(verdictOf(healthy?.id)).toMatchObject({ tripped: false });
    const lenientVerdicts = asCaptured.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { tripped: boolean });
    expect(lenientVerdicts.map((verdict) => verdict.tripped)).toEqual([false, false]);
  });
});

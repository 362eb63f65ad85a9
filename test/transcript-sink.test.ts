import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { describe, expect, it } from 'vitest';
import { guardOpenAI } from '../src/adapters/openai/guard-openai.js';
import { runAgent } from '../src/agent/run-agent.js';
import { isGuardError } from '../src/errors.js';
import { createGuard } from '../src/guard/guard.js';
import { createTranscriptSink } from '../src/replay/transcript-sink.js';
import { createScriptedModel, scriptFromTranscript } from '../src/testing/scripted-model.js';
import { startScriptedServer } from '../src/testing/scripted-server.js';
import { defineTool } from '../src/tools/define-tool.js';
import { runCli } from './helpers/cli.js';
import { exampleRun, recordedResults } from './helpers/example-runs.js';

const work = mkdtempSync(join(tmpdir(), 'loopguard-transcript-sink-'));
const secret = `sk-proj-${'A1b2C3d4E5'.repeat(4)}`;

const cleanCsv = defineTool({
  name: 'clean_csv',
  run: ({ path }: { path: string }) => `${path.trim()}: 980 rows kept`,
});
const fetchPage = defineTool({
  name: 'fetch_page',
  run: ({ page }: { page: number }) => `page ${page}: ${page * 10} items (token ${secret})`,
});

interface Verdict {
  id: string;
  tripped: boolean;
  state: string;
  code: string | null;
  detector: string | null;
  round: number | null;
  rounds: number;
}

const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

describe('the transcript sink', () => {
  it('records live runAgent runs that replay to the same verdicts', async () => {
    const path = join(work, 'runs.jsonl');
    const transcripts = createTranscriptSink({ path });
    const looping = createScriptedModel((round) => ({
      toolCalls: [{ name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 3)}` } }],
    }));
    const loop = await runAgent({
      model: looping.model,
      modelName: 'gpt-4o-mini',
      task: 'Tidy up the sales CSV.',
      tools: [cleanCsv],
      guard: transcripts.createGuard({ runId: 'live-loop' }),
    });
    const paging = createScriptedModel([
      { toolCalls: [{ name: 'fetch_page', arguments: { page: 1 } }] },
      { toolCalls: [{ name: 'fetch_page', arguments: { page: 2 } }] },
      { toolCalls: [{ name: 'fetch_page', arguments: { page: 3 } }] },
      { content: 'There are 60 items.' },
    ]);
    const legit = await runAgent({
      model: paging.model,
      modelName: 'gpt-4o-mini',
      task: 'Count the items.',
      tools: [fetchPage],
      guard: transcripts.record(createGuard({ runId: 'live-pages' })),
    });
    const limited = await runAgent({
      model: looping.model,
      modelName: 'gpt-4o-mini',
      task: 'Tidy up the sales CSV.',
      tools: [cleanCsv],
      guard: transcripts.createGuard({ runId: 'live-limit', maxRounds: 2 }),
    });
    await transcripts.close();

    expect(loop.error?.code).toBe('GUARD_LOOP_DETECTED');
    expect(legit.state).toBe('completed');
    expect(limited.error?.code).toBe('GUARD_ROUND_LIMIT');
    expect(transcripts.written).toBe(3);
    const file = readFileSync(path, 'utf8');
    expect(file).not.toContain(secret);

    const replayed = await runCli(['replay', path, '--json']);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    const verdicts = new Map(
      replayed.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Verdict)
        .map((verdict) => [verdict.id, verdict]),
    );
    expect(verdicts.get('live-loop')).toMatchObject({
      tripped: true,
      state: 'failed',
      code: 'GUARD_LOOP_DETECTED',
      detector: loop.error?.evidence.detector,
      round: loop.rounds,
      rounds: loop.rounds,
    });
    expect(verdicts.get('live-pages')).toMatchObject({ tripped: false, state: 'completed', rounds: 4 });
    // Replayed under its own policy the round limit stops it where it stopped live.
    const policy = join(work, 'two-rounds.json');
    writeFileSync(policy, '{"maxRounds": 2}');
    const strict = await runCli(['replay', path, '--json', '--policy', policy]);
    const limitVerdict = strict.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Verdict)
      .find((verdict) => verdict.id === 'live-limit');
    expect(limitVerdict).toMatchObject({ tripped: true, code: 'GUARD_ROUND_LIMIT', round: 2, rounds: 2 });
  });

  it('writes the recorded messages in the replay format, with times and the refused call marked', async () => {
    const path = join(work, 'format.jsonl');
    const transcripts = createTranscriptSink({ path });
    const looping = createScriptedModel(() => ({
      toolCalls: [{ id: 'same', name: 'clean_csv', arguments: { path: '/srv/sales.csv' } }],
    }));
    await runAgent({
      model: looping.model,
      modelName: 'gpt-4o-mini',
      task: 'Tidy up the sales CSV.',
      tools: [cleanCsv],
      guard: transcripts.createGuard({ runId: 'format' }),
    });
    await transcripts.close();
    const [run] = lines(path);
    expect(run.id).toBe('format');
    const roles = run.messages.map((message: { role: string }) => message.role);
    expect(roles[0]).toBe('system');
    expect(roles).toContain('user');
    const assistant = run.messages.find((message: { role: string }) => message.role === 'assistant');
    expect(assistant).toMatchObject({
      model: 'gpt-4o-mini',
      usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number) },
      tool_calls: [
        { type: 'function', function: { name: 'clean_csv', arguments: '{"path":"/srv/sales.csv"}' } },
      ],
    });
    expect(typeof assistant.timestamp).toBe('number');
    const tool = run.messages.find((message: { role: string }) => message.role === 'tool');
    // runAgent's tools answer in the result envelope, recorded as the model saw it.
    expect(JSON.parse(tool.content)).toMatchObject({
      status: 'succeeded',
      data: '/srv/sales.csv: 980 rows kept',
    });
    expect(run.messages.at(-1)).toMatchObject({
      role: 'assistant',
      content: null,
      refused: 'GUARD_LOOP_DETECTED',
    });
  });

  it('bounds a run: long texts cut with a digest, later messages dropped past maxRunBytes and counted', async () => {
    const path = join(work, 'bounded.jsonl');
    const transcripts = createTranscriptSink({ path, maxRunBytes: 4_096, maxContentChars: 200 });
    const big = defineTool({
      name: 'read_log',
      run: ({ part }: { part: number }) => `${part}:${'x'.repeat(5_000)}`,
    });
    const reading = createScriptedModel([
      ...Array.from({ length: 8 }, (_, index) => ({
        toolCalls: [{ name: 'read_log', arguments: { part: index } }],
      })),
      { content: 'done' },
    ]);
    await runAgent({
      model: reading.model,
      modelName: 'gpt-4o-mini',
      task: 'Read the log.',
      tools: [big],
      guard: transcripts.createGuard({ runId: 'bounded', maxRounds: null, loop: false }),
    });
    await transcripts.close();
    const text = readFileSync(path, 'utf8');
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(4_096 + 100);
    const [run] = lines(path);
    expect(run.truncated.dropped_messages).toBeGreaterThan(0);
    expect(run.truncated.max_run_bytes).toBe(4_096);
    const tool = run.messages.find((message: { role: string }) => message.role === 'tool');
    expect(tool.content).toMatch(/…\[loopguard: cut at 200 of \d+ characters, hash [0-9a-f]{14}\]$/);
    const replayed = await runCli(['replay', path, '--json']);
    expect(replayed.code).toBe(0);
  });

  it('fails soft: an unwritable file is reported once and counted, and the agent run goes on', async () => {
    const errors: unknown[] = [];
    const transcripts = createTranscriptSink({
      path: join(work, 'no-such-directory', 'runs.jsonl'),
      onError: (error) => errors.push(error),
    });
    for (const runId of ['a', 'b']) {
      const result = await runAgent({
        model: createScriptedModel([{ content: 'hello' }]).model,
        task: 'Say hello.',
        guard: transcripts.createGuard({ runId }),
      });
      expect(result.state).toBe('completed');
    }
    await transcripts.close();
    expect(transcripts.dropped).toBe(2);
    expect(transcripts.written).toBe(0);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/could not write a transcript to .*no-such-directory.*ENOENT/);
  });

  it('writes a run the guard ends by itself when its run_end arrives', async () => {
    const path = join(work, 'abandoned.jsonl');
    const transcripts = createTranscriptSink({ path });
    const inner = createGuard({ runId: 'idle', onEvent: transcripts.listener });
    const guard = transcripts.record(inner);
    guard
      .beforeCall({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] })
      .end({ text: 'Hello!' });
    expect(transcripts.written).toBe(0);
    // As the guard's own idle timer does: the recording wrapper is not involved.
    inner.abandon('no call for 30 minutes');
    expect(transcripts.written).toBe(1);
    await transcripts.close();
    expect(lines(path)[0].messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
  });

  it('records a run of the real OpenAI SDK through guardOpenAI against the scripted server', async () => {
    const run = exampleRun('incident-trailing-space');
    const server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const path = join(work, 'openai.jsonl');
    const transcripts = createTranscriptSink({ path });
    const client = guardOpenAI(
      new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test', maxRetries: 0 }),
      transcripts.createGuard({ runId: 'openai-live' }),
    );
    const results = recordedResults(run);
    const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Tidy up the sales CSV.' }];
    let error: unknown;
    try {
      for (let round = 1; round < 10; round++) {
        const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages });
        const message = completion.choices[0]?.message;
        const calls = message?.tool_calls ?? [];
        if (calls.length === 0) break;
        messages.push({ role: 'assistant', content: message?.content ?? null, tool_calls: calls });
        (results[round - 1] ?? []).forEach((result, index) => {
          messages.push({ role: 'tool', tool_call_id: calls[index]?.id ?? '', content: result.content });
        });
      }
    } catch (caught) {
      error = caught;
    } finally {
      await server.close();
    }
    await transcripts.close();
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    const made = server.requests.length;
    const replayed = await runCli(['replay', path, '--json']);
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout)).toMatchObject({
      id: 'openai-live',
      tripped: true,
      code: 'GUARD_LOOP_DETECTED',
      round: made,
      rounds: made,
    });
  });

  it('records the user turns a later call adds to the history, and not the nudges the guard asked for', async () => {
    const path = join(work, 'turns.jsonl');
    const transcripts = createTranscriptSink({ path });
    const guard = transcripts.createGuard({ runId: 'turns', loop: { escalation: 'nudge' } });
    const history: { role: string; content: string | null; tool_call_id?: string }[] = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Check the build.' },
    ];
    const turn = (extra: typeof history) => {
      history.push(...extra);
      const ticket = guard.beforeCall({ model: 'gpt-4o-mini', messages: history });
      if (ticket.nudge) history.push({ role: 'user', content: ticket.nudge });
      ticket.end({ toolCalls: [{ id: `c${history.length}`, name: 'job_status', arguments: { job: 1 } }] });
      guard.recordToolResult({ toolCallId: `c${history.length}`, result: 'running' });
      history.push({ role: 'assistant', content: null }, { role: 'tool', content: 'running' });
    };
    turn([]);
    turn([{ role: 'user', content: 'Any news?' }]);
    try {
      for (let index = 0; index < 5; index++) turn([]);
    } catch (error) {
      if (!isGuardError(error)) throw error;
    }
    const nudges = history.filter(
      (message) =>
        message.role === 'user' && !['Check the build.', 'Any news?'].includes(message.content ?? ''),
    );
    expect(nudges.length).toBeGreaterThan(0);
    await transcripts.close();
    const [run] = lines(path);
    const users = run.messages
      .filter((message: { role: string }) => message.role === 'user')
      .map((message: { content: string }) => message.content);
    expect(users).toEqual(['Check the build.', 'Any news?']);
    expect(run.messages[0]).toMatchObject({ role: 'system', content: 'Be brief.' });
  });
});

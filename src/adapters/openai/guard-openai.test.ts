import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterEach, describe, expect, it } from 'vitest';
import {
  endlessPages,
  exampleRun,
  recordedResults,
  replayRounds,
} from '../../../test/helpers/example-runs.js';
import { type GuardError, isGuardError } from '../../errors.js';
import { createGuard } from '../../guard/guard.js';
import { scriptFromTranscript } from '../../testing/scripted-model.js';
import { type ScriptedServer, startScriptedServer } from '../../testing/scripted-server.js';
import { guardOpenAI } from './guard-openai.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const clientFor = (scripted: ScriptedServer) =>
  new OpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test', maxRetries: 2 });

async function agentLoop(client: OpenAI, results: (round: number) => { content: string }[], stream = false) {
  const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Tidy up the sales CSV.' }];
  for (let round = 1; ; round++) {
    let toolCalls: { id: string; function: { name: string; arguments: string } }[] = [];
    let content: string | null = null;
    if (stream) {
      const calls = new Map<number, { id: string; function: { name: string; arguments: string } }>();
      const response = await client.chat.completions.create({ model: 'gpt-4o-mini', messages, stream: true });
      for await (const chunk of response) {
        for (const call of chunk.choices[0]?.delta.tool_calls ?? []) {
          const entry = calls.get(call.index) ?? { id: '', function: { name: '', arguments: '' } };
          entry.id ||= call.id ?? '';
          entry.function.name += call.function?.name ?? '';
          entry.function.arguments += call.function?.arguments ?? '';
          calls.set(call.index, entry);
        }
      }
      toolCalls = [...calls.values()];
    } else {
      const completion = await client.chat.completions.create({ model: 'gpt-4o-mini', messages });
      const message = completion.choices[0]?.message;
      content = message?.content ?? null;
      toolCalls = (message?.tool_calls ?? []) as typeof toolCalls;
    }
    if (toolCalls.length === 0) return content;
    messages.push({
      role: 'assistant',
      content,
      tool_calls: toolCalls.map((call) => ({ ...call, type: 'function' as const })),
    });
    results(round).forEach((result, index) => {
      messages.push({ role: 'tool', tool_call_id: toolCalls[index]?.id ?? '', content: result.content });
    });
  }
}

describe('guardOpenAI end to end with the real SDK', () => {
  it.each([false, true])(
    'stops the looping transcript after as many model calls as replay reports (stream: %s)',
    async (stream) => {
      const run = exampleRun('incident-trailing-space');
      server = await startScriptedServer({ script: scriptFromTranscript(run) });
      const guard = createGuard();
      const client = guardOpenAI(clientFor(server), guard);
      const results = recordedResults(run);
      const error = await agentLoop(client, (round) => results[round - 1] ?? [], stream).catch(
        (caught: unknown) => caught,
      );
      expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
      expect(server.requests).toHaveLength(replayRounds(run));
      expect(server.requests).toHaveLength(3);
    },
  );

  it('lets exactly maxRounds calls reach the server', async () => {
    server = await startScriptedServer({ script: endlessPages });
    const client = guardOpenAI(clientFor(server), createGuard({ maxRounds: 4, loop: false }));
    const error = await agentLoop(client, (round) => [{ content: `page ${round}` }]).catch(
      (caught: unknown) => caught,
    );
    expect((error as GuardError).code).toBe('GUARD_ROUND_LIMIT');
    expect(server.requests).toHaveLength(4);
  });

  it('cuts a stream at the run deadline with GUARD_TIME_LIMIT, not a quiet end', async () => {
    server = await startScriptedServer({
      script: [{ content: 'word '.repeat(200) }],
      chunkDelayMs: 40,
      streamPieces: 200,
    });
    // A deadline well past the first chunk even on a loaded machine, well before the 8 s the answer takes.
    const guard = createGuard({ maxDurationMs: 1_000 });
    const client = guardOpenAI(clientFor(server), guard);
    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    let chunks = 0;
    const error = await (async () => {
      for await (const _chunk of stream) chunks++;
    })().catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_TIME_LIMIT');
    expect(chunks).toBeGreaterThan(0);
    expect(guard.state).toBe('failed');
  });

  it('records the usage totals the server sent, asks streams for usage, keeps withResponse', async () => {
    server = await startScriptedServer({
      script: (round) => ({
        content: `answer ${round}`,
        usage: { prompt_tokens: 100 * round, completion_tokens: 7, cached_tokens: 10 },
      }),
    });
    const guard = createGuard({ loop: false });
    // Several answers on one run: an answer must not end it.
    const client = guardOpenAI(clientFor(server), guard, { endRunOnAnswer: false });
    const { data, response } = await client.chat.completions
      .create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'a' }] })
      .withResponse();
    expect(data.choices[0]?.message.content).toBe('answer 1');
    expect(response.status).toBe(200);
    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'b' }],
      stream: true,
    });
    for await (const _chunk of stream) {
      // drain
    }
    expect(server.requests[1]?.body.stream_options).toEqual({ include_usage: true });
    expect(guard.usage.promptTokens).toBe(300);
    expect(guard.usage.completionTokens).toBe(14);
    expect(guard.usage.cachedTokens).toBe(20);
    expect(guard.rounds).toBe(2);
  });

  it('does not let the SDK retry a trip, and still retries a server error inside one call', async () => {
    server = await startScriptedServer({
      script: (round) => ({ content: `ok ${round}` }),
      faults: { 1: { status: 500 } },
    });
    const guard = createGuard({ maxRounds: 1 });
    // Several answers on one run: an answer must not end it.
    const client = guardOpenAI(clientFor(server), guard, { endRunOnAnswer: false });
    const first = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'a' }],
    });
    // The 500 consumed no turn: the SDK's retry inside the call got turn 1.
    expect(first.choices[0]?.message.content).toBe('ok 1');
    expect(server.requests).toHaveLength(2);
    await expect(
      client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'b' }] }),
    ).rejects.toMatchObject({
      code: 'GUARD_ROUND_LIMIT',
    });
    expect(server.requests).toHaveLength(2);
  });

  it('reads tool results from the next request so retry storms are seen', async () => {
    const run = exampleRun('retry-storm');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const client = guardOpenAI(clientFor(server), createGuard());
    const results = recordedResults(run);
    const error = await agentLoop(client, (round) =>
      (results[round - 1] ?? []).map((result) => ({
        content: result.isError ? `error: ${result.content.replace(/^error: /, '')}` : result.content,
      })),
    ).catch((caught: unknown) => caught);
    expect((error as GuardError).code).toBe('GUARD_RETRY_STORM');
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('reports a stream the upstream cuts mid-way as a failed call, not a finished one', async () => {
    server = await startScriptedServer({
      script: [{ content: 'a long answer that never ends' }],
      faults: { 1: { cutAfterChunks: 2 } },
    });
    const guard = createGuard();
    const client = guardOpenAI(clientFor(server), guard);
    const stream = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    const error = await (async () => {
      for await (const _chunk of stream) {
        // drain
      }
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isGuardError(error)).toBe(false);
    expect(guard.usage.totalTokens).toBe(0);
    expect(guard.usage.reservedTokens).toBe(0);
  });
});

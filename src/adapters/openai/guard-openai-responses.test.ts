import OpenAI from 'openai';
import type { ResponseInputItem } from 'openai/resources/responses/responses';
import { afterEach, describe, expect, it } from 'vitest';
import {
  endlessPages,
  exampleRun,
  recordedResults,
  replayRounds,
} from '../../../test/helpers/example-runs.js';
import { chant } from '../../../test/helpers/replies.js';
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

type Call = { call_id: string; name: string; arguments: string };

/** A Responses API agent: function calls and their outputs go back as input items, as OpenAI's guide shows. */
async function responsesAgent(
  client: OpenAI,
  results: (round: number) => { content: string }[],
  how: 'plain' | 'stream' | 'helper' = 'plain',
): Promise<string> {
  const input: ResponseInputItem[] = [{ role: 'user', content: 'Tidy up the sales CSV.' }];
  for (let round = 1; ; round++) {
    const request = { model: 'gpt-4.1-mini', input };
    let calls: Call[];
    let text: string;
    if (how === 'plain') {
      const response = await client.responses.create(request);
      calls = response.output.filter((item) => item.type === 'function_call');
      text = response.output_text;
    } else if (how === 'stream') {
      const stream = await client.responses.create({ ...request, stream: true });
      calls = [];
      text = '';
      for await (const event of stream) {
        if (event.type === 'response.output_item.done' && event.item.type === 'function_call')
          calls.push(event.item);
        if (event.type === 'response.output_text.delta') text += event.delta;
      }
    } else {
      const response = await client.responses.stream(request).finalResponse();
      calls = response.output.filter((item) => item.type === 'function_call');
      text = response.output_text;
    }
    if (calls.length === 0) return text;
    const outputs = results(round);
    calls.forEach((call, index) => {
      input.push({
        type: 'function_call',
        call_id: call.call_id,
        name: call.name,
        arguments: call.arguments,
      });
      input.push({
        type: 'function_call_output',
        call_id: call.call_id,
        output: outputs[index]?.content ?? '',
      });
    });
  }
}

describe('guardOpenAI on the Responses API, end to end with the real SDK', () => {
  it.each(['plain', 'stream', 'helper'] as const)(
    'stops the looping transcript after as many model calls as replay reports (%s)',
    async (how) => {
      const run = exampleRun('incident-trailing-space');
      server = await startScriptedServer({ script: scriptFromTranscript(run) });
      const guard = createGuard();
      const client = guardOpenAI(clientFor(server), guard);
      const results = recordedResults(run);
      const error = await responsesAgent(client, (round) => results[round - 1] ?? [], how).catch(
        (caught: unknown) => caught,
      );
      expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
      expect(server.requests).toHaveLength(replayRounds(run));
      expect(server.requests.every((request) => request.api === 'openai-responses')).toBe(true);
    },
  );

  it('reads tool results from function_call_output items so retry storms are seen', async () => {
    const run = exampleRun('retry-storm');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const client = guardOpenAI(clientFor(server), createGuard());
    const results = recordedResults(run);
    const error = await responsesAgent(client, (round) =>
      (results[round - 1] ?? []).map((result) => ({
        content: result.isError ? `error: ${result.content.replace(/^error: /, '')}` : result.content,
      })),
    ).catch((caught: unknown) => caught);
    expect((error as GuardError).code).toBe('GUARD_RETRY_STORM');
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('lets exactly maxRounds calls reach the server, and the trip is not retried', async () => {
    server = await startScriptedServer({ script: endlessPages });
    const client = guardOpenAI(clientFor(server), createGuard({ maxRounds: 4, loop: false }));
    const error = await responsesAgent(client, (round) => [{ content: `page ${round}` }]).catch(
      (caught: unknown) => caught,
    );
    expect(isGuardError(error)).toBe(true);
    expect((error as GuardError).code).toBe('GUARD_ROUND_LIMIT');
    expect((error as GuardError).advice.retryable).toBe(false);
    expect(server.requests).toHaveLength(4);
  });

  it('records the usage the server sent, plain and streamed, and keeps withResponse', async () => {
    server = await startScriptedServer({
      script: (round) => ({
        content: `answer ${round}`,
        usage: { prompt_tokens: 100 * round, completion_tokens: 7, cached_tokens: 10 },
      }),
    });
    const guard = createGuard({ loop: false });
    // Several answers on one run: an answer must not end it.
    const client = guardOpenAI(clientFor(server), guard, { endRunOnAnswer: false });
    const { data, response } = await client.responses
      .create({ model: 'gpt-4.1-mini', input: 'a' })
      .withResponse();
    expect(data.output_text).toBe('answer 1');
    expect(response.status).toBe(200);
    const stream = await client.responses.create({ model: 'gpt-4.1-mini', input: 'b', stream: true });
    for await (const _event of stream) {
      // drain
    }
    const final = await client.responses.stream({ model: 'gpt-4.1-mini', input: 'c' }).finalResponse();
    expect(final.output_text).toBe('answer 3');
    expect(guard.rounds).toBe(3);
    expect(guard.usage.promptTokens).toBe(600);
    expect(guard.usage.completionTokens).toBe(21);
    expect(guard.usage.cachedTokens).toBe(30);
  });

  it('guards beta.responses.create and responses.parse too', async () => {
    server = await startScriptedServer({ script: (round) => ({ content: `answer ${round}` }) });
    // Several answers on one run: an answer must not end it.
    const client = guardOpenAI(clientFor(server), createGuard({ maxRounds: 2, loop: false }), {
      endRunOnAnswer: false,
    });
    const parsed = await client.responses.parse({ model: 'gpt-4.1-mini', input: 'a' });
    expect(parsed.output_text).toBe('answer 1');
    await client.beta.responses.create({ model: 'gpt-4.1-mini', input: 'b' });
    await expect(client.beta.responses.create({ model: 'gpt-4.1-mini', input: 'c' })).rejects.toMatchObject({
      code: 'GUARD_ROUND_LIMIT',
    });
    expect(server.requests).toHaveLength(2);
  });

  it('cuts a stream at the run deadline with GUARD_TIME_LIMIT, not a quiet end', async () => {
    server = await startScriptedServer({
      script: [{ content: 'word '.repeat(200) }],
      chunkDelayMs: 40,
      streamPieces: 200,
    });
    // A deadline well past the first event even on a loaded machine, well before the 8 s the answer takes.
    const guard = createGuard({ maxDurationMs: 1_000 });
    const client = guardOpenAI(clientFor(server), guard);
    const stream = await client.responses.create({ model: 'gpt-4.1-mini', input: 'hi', stream: true });
    let events = 0;
    const error = await (async () => {
      for await (const _event of stream) events++;
    })().catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_TIME_LIMIT');
    expect(events).toBeGreaterThan(0);
    expect(guard.state).toBe('failed');
  });

  it('cuts a chanting streamed reply with GUARD_LOOP_DETECTED and records the streamed tokens', async () => {
    const sentence = 'I will check the configuration file again to be sure. ';
    server = await startScriptedServer({ script: [{ content: chant(400, sentence) }], streamPieces: 200 });
    const guard = createGuard();
    const client = guardOpenAI(clientFor(server), guard);
    const stream = await client.responses.create({
      model: 'gpt-4.1-mini',
      input: 'Check the config.',
      max_output_tokens: 8_000,
      stream: true,
    });
    let text = '';
    const error = await (async () => {
      for await (const event of stream) if (event.type === 'response.output_text.delta') text += event.delta;
    })().catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    expect((error as GuardError).evidence).toMatchObject({
      detector: 'content_loop',
      block: sentence.trim(),
    });
    expect(text.length).toBeLessThan(chant(400, sentence).length / 10);
    expect(guard.usage.completionTokens).toBeGreaterThan(0);
  });

  it('reports a stream the upstream cuts mid-way as a failed call, not a finished one', async () => {
    server = await startScriptedServer({
      script: [{ content: 'a long answer that never ends' }],
      faults: { 1: { cutAfterChunks: 4 } },
    });
    const guard = createGuard();
    const client = guardOpenAI(clientFor(server), guard);
    const stream = await client.responses.create({ model: 'gpt-4.1-mini', input: 'hi', stream: true });
    const error = await (async () => {
      for await (const _event of stream) {
        // drain
      }
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(isGuardError(error)).toBe(false);
    expect(guard.usage.totalTokens).toBe(0);
    expect(guard.usage.reservedTokens).toBe(0);
  });
});

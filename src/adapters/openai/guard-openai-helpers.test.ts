import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterEach, describe, expect, it } from 'vitest';
import { endlessPages } from '../../../test/helpers/example-runs.js';
import { GuardError, isGuardError } from '../../errors.js';
import { createGuard } from '../../guard/guard.js';
import { type ScriptedServer, startScriptedServer } from '../../testing/scripted-server.js';
import { guardOpenAI } from './guard-openai.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const clientFor = (scripted: ScriptedServer) =>
  new OpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test', maxRetries: 0 });
const messages: ChatCompletionMessageParam[] = [{ role: 'user', content: 'Tidy up the sales CSV.' }];

/** Everything a caller reads off a trip: the brand, code, evidence, advice, the SDK's class and the cause. */
function expectTrip(error: unknown, code: string) {
  expect(isGuardError(error)).toBe(true);
  expect(error).toBeInstanceOf(OpenAI.OpenAIError);
  const trip = error as GuardError;
  expect(trip.code).toBe(code);
  expect(trip.name).toBe('GuardError');
  expect(trip.advice).toMatchObject({ retryable: expect.any(Boolean), reason: expect.any(String) });
  expect(trip.evidence).toBeTypeOf('object');
  expect(trip.toJSON()).toMatchObject({ code, advice: trip.advice });
  expect((error as Error).cause).toBeInstanceOf(GuardError);
}

// A slow answer the deadline cuts mid-stream (a deadline well past the first chunk, well before the 8 s).
const slowAnswer = { script: [{ content: 'word '.repeat(200) }], chunkDelayMs: 40, streamPieces: 200 };

describe('guardOpenAI keeps the trip inside the SDK helpers', () => {
  it('chat.completions.stream(): a trip before the call and a cut mid-stream', async () => {
    server = await startScriptedServer({ script: [{ content: 'one' }] });
    // Several answers on one run: an answer must not end it.
    const client = guardOpenAI(clientFor(server), createGuard({ maxRounds: 1 }), { endRunOnAnswer: false });
    await client.chat.completions.stream({ model: 'gpt-4o-mini', messages }).finalChatCompletion();
    const refused = await client.chat.completions
      .stream({ model: 'gpt-4o-mini', messages })
      .finalChatCompletion()
      .catch((caught: unknown) => caught);
    expectTrip(refused, 'GUARD_ROUND_LIMIT');
    expect(server.requests).toHaveLength(1);
    await server.close();

    server = await startScriptedServer(slowAnswer);
    const guard = createGuard({ maxDurationMs: 1_000 });
    const stream = guardOpenAI(clientFor(server), guard).chat.completions.stream({
      model: 'gpt-4o-mini',
      messages,
    });
    let deltas = 0;
    stream.on('content', () => deltas++);
    const cut = await stream.finalChatCompletion().catch((caught: unknown) => caught);
    expectTrip(cut, 'GUARD_TIME_LIMIT');
    expect(deltas).toBeGreaterThan(0);
  });

  it('chat.completions.runTools(): a loop of tool calls ends with the trip, one guarded call per model call', async () => {
    server = await startScriptedServer({ script: endlessPages });
    const guard = createGuard({ maxRounds: 3, loop: false });
    const client = guardOpenAI(clientFor(server), guard);
    const pages: number[] = [];
    const runner = client.chat.completions.runTools({
      model: 'gpt-4o-mini',
      messages,
      tools: [
        {
          type: 'function',
          function: {
            name: 'lookup',
            description: 'Fetches one page of rows.',
            parameters: { type: 'object', properties: { page: { type: 'number' } } },
            function: (args: { page: number }) => {
              pages.push(args.page);
              return `page ${args.page}: 20 more rows`;
            },
            parse: JSON.parse,
          },
        },
      ],
    });
    const error = await runner.finalContent().catch((caught: unknown) => caught);
    expectTrip(error, 'GUARD_ROUND_LIMIT');
    expect(server.requests).toHaveLength(3);
    expect(guard.rounds).toBe(3);
    expect(pages).toHaveLength(3);
  });

  it('chat.completions.runTools() with stream: true: the deadline cut surfaces as the trip', async () => {
    server = await startScriptedServer(slowAnswer);
    const client = guardOpenAI(clientFor(server), createGuard({ maxDurationMs: 1_000 }));
    const runner = client.chat.completions.runTools({
      model: 'gpt-4o-mini',
      messages,
      tools: [],
      stream: true,
    });
    const error = await runner.finalContent().catch((caught: unknown) => caught);
    expectTrip(error, 'GUARD_TIME_LIMIT');
  });

  it('responses.stream(): a trip before the call and a cut mid-stream', async () => {
    server = await startScriptedServer({ script: [{ content: 'one' }] });
    // Several answers on one run: an answer must not end it.
    const client = guardOpenAI(clientFor(server), createGuard({ maxRounds: 1 }), { endRunOnAnswer: false });
    await client.responses.stream({ model: 'gpt-4.1-mini', input: 'a' }).finalResponse();
    const refused = await client.responses
      .stream({ model: 'gpt-4.1-mini', input: 'b' })
      .finalResponse()
      .catch((caught: unknown) => caught);
    expectTrip(refused, 'GUARD_ROUND_LIMIT');
    await server.close();

    server = await startScriptedServer(slowAnswer);
    const stream = guardOpenAI(clientFor(server), createGuard({ maxDurationMs: 1_000 })).responses.stream({
      model: 'gpt-4.1-mini',
      input: 'hi',
    });
    let deltas = 0;
    stream.on('response.output_text.delta', () => deltas++);
    const cut = await stream.finalResponse().catch((caught: unknown) => caught);
    expectTrip(cut, 'GUARD_TIME_LIMIT');
    expect(deltas).toBeGreaterThan(0);
  });

  it('chat.completions.parse() and plain create: the same branded trip', async () => {
    server = await startScriptedServer({ script: [{ content: '{"ok":true}' }] });
    // Several answers on one run: an answer must not end it.
    const client = guardOpenAI(clientFor(server), createGuard({ maxRounds: 1 }), { endRunOnAnswer: false });
    await client.chat.completions.parse({ model: 'gpt-4o-mini', messages });
    expectTrip(
      await client.chat.completions
        .parse({ model: 'gpt-4o-mini', messages })
        .catch((caught: unknown) => caught),
      'GUARD_ROUND_LIMIT',
    );
    expectTrip(
      await client.chat.completions
        .create({ model: 'gpt-4o-mini', messages })
        .catch((caught: unknown) => caught),
      'GUARD_ROUND_LIMIT',
    );
    expect(server.requests).toHaveLength(1);
  });
});

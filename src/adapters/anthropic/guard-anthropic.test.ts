import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages';
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
import { guardAnthropic, toolRunnerLimits } from './guard-anthropic.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const model = 'claude-sonnet-4-20250514';
const clientFor = (scripted: ScriptedServer) =>
  new Anthropic({ baseURL: scripted.url, apiKey: 'test', maxRetries: 2 });

async function agentLoop(
  client: Anthropic,
  results: (round: number) => { content: string; isError: boolean }[],
  stream = false,
) {
  const messages: MessageParam[] = [{ role: 'user', content: 'Tidy up the sales CSV.' }];
  for (let round = 1; ; round++) {
    const message = stream
      ? await client.messages.stream({ model, max_tokens: 512, messages }).finalMessage()
      : await client.messages.create({ model, max_tokens: 512, messages });
    const uses = message.content.filter((block): block is ToolUseBlock => block.type === 'tool_use');
    if (uses.length === 0) return message;
    messages.push({ role: 'assistant', content: message.content });
    messages.push({
      role: 'user',
      content: uses.map((use, index) => ({
        type: 'tool_result' as const,
        tool_use_id: use.id,
        content: results(round)[index]?.content ?? '',
        is_error: results(round)[index]?.isError ?? false,
      })),
    });
  }
}

describe('guardAnthropic end to end with the real SDK', () => {
  it.each([false, true])(
    'stops the looping transcript after as many model calls as replay reports (stream: %s)',
    async (stream) => {
      const run = exampleRun('incident-trailing-space');
      server = await startScriptedServer({ script: scriptFromTranscript(run) });
      const client = guardAnthropic(clientFor(server), createGuard());
      const results = recordedResults(run);
      const error = await agentLoop(client, (round) => results[round - 1] ?? [], stream).catch(
        (caught: unknown) => caught,
      );
      expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
      expect(server.requests).toHaveLength(replayRounds(run));
    },
  );

  it('sees the retry storm through tool_result blocks with is_error', async () => {
    const run = exampleRun('retry-storm');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const client = guardAnthropic(clientFor(server), createGuard());
    const results = recordedResults(run);
    const error = await agentLoop(client, (round) => results[round - 1] ?? []).catch(
      (caught: unknown) => caught,
    );
    expect((error as GuardError).code).toBe('GUARD_RETRY_STORM');
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('lets exactly maxRounds calls reach the server', async () => {
    server = await startScriptedServer({
      script: endlessPages,
    });
    const client = guardAnthropic(clientFor(server), createGuard({ maxRounds: 3, loop: false }));
    const error = await agentLoop(client, (round) => [{ content: `page ${round}`, isError: false }]).catch(
      (caught: unknown) => caught,
    );
    expect((error as GuardError).code).toBe('GUARD_ROUND_LIMIT');
    expect(server.requests).toHaveLength(3);
  });

  it('cuts a stream at the call timeout with GUARD_TIME_LIMIT', async () => {
    server = await startScriptedServer({
      script: [{ content: 'token '.repeat(300) }],
      chunkDelayMs: 40,
      streamPieces: 200,
    });
    const guard = createGuard({ callTimeoutMs: 1_000 });
    const client = guardAnthropic(clientFor(server), guard);
    const stream = await client.messages.create({
      model,
      max_tokens: 1024,
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    const error = await (async () => {
      for await (const _event of stream) {
        // drain
      }
    })().catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_TIME_LIMIT');
    expect(guard.state).toBe('failed');
  });

  it('normalises usage: input_tokens plus cache reads, as the server sent them', async () => {
    server = await startScriptedServer({
      script: (round) => ({
        content: `answer ${round}`,
        usage: { prompt_tokens: 1_000, completion_tokens: 20, cached_tokens: 400 },
      }),
    });
    const guard = createGuard({ loop: false });
    // Two answers on one run: the first answer must not end it.
    const client = guardAnthropic(clientFor(server), guard, { endRunOnAnswer: false });
    const plain = await client.messages.create({
      model,
      max_tokens: 64,
      messages: [{ role: 'user', content: 'a' }],
    });
    expect(plain.usage.input_tokens).toBe(600);
    await client.messages
      .stream({ model, max_tokens: 64, messages: [{ role: 'user', content: 'b' }] })
      .finalMessage();
    expect(guard.usage.promptTokens).toBe(2_000);
    expect(guard.usage.cachedTokens).toBe(800);
    expect(guard.usage.completionTokens).toBe(40);
  });

  it('bounds the beta tool runner by the guard', async () => {
    server = await startScriptedServer({
      script: () => ({ toolCalls: [{ name: 'lookup', arguments: { key: 'same' } }] }),
    });
    const guard = createGuard({ maxRounds: 5 });
    const client = guardAnthropic(clientFor(server), guard);
    const runner = client.beta.messages.toolRunner({
      model,
      max_tokens: 256,
      messages: [{ role: 'user', content: 'Look it up.' }],
      tools: [
        {
          type: 'custom',
          name: 'lookup',
          description: 'Looks a key up.',
          input_schema: { type: 'object', properties: { key: { type: 'string' } } },
          run: async () => 'value 42',
          parse: (input: unknown) => input,
        } as never,
      ],
      ...toolRunnerLimits(guard),
    });
    const error = await (async () => {
      for await (const _message of runner) {
        // each model turn
      }
    })().catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    expect(server.requests).toHaveLength(3);
  });
});

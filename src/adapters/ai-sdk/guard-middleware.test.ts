import { createOpenAI } from '@ai-sdk/openai';
import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  endlessPages,
  exampleRun,
  familyRun,
  recordedToolPlayback,
  replayRounds,
} from '../../../test/helpers/example-runs.js';
import { isGuardError } from '../../errors.js';
import type { Guard } from '../../guard/guard.js';
import { createGuard } from '../../guard/guard.js';
import { scriptFromTranscript } from '../../testing/scripted-model.js';
import { type ScriptedServer, startScriptedServer } from '../../testing/scripted-server.js';
import { type GuardMiddlewareOptions, guardMiddleware, guardStopWhen } from './guard-middleware.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function guardedModel(scripted: ScriptedServer, guard: Guard, options?: GuardMiddlewareOptions) {
  const provider = createOpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test' });
  return wrapLanguageModel({
    model: provider.chat('gpt-4o-mini'),
    middleware: guardMiddleware(guard, options),
  });
}

/** Tools that answer with the transcript's recorded results, call by call. */
/** Tools that answer with the transcript's recorded results, call by call. */
function recordedTools(run: ReturnType<typeof exampleRun>) {
  const playback = recordedToolPlayback(run);
  return Object.fromEntries(
    playback.names.map((name) => [
      name,
      tool({
        description: name,
        inputSchema: z.object({}).passthrough(),
        execute: async () => {
          const result = playback.next();
          if (result.isError) throw new Error(result.content);
          return result.content;
        },
      }),
    ]),
  );
}

describe('guardMiddleware with the real AI SDK', () => {
  it('stops the looping transcript in generateText after as many model calls as replay reports', async () => {
    const run = exampleRun('incident-trailing-space');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const error = await generateText({
      model: guardedModel(server, createGuard()),
      tools: recordedTools(run),
      stopWhen: stepCountIs(50),
      prompt: 'Tidy up the sales CSV.',
    }).catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('reads a tool that threw as a failure, as replay reads the transcript that recorded it', async () => {
    // Every call fails the same way with other arguments: a retry storm only when the failures are seen.
    const run = familyRun('varied-kubectl-request-timeout');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const error = await generateText({
      model: guardedModel(server, createGuard()),
      tools: recordedTools(run),
      stopWhen: stepCountIs(50),
      prompt: 'Check whether all nodes of the prod-eu cluster are Ready.',
    }).catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_RETRY_STORM');
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('lets exactly maxRounds calls reach the server', async () => {
    server = await startScriptedServer({
      script: endlessPages,
    });
    const error = await generateText({
      model: guardedModel(server, createGuard({ maxRounds: 3, loop: false })),
      tools: {
        lookup: tool({
          inputSchema: z.object({ page: z.number() }),
          execute: async ({ page }) => `page ${page}`,
        }),
      },
      stopWhen: stepCountIs(50),
      prompt: 'List everything.',
    }).catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_ROUND_LIMIT');
    expect(server.requests).toHaveLength(3);
  });

  it('gives streamText users the GuardError when the deadline cuts the stream', async () => {
    server = await startScriptedServer({
      script: [{ content: 'word '.repeat(200) }],
      chunkDelayMs: 40,
      streamPieces: 200,
    });
    const errors: unknown[] = [];
    const result = streamText({
      model: guardedModel(server, createGuard({ maxDurationMs: 1_000 })),
      prompt: 'Write a lot.',
      onError: ({ error }) => {
        errors.push(error);
      },
    });
    const parts: { type: string; error?: unknown }[] = [];
    for await (const part of result.fullStream) parts.push(part);
    const errorPart = parts.find((part) => part.type === 'error');
    const partError = errorPart?.error;
    expect(isGuardError(partError) && partError.code).toBe('GUARD_TIME_LIMIT');
    expect(errors.some((error) => isGuardError(error))).toBe(true);
  });

  it('records the usage totals the server sent, in generateText and streamText', async () => {
    server = await startScriptedServer({
      script: (round) => ({
        content: `answer ${round}`,
        usage: { prompt_tokens: 200, completion_tokens: 9, cached_tokens: 50 },
      }),
    });
    const guard = createGuard({ loop: false });
    // Two answers on one run: the first answer must not end it.
    const model = guardedModel(server, guard, { endRunOnAnswer: false });
    await generateText({ model, prompt: 'a' });
    const streamed = streamText({ model, prompt: 'b' });
    expect(await streamed.text).toBe('answer 2');
    expect(guard.usage.promptTokens).toBe(400);
    expect(guard.usage.completionTokens).toBe(18);
    expect(guard.usage.cachedTokens).toBe(100);
    expect(server.requests[1]?.body.stream_options).toEqual({ include_usage: true });
  });

  it('ends the run gracefully with a final answer that says why (onTrip: answer)', async () => {
    const run = exampleRun('incident-trailing-space');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const result = await generateText({
      model: guardedModel(server, createGuard(), { onTrip: 'answer' }),
      tools: recordedTools(run),
      stopWhen: stepCountIs(50),
      prompt: 'Tidy up the sales CSV.',
    });
    expect(result.text).toMatch(/^Stopped by loopguard \(GUARD_LOOP_DETECTED\)/);
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('stops the step loop with the stopWhen condition before a refused call', async () => {
    const run = exampleRun('incident-trailing-space');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const guard = createGuard();
    const result = await generateText({
      model: guardedModel(server, guard),
      tools: recordedTools(run),
      stopWhen: [guardStopWhen(guard), stepCountIs(50)],
      prompt: 'Tidy up the sales CSV.',
    });
    expect(result.steps).toHaveLength(3);
    expect(server.requests).toHaveLength(3);
    expect(guard.peek()?.code).toBe('GUARD_LOOP_DETECTED');
  });
});

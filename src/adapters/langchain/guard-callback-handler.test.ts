import { tool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { ChatOpenAI } from '@langchain/openai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  endlessPages,
  exampleRun,
  recordedToolPlayback,
  replayRounds,
} from '../../../test/helpers/example-runs.js';
import { isGuardError } from '../../errors.js';
import { createGuard } from '../../guard/guard.js';
import { scriptFromTranscript } from '../../testing/scripted-model.js';
import { type ScriptedServer, startScriptedServer } from '../../testing/scripted-server.js';
import { GuardCallbackHandler } from './guard-callback-handler.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const chatModel = (scripted: ScriptedServer) =>
  new ChatOpenAI({
    model: 'gpt-4o-mini',
    apiKey: 'test',
    configuration: { baseURL: scripted.openAIBaseURL },
    maxRetries: 0,
  });

function recordedTools(run: ReturnType<typeof exampleRun>) {
  const playback = recordedToolPlayback(run);
  return playback.names.map((name) =>
    tool(async () => playback.next().content, {
      name,
      description: name,
      schema: z.object({}).passthrough(),
    }),
  );
}

describe('GuardCallbackHandler with LangGraph and ChatOpenAI', () => {
  it('stops the looping transcript after as many model calls as replay reports', async () => {
    const run = exampleRun('incident-trailing-space');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const agent = createReactAgent({ llm: chatModel(server), tools: recordedTools(run) });
    const error = await agent
      .invoke(
        { messages: [{ role: 'user', content: 'Tidy up the sales CSV.' }] },
        { callbacks: [new GuardCallbackHandler(createGuard())], recursionLimit: 100 },
      )
      .catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('lets exactly maxRounds calls reach the server, before recursionLimit does', async () => {
    server = await startScriptedServer({
      script: endlessPages,
    });
    const lookup = tool(async ({ page }: { page: number }) => `page ${page}`, {
      name: 'lookup',
      description: 'Reads a page.',
      schema: z.object({ page: z.number() }),
    });
    const agent = createReactAgent({ llm: chatModel(server), tools: [lookup] });
    const error = await agent
      .invoke(
        { messages: [{ role: 'user', content: 'Read everything.' }] },
        {
          callbacks: [new GuardCallbackHandler(createGuard({ maxRounds: 4, loop: false }))],
          recursionLimit: 100,
        },
      )
      .catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_ROUND_LIMIT');
    expect(server.requests).toHaveLength(4);
  });

  it('reads usage from usage_metadata as the server sent it', async () => {
    server = await startScriptedServer({
      script: (round) => ({
        content: `answer ${round}`,
        usage: { prompt_tokens: 300, completion_tokens: 11, cached_tokens: 100 },
      }),
    });
    const guard = createGuard({ loop: false });
    const model = chatModel(server);
    // Two answers on one run: the first answer must not end it.
    const handler = new GuardCallbackHandler(guard, { endRunOnAnswer: false });
    await model.invoke('a', { callbacks: [handler] });
    await model.invoke('b', { callbacks: [handler] });
    expect(guard.usage.promptTokens).toBe(600);
    expect(guard.usage.completionTokens).toBe(22);
    expect(guard.usage.cachedTokens).toBe(200);
    expect(guard.rounds).toBe(2);
  });

  it('cuts a streamed call at the run deadline with GUARD_TIME_LIMIT through guard.runSignal', async () => {
    server = await startScriptedServer({
      script: [{ content: 'word '.repeat(200) }],
      chunkDelayMs: 40,
      streamPieces: 200,
    });
    const guard = createGuard({ maxDurationMs: 1_000 });
    const error = await (async () => {
      const stream = await chatModel(server as ScriptedServer).stream('Write a lot.', {
        callbacks: [new GuardCallbackHandler(guard)],
        signal: guard.runSignal,
      });
      for await (const _chunk of stream) {
        // drain
      }
    })().catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_TIME_LIMIT');
    expect(guard.state).toBe('failed');
  });
});

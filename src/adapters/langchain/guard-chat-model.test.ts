import { tool } from '@langchain/core/tools';
import { createReactAgent } from '@langchain/langgraph/prebuilt';
import { ChatOpenAI } from '@langchain/openai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  endlessPages,
  exampleRun,
  familyRun,
  recordedToolPlayback,
  replayRounds,
} from '../../../test/helpers/example-runs.js';
import { chant } from '../../../test/helpers/replies.js';
import { type GuardError, isGuardError } from '../../errors.js';
import type { GuardEvent } from '../../events/types.js';
import { createGuard } from '../../guard/guard.js';
import { withGuard } from '../../guard/guard-scope.js';
import { scriptFromTranscript } from '../../testing/scripted-model.js';
import { type ScriptedServer, startScriptedServer } from '../../testing/scripted-server.js';
import { GuardCallbackHandler } from './guard-callback-handler.js';
import { guardChatModel } from './guard-chat-model.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

const chatModel = (scripted: ScriptedServer, fields: { streaming?: boolean } = {}) =>
  new ChatOpenAI({
    model: 'gpt-4o-mini',
    apiKey: 'test',
    configuration: { baseURL: scripted.openAIBaseURL },
    maxRetries: 0,
    ...fields,
  });

const lookup = tool(async ({ page }: { page: number }) => `page ${page}`, {
  name: 'lookup',
  description: 'Reads a page.',
  schema: z.object({ page: z.number() }),
});

/** Every line LangChain printed with console.error or console.warn during the test. */
function consoleLines(): string[] {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  return lines;
}

describe('guardChatModel with LangGraph and ChatOpenAI', () => {
  it('stops the looping transcript after as many model calls as replay reports, printing nothing', async () => {
    const run = exampleRun('incident-trailing-space');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const playback = recordedToolPlayback(run);
    const tools = playback.names.map((name) =>
      tool(async () => playback.next().content, {
        name,
        description: name,
        schema: z.object({}).passthrough(),
      }),
    );
    const printed = consoleLines();
    const guard = createGuard();
    const agent = createReactAgent({ llm: guardChatModel(chatModel(server), guard), tools });
    const error = await agent
      .invoke({ messages: [{ role: 'user', content: 'Tidy up the sales CSV.' }] }, { recursionLimit: 100 })
      .catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    expect(server.requests).toHaveLength(replayRounds(run));
    expect(printed).toEqual([]);
  });

  it('reads a tool that threw as a failure (a ToolMessage with status error), as replay reads the transcript', async () => {
    // Every call fails the same way with other arguments: a retry storm only when the failures are seen.
    const run = familyRun('varied-kubectl-request-timeout');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const playback = recordedToolPlayback(run);
    const tools = playback.names.map((name) =>
      tool(
        async () => {
          const result = playback.next();
          if (result.isError) throw new Error(result.content);
          return result.content;
        },
        { name, description: name, schema: z.object({}).passthrough() },
      ),
    );
    const agent = createReactAgent({ llm: guardChatModel(chatModel(server), createGuard()), tools });
    const error = await agent
      .invoke(
        {
          messages: [{ role: 'user', content: 'Check whether all nodes of the prod-eu cluster are Ready.' }],
        },
        { recursionLimit: 100 },
      )
      .catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_RETRY_STORM');
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('refuses the call past maxRounds before it is sent, and the callback handler on the same run does not count it twice', async () => {
    server = await startScriptedServer({ script: endlessPages });
    const printed = consoleLines();
    const guard = createGuard({ maxRounds: 4, loop: false });
    const agent = createReactAgent({ llm: guardChatModel(chatModel(server), guard), tools: [lookup] });
    const error = await agent
      .invoke(
        { messages: [{ role: 'user', content: 'Read everything.' }] },
        { callbacks: [new GuardCallbackHandler(guard)], recursionLimit: 100 },
      )
      .catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_ROUND_LIMIT');
    expect(server.requests).toHaveLength(4);
    expect(guard.rounds).toBe(4);
    expect(printed.filter((line) => line.includes('Error in handler'))).toEqual([]);
  });

  it('counts streamed calls from usage_metadata and cuts a chanting reply with GUARD_LOOP_DETECTED', async () => {
    const sentence = 'I will check the configuration file again to be sure. ';
    server = await startScriptedServer({
      script: [
        { content: 'short answer', usage: { prompt_tokens: 120, completion_tokens: 7 } },
        { content: chant(400, sentence) },
      ],
      streamPieces: 200,
    });
    const guard = createGuard();
    const model = guardChatModel(chatModel(server, { streaming: true }), guard, { endRunOnAnswer: false });
    let first = '';
    for await (const chunk of await model.stream('Say something short.')) first += chunk.text;
    expect(first).toBe('short answer');
    expect(guard.usage.promptTokens).toBe(120);
    expect(guard.usage.completionTokens).toBe(7);

    let text = '';
    const error = await (async () => {
      for await (const chunk of await model.stream('Check the config.')) text += chunk.text;
    })().catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    expect((error as GuardError).evidence).toMatchObject({
      detector: 'content_loop',
      block: sentence.trim(),
    });
    expect(text.length).toBeLessThan(chant(400, sentence).length / 10);
    expect(guard.usage.completionTokens).toBeGreaterThan(7);
  });

  it('with a guard factory, each answered conversation turn is a run of its own that completes', async () => {
    server = await startScriptedServer({ script: (round) => ({ content: `answer ${round}` }) });
    const events: GuardEvent[] = [];
    const model = guardChatModel(chatModel(server), () =>
      createGuard({ maxRounds: 2, onEvent: (e) => events.push(e) }),
    );
    for (let turn = 0; turn < 5; turn++)
      expect((await model.invoke(`question ${turn}`)).text).toBe(`answer ${turn + 1}`);
    const ends = events.filter((event) => event.event === 'run_end');
    expect(ends).toHaveLength(5);
    expect(ends.every((event) => event.event === 'run_end' && event.state === 'completed')).toBe(true);
    expect(new Set(ends.map((event) => event.run_id)).size).toBe(5);
  });

  it('takes the guard set by withGuard first', async () => {
    server = await startScriptedServer({ script: (round) => ({ content: `answer ${round}` }) });
    const fallback = createGuard();
    const scoped = createGuard();
    const model = guardChatModel(chatModel(server), fallback);
    await withGuard(scoped, () => model.invoke('hi'));
    expect(scoped.rounds).toBe(1);
    expect(fallback.rounds).toBe(0);
  });
});

import { Agent, OpenAIProvider, Runner, tool } from '@openai/agents';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  endlessPages,
  exampleRun,
  familyRun,
  recordedResults,
  recordedToolPlayback,
  replayRounds,
  toolErrorAsSent,
  withToolErrorsSeen,
} from '../../../test/helpers/example-runs.js';
import { isGuardError } from '../../errors.js';
import type { Guard } from '../../guard/guard.js';
import { createGuard } from '../../guard/guard.js';
import { scriptFromTranscript } from '../../testing/scripted-model.js';
import { type ScriptedServer, startScriptedServer } from '../../testing/scripted-server.js';
import { type GuardModelOptions, guardModelProvider, guardRunOptions } from './guard-model.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function runnerFor(scripted: ScriptedServer, guard: Guard, options?: GuardModelOptions) {
  const provider = new OpenAIProvider({
    openAIClient: new OpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test', maxRetries: 0 }),
    useResponses: false,
  });
  return new Runner({ modelProvider: guardModelProvider(provider, guard, options), tracingDisabled: true });
}

function recordedTools(run: ReturnType<typeof exampleRun>) {
  const playback = recordedToolPlayback(run);
  return playback.names.map((name) =>
    tool({
      name,
      description: name,
      parameters: { type: 'object', properties: {}, required: [], additionalProperties: true },
      strict: false,
      // A recorded failure is a tool that threw: the runner writes the SDK's tool error text for it.
      execute: async () => {
        const result = playback.next();
        if (result.isError) throw new Error(result.content);
        return result.content;
      },
    }),
  );
}

const lookup = tool({
  name: 'lookup',
  description: 'Reads a page.',
  parameters: z.object({ page: z.number() }),
  execute: async ({ page }) => `page ${page}`,
});

describe('guardModelProvider with the OpenAI Agents SDK', () => {
  it('stops the looping transcript after as many model calls as replay reports', async () => {
    const run = exampleRun('incident-trailing-space');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const agent = new Agent({
      name: 'cleaner',
      model: 'gpt-4o-mini',
      instructions: 'Clean data.',
      tools: recordedTools(run),
    });
    const error = await runnerFor(server, createGuard())
      .run(agent, 'Tidy up the sales CSV.', { maxTurns: 50 })
      .catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    expect(server.requests).toHaveLength(replayRounds(run));
  });

  it('reads a tool that threw as a failure, as replay reads the transcript that recorded it', async () => {
    // Every call fails the same way with other arguments: a retry storm only when the failures are seen.
    const run = familyRun('varied-kubectl-request-timeout');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const agent = new Agent({ name: 'operator', model: 'gpt-4o-mini', tools: recordedTools(run) });
    const error = await runnerFor(server, createGuard())
      .run(agent, 'Check whether all nodes of the prod-eu cluster are Ready.', { maxTurns: 50 })
      .catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_RETRY_STORM');
    // The conversation the model saw: the SDK writes its own text for a tool that threw (wrapping the error, or,
    // from 0.20, a fixed text that hides it), and the verdict is replay's of that conversation.
    const failure =
      recordedResults(run)
        .flat()
        .find((result) => result.isError)?.content ?? '';
    const last = server.requests.at(-1)?.body ?? {};
    expect(server.requests).toHaveLength(
      replayRounds(withToolErrorsSeen(run, toolErrorAsSent(last, run, failure))),
    );
  });

  it('lets exactly maxRounds calls reach the server', async () => {
    server = await startScriptedServer({
      script: endlessPages,
    });
    const agent = new Agent({ name: 'reader', model: 'gpt-4o-mini', tools: [lookup] });
    const error = await runnerFor(server, createGuard({ maxRounds: 3, loop: false }))
      .run(agent, 'Read everything.', { maxTurns: 50 })
      .catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_ROUND_LIMIT');
    expect(server.requests).toHaveLength(3);
  });

  it('ends gracefully with a final output that says why (onTrip: answer), and records usage', async () => {
    const run = exampleRun('incident-trailing-space');
    server = await startScriptedServer({ script: scriptFromTranscript(run) });
    const guard = createGuard();
    const agent = new Agent({ name: 'cleaner', model: 'gpt-4o-mini', tools: recordedTools(run) });
    const result = await runnerFor(server, guard, { onTrip: 'answer' }).run(agent, 'Tidy up the sales CSV.', {
      maxTurns: 50,
    });
    expect(result.finalOutput).toMatch(/^Stopped by loopguard \(GUARD_LOOP_DETECTED\)/);
    expect(server.requests).toHaveLength(3);
    expect(guard.usage.promptTokens).toBe(420 + 520 + 620);
    expect(guard.usage.completionTokens).toBe(180);
  });

  it('cuts a streamed call at the deadline with GUARD_TIME_LIMIT', async () => {
    server = await startScriptedServer({
      script: [{ content: 'word '.repeat(200) }],
      chunkDelayMs: 40,
      streamPieces: 200,
    });
    const agent = new Agent({ name: 'writer', model: 'gpt-4o-mini' });
    const error = await (async () => {
      const result = await runnerFor(server as ScriptedServer, createGuard({ maxDurationMs: 1_000 })).run(
        agent,
        'Write.',
        {
          stream: true,
        },
      );
      for await (const _event of result) {
        // drain
      }
      await result.completed;
      if (result.error) throw result.error;
    })().catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_TIME_LIMIT');
  });

  it('ends a run at the turn limit with a final output via errorHandlers (guardRunOptions)', async () => {
    server = await startScriptedServer({
      script: endlessPages,
    });
    const guard = createGuard({ maxRounds: 3, loop: false });
    const agent = new Agent({ name: 'reader', model: 'gpt-4o-mini', tools: [lookup] });
    const result = await runnerFor(server, guard).run(agent, 'Read everything.', guardRunOptions(guard));
    expect(result.finalOutput).toMatch(/^Stopped by loopguard \(GUARD_ROUND_LIMIT\)/);
    expect(server.requests).toHaveLength(3);
  });
});

import { createOpenAI } from '@ai-sdk/openai';
import Anthropic from '@anthropic-ai/sdk';
import { ChatOpenAI } from '@langchain/openai';
import { Agent, OpenAIProvider, Runner } from '@openai/agents';
import { generateText, streamText, wrapLanguageModel } from 'ai';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { guardMiddleware } from '../../src/adapters/ai-sdk/index.js';
import { guardAnthropic } from '../../src/adapters/anthropic/index.js';
import { GuardCallbackHandler, guardChatModel } from '../../src/adapters/langchain/index.js';
import { guardOpenAI } from '../../src/adapters/openai/index.js';
import { guardModelProvider } from '../../src/adapters/openai-agents/index.js';
import { isGuardError } from '../../src/errors.js';
import { createGuard } from '../../src/guard/guard.js';
import { type ScriptedServer, startScriptedServer } from '../../src/testing/scripted-server.js';

// Each adapter as README shows it, written against the current SDK majors: this file lives in test/compat, so
// its SDK imports resolve to test/compat/node_modules for the type checker too (`npm run test:compat`
// typechecks it with test/compat/tsconfig.json) — an ai 7 user's `wrapLanguageModel` must accept the
// middleware as it is.

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const usage = { prompt_tokens: 120, completion_tokens: 7 };
const answered = () => startScriptedServer({ script: [{ content: 'Done.', usage }] });

describe('the adapters with the current SDK majors', () => {
  it('ai 7: generateText and streamText through guardMiddleware record one round each, with usage', async () => {
    server = await startScriptedServer({
      script: [
        { content: 'Done.', usage },
        { content: 'Done again.', usage },
      ],
    });
    const guard = createGuard({ maxRounds: 5 });
    const model = wrapLanguageModel({
      model: createOpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' }).chat('gpt-4o-mini'),
      middleware: guardMiddleware(guard, { endRunOnAnswer: false }),
    });
    expect((await generateText({ model, prompt: 'Hi' })).text).toBe('Done.');
    expect(await streamText({ model, prompt: 'Hi' }).text).toBe('Done again.');
    expect(guard.rounds).toBe(2);
    expect(guard.usage.promptTokens).toBe(240);
  });

  it('openai 7: chat.completions.create and responses.create through guardOpenAI', async () => {
    server = await startScriptedServer({
      script: [
        { content: 'Done.', usage },
        { content: 'Done again.', usage },
      ],
    });
    const guard = createGuard({ maxRounds: 5 });
    // Two answers on one run: the first answer must not end it.
    const client = guardOpenAI(new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' }), guard, {
      endRunOnAnswer: false,
    });
    const chat = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(chat.choices[0]?.message.content).toBe('Done.');
    const response = await client.responses.create({ model: 'gpt-4.1-mini', input: 'Hi' });
    expect(response.output_text).toBe('Done again.');
    expect(guard.rounds).toBe(2);
  });

  it('@openai/agents 0.20: a Runner on guardModelProvider completes the run', async () => {
    server = await answered();
    const guard = createGuard({ maxRounds: 5 });
    const runner = new Runner({
      modelProvider: guardModelProvider(
        new OpenAIProvider({
          openAIClient: new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test', maxRetries: 0 }),
          useResponses: false,
        }),
        guard,
      ),
      tracingDisabled: true,
    });
    const result = await runner.run(new Agent({ name: 'reader', instructions: 'Answer.' }), 'Hi');
    expect(result.finalOutput).toBe('Done.');
    expect(guard.rounds).toBe(1);
    expect(guard.state).toBe('completed');
  });

  it('@anthropic-ai/sdk: messages.create through guardAnthropic', async () => {
    server = await answered();
    const guard = createGuard({ maxRounds: 5 });
    const client = guardAnthropic(
      new Anthropic({ baseURL: server.url, apiKey: 'test', maxRetries: 0 }),
      guard,
    );
    const reply = await client.messages.create({
      model: 'claude-sonnet-4-5',
      max_tokens: 64,
      messages: [{ role: 'user', content: 'Hi' }],
    });
    expect(reply.content[0]?.type === 'text' && reply.content[0].text).toBe('Done.');
    expect(guard.rounds).toBe(1);
  });

  it('@langchain/openai 1.6: ChatOpenAI with the GuardCallbackHandler', async () => {
    server = await answered();
    const guard = createGuard({ maxRounds: 5 });
    const llm = new ChatOpenAI({
      model: 'gpt-4o-mini',
      apiKey: 'test',
      configuration: { baseURL: server.openAIBaseURL },
      maxRetries: 0,
    });
    const reply = await llm.invoke('Hi', { callbacks: [new GuardCallbackHandler(guard)] });
    expect(reply.content).toBe('Done.');
    expect(guard.rounds).toBe(1);
  });

  it('@langchain/openai 1.6: guardChatModel, tools bound, refuses quietly past maxRounds', async () => {
    server = await answered();
    const guard = createGuard({ maxRounds: 1 });
    const llm = guardChatModel(
      new ChatOpenAI({
        model: 'gpt-4o-mini',
        apiKey: 'test',
        configuration: { baseURL: server.openAIBaseURL },
        maxRetries: 0,
      }),
      guard,
      { endRunOnAnswer: false },
    ).bindTools([
      { type: 'function', function: { name: 'noop', parameters: { type: 'object', properties: {} } } },
    ]);
    expect((await llm.invoke('Hi')).content).toBe('Done.');
    const error = await llm.invoke('Again').catch((caught: unknown) => caught);
    expect(isGuardError(error) && error.code).toBe('GUARD_ROUND_LIMIT');
    expect(guard.rounds).toBe(1);
  });
});

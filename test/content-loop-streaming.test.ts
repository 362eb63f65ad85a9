import { createOpenAI } from '@ai-sdk/openai';
import Anthropic from '@anthropic-ai/sdk';
import { streamText, wrapLanguageModel } from 'ai';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterEach, describe, expect, it } from 'vitest';
import { guardMiddleware } from '../src/adapters/ai-sdk/guard-middleware.js';
import { guardAnthropic } from '../src/adapters/anthropic/guard-anthropic.js';
import { guardOpenAI } from '../src/adapters/openai/guard-openai.js';
import type { ModelFunction } from '../src/agent/chat-types.js';
import { runAgent } from '../src/agent/run-agent.js';
import { type GuardError, isGuardError } from '../src/errors.js';
import type { GuardEvent } from '../src/events/types.js';
import { createGuard, type Guard } from '../src/guard/guard.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/scripted-server.js';
import { chant, legitMarkdownReply } from './helpers/replies.js';

// End to end with the real SDK clients against the scripted server: a reply that chants one sentence
// 400 times, streamed in 200 pieces 5 ms apart, must be cut within its first pieces; a long legitimate
// answer (code, a table, lists, dividers) must arrive whole.
const sentence = 'I will check the configuration file again to be sure. ';
const chantReply = chant(400, sentence);
const pieces = 200;
const maxTokens = 8_000;
const model = 'gpt-4o-mini';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(content: string): Promise<ScriptedServer> {
  server = await startScriptedServer({ script: [{ content }], streamPieces: pieces, chunkDelayMs: 5 });
  return server;
}

function watchedGuard(): { guard: Guard; events: GuardEvent[] } {
  const events: GuardEvent[] = [];
  return { guard: createGuard({ onEvent: (event) => events.push(event) }), events };
}

/** What every cut must show: the trip with its evidence, the streamed tokens recorded, the run failed. */
function expectCut(error: unknown, guard: Guard, events: readonly GuardEvent[], streamedText: string) {
  expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
  const evidence = (error as GuardError).evidence;
  expect(evidence).toMatchObject({
    detector: 'content_loop',
    block: sentence.trim(),
    repeats: 10,
    offset: 0,
    outputTokenLimit: maxTokens,
    rounds: [1],
  });
  const outputTokens = evidence.outputTokens as number;
  expect(outputTokens).toBeGreaterThan(50);
  expect(outputTokens).toBeLessThan(400);
  expect(evidence.tokensSavedUpTo).toBe(maxTokens - outputTokens);
  expect((error as GuardError).message).toMatch(/cut after \d+ output tokens, up to \d+ of its 8000 saved/);
  expect(streamedText.length).toBeLessThan(chantReply.length / 10);
  expect(guard.state).toBe('failed');
  expect(guard.error).toBe(
    isGuardError(error) && 'cause' in error && isGuardError(error.cause) ? error.cause : error,
  );
  expect(guard.usage.completionTokens).toBe(outputTokens);
  expect(guard.usage.reservedTokens).toBe(0);
  const response = events.find((event) => event.event === 'llm_response');
  expect(response?.token_usage?.completion).toBe(outputTokens);
  const end = events.at(-1);
  expect(end?.event).toBe('run_end');
  expect(end?.state).toBe('failed');
  expect(end?.error_message).toContain(`repeated a block of ${sentence.trim().length} characters 10 times`);
  expect(end?.error_message).toContain('saved');
}

describe('content loops cut while they stream', () => {
  describe('guardOpenAI', () => {
    const read = async (client: OpenAI) => {
      const stream = await client.chat.completions.create({
        model,
        max_tokens: maxTokens,
        messages: [{ role: 'user', content: 'Check the config.' }],
        stream: true,
      });
      let chunks = 0;
      let text = '';
      const error = await (async () => {
        for await (const chunk of stream) {
          chunks++;
          text += chunk.choices[0]?.delta.content ?? '';
        }
      })().catch((caught: unknown) => caught);
      return { chunks, text, error };
    };

    it('cuts a chanting reply within its first pieces with GUARD_LOOP_DETECTED and the evidence', async () => {
      const scripted = await serve(chantReply);
      const { guard, events } = watchedGuard();
      const client = guardOpenAI(new OpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test' }), guard);
      const { chunks, text, error } = await read(client);
      expectCut(error, guard, events, text);
      expect(chunks).toBeLessThan(pieces / 20);
    });

    it('lets a long legitimate answer stream to its end', async () => {
      const scripted = await serve(legitMarkdownReply());
      const { guard } = watchedGuard();
      const client = guardOpenAI(new OpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test' }), guard);
      const { text, error } = await read(client);
      expect(error).toBeUndefined();
      expect(text).toBe(legitMarkdownReply());
      expect(guard.state).not.toBe('failed');
    });

    it('does not watch when loop detection is off', async () => {
      const scripted = await serve(chant(60, sentence));
      const guard = createGuard({ loop: false });
      const client = guardOpenAI(new OpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test' }), guard);
      const { text, error } = await read(client);
      expect(error).toBeUndefined();
      expect(text).toBe(chant(60, sentence));
    });
  });

  describe('guardAnthropic', () => {
    const read = async (client: Anthropic) => {
      const stream = await client.messages.create({
        model: 'claude-sonnet-4-20250514',
        max_tokens: maxTokens,
        messages: [{ role: 'user', content: 'Check the config.' }],
        stream: true,
      });
      let deltas = 0;
      let text = '';
      const error = await (async () => {
        for await (const event of stream) {
          if (event.type !== 'content_block_delta' || event.delta.type !== 'text_delta') continue;
          deltas++;
          text += event.delta.text;
        }
      })().catch((caught: unknown) => caught);
      return { deltas, text, error };
    };

    it('cuts a chanting reply within its first pieces with GUARD_LOOP_DETECTED and the evidence', async () => {
      const scripted = await serve(chantReply);
      const { guard, events } = watchedGuard();
      const client = guardAnthropic(new Anthropic({ baseURL: scripted.url, apiKey: 'test' }), guard);
      const { deltas, text, error } = await read(client);
      expectCut(error, guard, events, text);
      expect(deltas).toBeLessThan(pieces / 20);
    });

    it('rejects finalMessage() of messages.stream() with the trip', async () => {
      const scripted = await serve(chantReply);
      const { guard } = watchedGuard();
      const client = guardAnthropic(new Anthropic({ baseURL: scripted.url, apiKey: 'test' }), guard);
      const error = await client.messages
        .stream({
          model: 'claude-sonnet-4-20250514',
          max_tokens: maxTokens,
          messages: [{ role: 'user', content: 'a' }],
        })
        .finalMessage()
        .catch((caught: unknown) => caught);
      expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
      expect((error as GuardError).evidence.block).toBe(sentence.trim());
    });

    it('lets a long legitimate answer stream to its end', async () => {
      const scripted = await serve(legitMarkdownReply());
      const { guard } = watchedGuard();
      const client = guardAnthropic(new Anthropic({ baseURL: scripted.url, apiKey: 'test' }), guard);
      const { text, error } = await read(client);
      expect(error).toBeUndefined();
      expect(text).toBe(legitMarkdownReply());
      expect(guard.state).not.toBe('failed');
    });
  });

  describe('guardMiddleware (AI SDK streamText)', () => {
    const read = async (scripted: ScriptedServer, guard: Guard) => {
      const provider = createOpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test' });
      const result = streamText({
        model: wrapLanguageModel({ model: provider.chat(model), middleware: guardMiddleware(guard) }),
        prompt: 'Check the config.',
        maxOutputTokens: maxTokens,
        onError: () => undefined,
      });
      let deltas = 0;
      let text = '';
      let error: unknown;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          deltas++;
          text += part.text;
        } else if (part.type === 'error') error = part.error;
      }
      return { deltas, text, error };
    };

    it('cuts a chanting reply within its first pieces with GUARD_LOOP_DETECTED and the evidence', async () => {
      const scripted = await serve(chantReply);
      const { guard, events } = watchedGuard();
      const { deltas, text, error } = await read(scripted, guard);
      expectCut(error, guard, events, text);
      expect(deltas).toBeLessThan(pieces / 20);
    });

    it('lets a long legitimate answer stream to its end', async () => {
      const scripted = await serve(legitMarkdownReply());
      const { guard } = watchedGuard();
      const { text, error } = await read(scripted, guard);
      expect(error).toBeUndefined();
      expect(text).toBe(legitMarkdownReply());
      expect(guard.state).not.toBe('failed');
    });
  });

  describe('runAgent with a streaming model', () => {
    /** A model function streaming through the plain OpenAI SDK, reporting each delta to `onText`. */
    const streamingModel = (
      scripted: ScriptedServer,
      counter: { deltas: number; text: string },
    ): ModelFunction => {
      const client = new OpenAI({ baseURL: scripted.openAIBaseURL, apiKey: 'test' });
      return async (request) => {
        const stream = await client.chat.completions.create(
          {
            model,
            max_tokens: request.maxOutputTokens ?? null,
            messages: request.messages as ChatCompletionMessageParam[],
            stream: true,
            stream_options: { include_usage: true },
          },
          { signal: request.signal },
        );
        let content = '';
        let usage: unknown;
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta.content ?? '';
          counter.deltas++;
          counter.text += delta;
          content += delta;
          request.onText?.(delta);
          usage = chunk.usage ?? usage;
        }
        return { message: { content }, usage, model };
      };
    };

    it('cuts a chanting reply within its first pieces and resolves with GUARD_LOOP_DETECTED', async () => {
      const scripted = await serve(chantReply);
      const { guard, events } = watchedGuard();
      const counter = { deltas: 0, text: '' };
      const result = await runAgent({
        model: streamingModel(scripted, counter),
        modelName: model,
        task: 'Check the config.',
        guard,
        maxOutputTokens: maxTokens,
      });
      expect(result.state).toBe('failed');
      expect(result.output).toBeNull();
      expectCut(result.error, guard, events, counter.text);
      expect(counter.deltas).toBeLessThan(pieces / 20);
    });

    it('lets a long legitimate answer stream to its end', async () => {
      const scripted = await serve(legitMarkdownReply());
      const counter = { deltas: 0, text: '' };
      const result = await runAgent({
        model: streamingModel(scripted, counter),
        modelName: model,
        task: 'Explain the change.',
        maxOutputTokens: maxTokens,
      });
      expect(result.error).toBeUndefined();
      expect(result.state).toBe('completed');
      expect(result.output).toBe(legitMarkdownReply());
    });
  });
});

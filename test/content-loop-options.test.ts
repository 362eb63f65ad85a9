import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { guardOpenAI } from '../src/adapters/openai/guard-openai.js';
import { ConfigError, isGuardError } from '../src/errors.js';
import type { GuardEvent } from '../src/events/types.js';
import { createGuard } from '../src/guard/guard.js';
import type { GuardOptions } from '../src/guard/options.js';
import { replayTranscript } from '../src/replay/replay-transcript.js';
import { type ScriptedServer, startScriptedServer } from '../src/testing/scripted-server.js';
import { chant } from './helpers/replies.js';

const sentence = 'I will check the configuration file again to be sure. ';
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function streamChant(options: GuardOptions, events: GuardEvent[] = []) {
  server = await startScriptedServer({ script: [{ content: chant(100, sentence) }], streamPieces: 100 });
  const guard = createGuard({ ...options, onEvent: (event) => events.push(event) });
  const client = guardOpenAI(new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' }), guard);
  const stream = await client.chat.completions.create({
    model: 'gpt-4o-mini',
    messages: [{ role: 'user', content: 'hi' }],
    stream: true,
  });
  let text = '';
  const error = await (async () => {
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
  })().catch((caught: unknown) => caught);
  return { guard, text, error };
}

describe('loop.contentLoop', () => {
  it('emits a guard_trigger with the evidence when it cuts a stream', async () => {
    const events: GuardEvent[] = [];
    const { error } = await streamChant({}, events);
    expect(isGuardError(error) && error.code).toBe('GUARD_LOOP_DETECTED');
    const trigger = events.find((event) => event.event === 'guard_trigger');
    expect(trigger).toMatchObject({ code: 'GUARD_LOOP_DETECTED', detector: 'content_loop', action: 'halt' });
    expect(trigger?.error_message).toMatch(
      /repeated a block of 53 characters 10 times.*up to \d+ of its 4096 saved/,
    );
    expect(events.at(-1)).toMatchObject({ event: 'run_end', code: 'GUARD_LOOP_DETECTED' });
  });

  it('takes thresholds, and false turns the watch off', async () => {
    const early = await streamChant({ loop: { contentLoop: { repeats: 4, minLoopChars: 100 } } });
    expect(isGuardError(early.error) && early.error.evidence.repeats).toBe(4);
    await server?.close();
    const off = await streamChant({ loop: { contentLoop: false } });
    expect(off.error).toBeUndefined();
    expect(off.text).toBe(chant(100, sentence));
  });

  it('refuses a bad threshold with a ConfigError naming it', () => {
    const error = (() => {
      try {
        createGuard({ loop: { contentLoop: { repeats: 1 } } });
      } catch (caught) {
        return caught;
      }
    })();
    expect(ConfigError.isInstance(error) && error.issues[0]?.path).toBe('loop.contentLoop.repeats');
  });
});

describe('the whole-reply check in replay', () => {
  const run = {
    id: 'chant',
    source: 'chant',
    messages: [
      { role: 'user' as const, content: 'Check the config.' },
      { role: 'assistant' as const, content: chant(40, sentence) },
    ],
  };
  const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null };

  it('stops the run on the reply that loops inside itself', () => {
    expect(replayTranscript(run, unlimited)).toMatchObject({
      tripped: true,
      code: 'GUARD_LOOP_DETECTED',
      detector: 'content_loop',
      round: 1,
    });
  });

  it('lets it through with contentLoop: false', () => {
    expect(replayTranscript(run, { ...unlimited, loop: { contentLoop: false } }).tripped).toBe(false);
  });
});

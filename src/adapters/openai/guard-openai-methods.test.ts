import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { isGuardError } from '../../errors.js';
import { createGuard } from '../../guard/guard.js';
import { type ScriptedServer, startScriptedServer } from '../../testing/scripted-server.js';
import { guardOpenAI } from './guard-openai.js';
import { guardedOpenAIMethods, openAIMethodPolicy, refusedOpenAIMethods } from './openai-method-policy.js';
import { isUnguardedMethodError, UnguardedMethodError } from './unguarded-method-error.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Every method of every resource of an OpenAI client, by its path (`beta.threads.runs.create`). */
function methodPaths(client: OpenAI): string[] {
  const paths: string[] = [];
  const walk = (resource: object, path: string) => {
    const names = new Set<string>(Object.keys(resource));
    for (
      let proto = Object.getPrototypeOf(resource);
      proto && proto !== Object.prototype;
      proto = Object.getPrototypeOf(proto)
    )
      for (const name of Object.getOwnPropertyNames(proto)) names.add(name);
    for (const name of names) {
      if (name === 'constructor' || name.startsWith('_')) continue;
      const value = (resource as Record<string, unknown>)[name];
      if (typeof value === 'function') paths.push(`${path}${name}`);
      else if (typeof value === 'object' && value !== null && '_client' in value)
        walk(value, `${path}${name}.`);
    }
  };
  for (const [name, value] of Object.entries(client))
    if (typeof value === 'object' && value !== null && '_client' in value) walk(value, `${name}.`);
  return paths;
}

describe('guardOpenAI on the rest of the client', () => {
  it('classifies every method of the installed SDK: the known paid ones refused, none unknown', () => {
    const paths = methodPaths(new OpenAI({ apiKey: 'test' }));
    expect(paths.length).toBeGreaterThan(200);
    const byPolicy = (policy: string) => paths.filter((path) => openAIMethodPolicy(path) === policy).sort();
    expect(byPolicy('guarded')).toEqual([...guardedOpenAIMethods].sort());
    // A method refused only because the table does not know it would show up here: classify it.
    // (The table covers openai 6 and 7: compare with the paid methods this SDK has.)
    expect(byPolicy('refused')).toEqual(
      Object.keys(refusedOpenAIMethods)
        .filter((path) => paths.includes(path))
        .sort(),
    );
    for (const path of [
      'models.list',
      'files.create',
      'moderations.create',
      'responses.retrieve',
      'beta.threads.runs.poll',
    ])
      expect(openAIMethodPolicy(path)).toBe('free');
    expect(openAIMethodPolicy('audio.music.create')).toBe('refused');
  });

  it('refuses paid methods it cannot count before anything is sent, and names them', async () => {
    server = await startScriptedServer({ script: [] });
    const client = guardOpenAI(new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' }), createGuard());
    const calls: [string, () => unknown][] = [
      ['embeddings.create', () => client.embeddings.create({ model: 'text-embedding-3-small', input: 'a' })],
      [
        'completions.create',
        () => client.completions.create({ model: 'gpt-3.5-turbo-instruct', prompt: 'a' }),
      ],
      ['images.generate', () => client.images.generate({ prompt: 'a cat' })],
      [
        'batches.create',
        () =>
          client.batches.create({ completion_window: '24h', endpoint: '/v1/responses', input_file_id: 'f' }),
      ],
      [
        'beta.threads.runs.createAndPoll',
        () => client.beta.threads.runs.createAndPoll('thread_1', { assistant_id: 'a' }),
      ],
      ['responses.compact', () => client.responses.compact({ model: 'gpt-4.1-mini' })],
    ];
    for (const [method, call] of calls) {
      let thrown: unknown;
      try {
        await call();
      } catch (error) {
        thrown = error;
      }
      expect(isUnguardedMethodError(thrown)).toBe(true);
      expect(thrown).toBeInstanceOf(UnguardedMethodError);
      expect(thrown).toMatchObject({ code: 'LOOPGUARD_UNGUARDED_METHOD', method });
      expect((thrown as Error).message).toContain(`guardOpenAI refuses client.${method}()`);
      expect(isGuardError(thrown)).toBe(false);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('lets free methods through to the server', async () => {
    server = await startScriptedServer({ script: [] });
    const client = guardOpenAI(
      new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test', maxRetries: 0 }),
      createGuard(),
    );
    // The scripted server has no models route: a 404 from it proves the call went out unchanged.
    await expect(client.models.list()).rejects.toMatchObject({ status: 404 });
    // Webhooks keep private fields: reaching the header check means the method ran on the real resource.
    await expect(
      client.webhooks.verifySignature('{}', new Headers({ 'webhook-id': 'x' }), 'whsec_dGVzdA=='),
    ).rejects.toThrow('Missing required header: webhook-signature');
  });

  it('guards a client made by withOptions with the same guard', async () => {
    server = await startScriptedServer({ script: (round) => ({ content: `answer ${round}` }) });
    const guard = createGuard({ maxRounds: 1 });
    // Several answers on one run: an answer must not end it.
    const client = guardOpenAI(new OpenAI({ baseURL: server.openAIBaseURL, apiKey: 'test' }), guard, {
      endRunOnAnswer: false,
    });
    const derived = client.withOptions({ timeout: 5_000 });
    await derived.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'a' }],
    });
    await expect(derived.responses.create({ model: 'gpt-4.1-mini', input: 'b' })).rejects.toMatchObject({
      code: 'GUARD_ROUND_LIMIT',
    });
    expect(() => derived.embeddings.create({ model: 'm', input: 'a' })).toThrow(UnguardedMethodError);
    expect(server.requests).toHaveLength(1);
    expect(guard.rounds).toBe(1);
  });
});

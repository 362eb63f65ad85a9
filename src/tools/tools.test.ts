import { describe, expect, it } from 'vitest';
import { defineTool } from './define-tool.js';
import { readEnvelope } from './envelope.js';
import { createToolCallCache } from './tool-call-cache.js';

const context = { signal: undefined, runId: 'r', round: 1 };

describe('defineTool', () => {
  it('wraps plain values and errors into envelopes', async () => {
    const tool = defineTool({
      name: 'divide',
      run: ({ a, b }: { a: number; b: number }) => {
        if (b === 0) throw new Error('division by zero');
        return a / b;
      },
    });
    expect(await tool.run({ a: 6, b: 3 }, context)).toEqual({
      status: 'succeeded',
      is_final: false,
      data: 2,
      next_action_hint: undefined,
    });
    expect(await tool.run({ a: 1, b: 0 }, context)).toMatchObject({
      status: 'failed',
      is_final: false,
      data: 'division by zero',
    });
  });

  it('marks results of a final tool as final', async () => {
    const tool = defineTool({ name: 'submit', final: true, run: () => 'ok' });
    expect(await tool.run({}, context)).toMatchObject({ is_final: true });
  });

  it('rejects a name the model APIs would refuse', () => {
    expect(() => defineTool({ name: 'bad name!', run: () => 1 })).toThrow('Expected tool `name` to match');
  });
});

describe('readEnvelope', () => {
  it('reads envelopes from objects and JSON text only', () => {
    expect(readEnvelope('{"status":"failed","is_final":false,"data":"x"}')?.status).toBe('failed');
    expect(readEnvelope({ status: 'succeeded', is_final: true, data: 1 })?.is_final).toBe(true);
    expect(readEnvelope('{"status":"failed"}')).toBeUndefined();
    expect(readEnvelope('plain text')).toBeUndefined();
  });
});

describe('createToolCallCache', () => {
  it('runs concurrent identical calls once', async () => {
    const cache = createToolCallCache();
    let runs = 0;
    const execute = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status: 'succeeded' as const, is_final: false, data: 'rows' };
    };
    const [first, second] = await Promise.all([cache.run('sig', 1, execute), cache.run('sig', 1, execute)]);
    expect(runs).toBe(1);
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
  });

  it('never caches a failure', async () => {
    const cache = createToolCallCache();
    let runs = 0;
    const execute = async () => {
      runs++;
      return { status: 'failed' as const, is_final: false, data: 'timeout' };
    };
    await cache.run('sig', 1, execute);
    await cache.run('sig', 2, execute);
    expect(runs).toBe(2);
    expect(cache.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { createMemorySink } from '../events/memory-sink.js';
import { createGuard } from '../guard/guard.js';
import { createScriptedModel } from '../testing/scripted-model.js';
import { defineTool } from '../tools/define-tool.js';
import { runAgent } from './run-agent.js';

const cleanCsv = (counter: { runs: number }, options: { idempotent?: boolean } = {}) =>
  defineTool({
    name: 'clean_csv',
    idempotent: options.idempotent ?? false,
    run: ({ path }: { path: string }) => {
      counter.runs++;
      return `${path.trim()}: 980 rows kept`;
    },
  });

const loopOnCleaning = () =>
  createScriptedModel((round) => ({
    toolCalls: [{ name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 3)}` } }],
  }));

describe('runAgent', () => {
  it('stops the incident loop before the fourth model call', async () => {
    const counter = { runs: 0 };
    const { model, requests } = loopOnCleaning();
    const result = await runAgent({
      model,
      modelName: 'gpt-4o-mini',
      task: 'Tidy up the sales CSV.',
      tools: [cleanCsv(counter)],
    });
    expect(result.error?.code).toBe('GUARD_LOOP_DETECTED');
    expect(result.state).toBe('failed');
    expect(requests).toHaveLength(3);
    expect(result.rounds).toBe(3);
    expect(result.cost).toBeGreaterThan(0);
    expect(result.usage.promptTokens).toBeGreaterThan(0);
  });

  it('returns the final answer and completes when the model answers without tools', async () => {
    const { model } = createScriptedModel([
      { toolCalls: [{ name: 'clean_csv', arguments: { path: '/srv/sales.csv' } }] },
      { content: 'Cleaned: 980 rows kept.' },
    ]);
    const result = await runAgent({ model, task: 'Tidy up.', tools: [cleanCsv({ runs: 0 })] });
    expect(result).toMatchObject({
      state: 'completed',
      output: 'Cleaned: 980 rows kept.',
      error: undefined,
      rounds: 2,
    });
  });

  it('ends the run on a final tool without calling the model again', async () => {
    const submit = defineTool({ name: 'submit_report', final: true, run: () => 'report ER-204 submitted' });
    const { model, requests } = createScriptedModel((round) => ({
      toolCalls: [{ name: round === 1 ? 'submit_report' : 'clean_csv', arguments: { month: '2026-10' } }],
    }));
    const result = await runAgent({ model, task: 'File the expense report.', tools: [submit] });
    expect(result).toMatchObject({ state: 'completed', output: 'report ER-204 submitted', error: undefined });
    expect(requests).toHaveLength(1);
  });

  it('reuses the result of an identical idempotent call with a hint', async () => {
    const counter = { runs: 0 };
    const { model } = createScriptedModel([
      { toolCalls: [{ name: 'clean_csv', arguments: { path: '/srv/sales.csv' } }] },
      { toolCalls: [{ name: 'clean_csv', arguments: { path: '/srv/sales.csv ' } }] },
      { content: 'done' },
    ]);
    const result = await runAgent({
      model,
      task: 'Tidy up.',
      tools: [cleanCsv(counter, { idempotent: true })],
    });
    expect(counter.runs).toBe(1);
    const second = JSON.parse(
      result.messages.filter((message) => message.role === 'tool')[1]?.content ?? '{}',
    );
    expect(second).toMatchObject({ status: 'succeeded', data: '/srv/sales.csv: 980 rows kept' });
    expect(second.next_action_hint).toMatch(/identical call already made in round 1/);
  });

  it('sends the loop-avoidance rules with the round budget as the system prompt', async () => {
    const { model, requests } = createScriptedModel([{ content: 'hi' }]);
    await runAgent({ model, task: 'Say hi.', guard: { maxRounds: 7 }, promptRules: 'zh' });
    expect(requests[0]?.messages[0]).toMatchObject({ role: 'system' });
    expect(requests[0]?.messages[0]?.content).toContain('你最多有 7 轮');
  });

  it('puts the nudge into the prompt and halts on the next detection', async () => {
    const { model, requests } = loopOnCleaning();
    const result = await runAgent({
      model,
      task: 'Tidy up.',
      tools: [cleanCsv({ runs: 0 })],
      guard: { loop: { escalation: 'nudge' } },
    });
    const nudge = requests[3]?.messages.at(-1);
    expect(nudge?.role).toBe('user');
    expect(nudge?.content).toMatch(/^Loop warning: clean_csv/);
    expect(result.error?.code).toBe('GUARD_LOOP_DETECTED');
    expect(requests).toHaveLength(4);
  });

  it('turns unknown tools and malformed arguments into failed envelopes', async () => {
    const { model } = createScriptedModel([
      {
        toolCalls: [
          { name: 'drop_table', arguments: {} },
          { name: 'clean_csv', arguments: '{"path":' },
        ],
      },
      { content: 'gave up' },
    ]);
    const result = await runAgent({ model, task: 'x', tools: [cleanCsv({ runs: 0 })] });
    const tools = result.messages
      .filter((message) => message.role === 'tool')
      .map((message) => JSON.parse(message.content ?? ''));
    expect(tools[0]).toMatchObject({ status: 'failed', data: 'unknown tool drop_table' });
    expect(tools[1]).toMatchObject({ status: 'failed', data: 'arguments are not a JSON object' });
  });

  it('uses a guard passed in and emits its events', async () => {
    const sink = createMemorySink();
    const guard = createGuard({ taskId: 'demo', onEvent: sink.listener });
    const { model } = createScriptedModel([{ content: 'done' }]);
    await runAgent({ model, task: 'x', guard });
    expect(sink.events.map((event) => event.event)).toEqual([
      'run_start',
      'llm_request',
      'llm_response',
      'run_end',
    ]);
    expect(sink.events.every((event) => event.task_id === 'demo')).toBe(true);
  });

  it('rejects with the model error and fails the run when the model throws', async () => {
    const guard = createGuard();
    await expect(
      runAgent({
        model: async () => {
          throw new Error('HTTP 500 from provider');
        },
        task: 'x',
        guard,
      }),
    ).rejects.toThrow('HTTP 500 from provider');
    expect(guard.state).toBe('failed');
  });

  it('cuts a hanging model call at the call timeout', async () => {
    const result = await runAgent({
      model: ({ signal }) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
      task: 'x',
      guard: { callTimeoutMs: 50 },
    });
    expect(result.error?.code).toBe('GUARD_TIME_LIMIT');
    expect(result.error?.advice.retryable).toBe(true);
  });
});

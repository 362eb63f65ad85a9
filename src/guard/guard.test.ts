import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, GuardError, isGuardError } from '../errors.js';
import { createMemorySink } from '../events/memory-sink.js';
import { countPromptTokens } from '../pricing/count-tokens.js';
import { createGuard } from './guard.js';

const messages = [{ role: 'user', content: 'Tidy up the sales CSV.' }];

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('Guard gates', () => {
  afterEach(() => vi.useRealTimers());

  it('lets exactly maxRounds calls through, then refuses with GUARD_ROUND_LIMIT', () => {
    const guard = createGuard({ maxRounds: 3 });
    for (let round = 1; round <= 3; round++) guard.beforeCall().end({ text: `answer ${round}` });
    const error = catchError(() => guard.beforeCall());
    expect(isGuardError(error) && error.code).toBe('GUARD_ROUND_LIMIT');
    expect((error as GuardError).message).toContain('exceeded maxRounds (4 > 3)');
    expect((error as GuardError).round).toBe(3);
    expect(guard.rounds).toBe(3);
    expect(guard.state).toBe('failed');
  });

  it('refuses a call after maxDurationMs of run time', () => {
    let now = 1_000;
    const guard = createGuard({ maxDurationMs: 5_000, now: () => now });
    guard.beforeCall().end({ text: 'a' });
    now += 5_000;
    expect((catchError(() => guard.beforeCall()) as GuardError).code).toBe('GUARD_TIME_LIMIT');
  });

  it('aborts an in-flight call at callTimeoutMs with a GUARD_TIME_LIMIT reason', () => {
    vi.useFakeTimers();
    const guard = createGuard({ callTimeoutMs: 2_000, maxDurationMs: 60_000, now: () => Date.now() });
    const ticket = guard.beforeCall();
    const signal = ticket.signal;
    vi.advanceTimersByTime(1_999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as GuardError).code).toBe('GUARD_TIME_LIMIT');
    expect((signal.reason as GuardError).evidence.limit).toBe('callTimeoutMs');
    expect(ticket.fail(new Error('aborted'))).toBe(signal.reason);
    expect(guard.state).toBe('failed');
  });

  it('cuts an in-flight call at the run deadline when it comes before the call timeout', () => {
    vi.useFakeTimers();
    const guard = createGuard({ callTimeoutMs: 60_000, maxDurationMs: 3_000, now: () => Date.now() });
    guard.beforeCall().end({ text: 'a' });
    vi.advanceTimersByTime(2_000);
    const signal = guard.beforeCall().signal;
    vi.advanceTimersByTime(1_000);
    expect((signal.reason as GuardError).evidence.limit).toBe('maxDurationMs');
  });

  it('refuses a call whose prompt would pass maxTokens over the run', () => {
    const guard = createGuard({ maxTokens: 1_000 });
    guard.beforeCall({ promptTokens: 600 }).end({ usage: { promptTokens: 600, completionTokens: 100 } });
    const error = catchError(() => guard.beforeCall({ promptTokens: 301 })) as GuardError;
    expect(error.code).toBe('GUARD_TOKEN_LIMIT');
    expect(error.evidence).toMatchObject({ limit: 'maxTokens', limitValue: 1_000, observed: 1_001 });
  });

  it('counts prompt tokens locally when the caller gives messages', () => {
    const guard = createGuard({ maxPromptTokens: 10 });
    const long = [{ role: 'user', content: 'word '.repeat(50) }];
    expect((catchError(() => guard.beforeCall({ messages: long })) as GuardError).evidence.limit).toBe(
      'maxPromptTokens',
    );
  });

  it('turns a limit off with null', () => {
    const guard = createGuard({ maxRounds: null, loop: false });
    for (let round = 0; round < 50; round++) guard.beforeCall().end({ text: 'same' });
    expect(guard.rounds).toBe(50);
  });
});

describe('Guard money gate', () => {
  const prices = { 'test-model': { inputPerMTok: 1_000, outputPerMTok: 2_000 } };

  it('reserves the worst case and refuses the call that could pass maxCost', () => {
    const guard = createGuard({ maxCost: 1, prices, maxTokens: null });
    // 100 prompt tokens at $1000/M = $0.10, 200 output tokens at $2000/M = $0.40: reserve $0.50
    guard.beforeCall({ model: 'test-model', promptTokens: 100, maxOutputTokens: 200 }).end({
      usage: { promptTokens: 100, completionTokens: 200 },
    });
    expect(guard.cost).toBeCloseTo(0.5);
    guard.beforeCall({ model: 'test-model', promptTokens: 100, maxOutputTokens: 200 }).end({
      usage: { promptTokens: 100, completionTokens: 100 },
    });
    expect(guard.cost).toBeCloseTo(0.8);
    const error = catchError(() =>
      guard.beforeCall({ model: 'test-model', promptTokens: 100, maxOutputTokens: 200 }),
    ) as GuardError;
    expect(error.code).toBe('GUARD_BUDGET_LIMIT');
    expect(error.evidence.reserved).toBeCloseTo(0.5);
    expect(guard.cost).toBeLessThanOrEqual(1);
  });

  it('reserves defaultMaxOutputTokens when the request sets no maximum', () => {
    const guard = createGuard({ maxCost: 1, prices, defaultMaxOutputTokens: 1_000 });
    // 1000 output tokens at $2000/M = $2 > $1
    expect(
      (catchError(() => guard.beforeCall({ model: 'test-model', promptTokens: 1 })) as GuardError).code,
    ).toBe('GUARD_BUDGET_LIMIT');
  });

  it('never ends a run above its budget while the prompt grows and the provider bills more than counted', () => {
    const guard = createGuard({ maxCost: 0.05, maxRounds: null, maxTokens: null, loop: false });
    const conversation: { role: string; content: string }[] = [...messages];
    for (let round = 0; round < 1_000; round++) {
      let ticket: ReturnType<typeof guard.beforeCall>;
      try {
        ticket = guard.beforeCall({ model: 'gpt-4o-mini', messages: conversation, maxOutputTokens: 500 });
      } catch (error) {
        expect((error as GuardError).code).toBe('GUARD_BUDGET_LIMIT');
        break;
      }
      const billed = Math.round(countPromptTokens(conversation) * 1.15) + 300;
      ticket.end({ usage: { promptTokens: billed, completionTokens: 500 } });
      conversation.push({ role: 'tool', content: `rows ${round}: ${'value, '.repeat(400)}` });
    }
    expect(guard.state).toBe('failed');
    expect(guard.rounds).toBeGreaterThan(3);
    expect(guard.cost).toBeLessThanOrEqual(0.05);
    expect(guard.cost).toBeGreaterThan(0.04);
  });

  it('prices cached prompt tokens at the cached rate', () => {
    const guard = createGuard({
      prices: { m: { inputPerMTok: 10, outputPerMTok: 0, cachedInputPerMTok: 1 } },
    });
    guard
      .beforeCall({ model: 'm' })
      .end({ usage: { promptTokens: 1_000_000, cachedPromptTokens: 500_000, completionTokens: 0 } });
    expect(guard.cost).toBeCloseTo(5 + 0.5);
  });

  it('converts to the budget currency with usdRate', () => {
    const guard = createGuard({ currency: 'EUR', usdRate: 0.5, prices });
    guard.beforeCall({ model: 'test-model' }).end({ usage: { promptTokens: 1_000, completionTokens: 0 } });
    expect(guard.cost).toBeCloseTo(0.5);
  });

  it('throws a ConfigError for a model without a known price when a budget is set', () => {
    const guard = createGuard({ maxCost: 1 });
    const error = catchError(() => guard.beforeCall({ model: 'my-private-model', promptTokens: 10 }));
    expect(ConfigError.isInstance(error) && error.code).toBe('LOOPGUARD_UNKNOWN_PRICE');
    expect((error as Error).message).toContain('prices.my-private-model');
  });
});

describe('Guard run state', () => {
  it('moves init → processing → waiting_tool → processing → completed', () => {
    const guard = createGuard();
    expect(guard.state).toBe('init');
    const ticket = guard.beforeCall();
    expect(guard.state).toBe('processing');
    ticket.end({ toolCalls: [{ id: 'c1', name: 'lookup', arguments: '{}' }] });
    expect(guard.state).toBe('waiting_tool');
    guard.recordToolResult({ toolCallId: 'c1', result: 'found' });
    expect(guard.state).toBe('processing');
    guard.beforeCall().end({ text: 'done' });
    guard.complete();
    expect(guard.state).toBe('completed');
    expect((catchError(() => guard.beforeCall()) as GuardError).code).toBe('GUARD_RUN_CLOSED');
  });

  it('completes the run when a tool returns is_final, whatever the model wants next', () => {
    const guard = createGuard();
    guard.beforeCall().end({ toolCalls: [{ id: 'c1', name: 'submit', arguments: '{}' }] });
    guard.recordToolResult({
      toolCallId: 'c1',
      result: '{"status":"succeeded","is_final":true,"data":"ER-204"}',
    });
    expect(guard.state).toBe('completed');
    expect(() => guard.beforeCall()).toThrow(/has completed/);
  });

  it('completes the run for a tool marked final in the policy, but not on its failure', () => {
    const guard = createGuard({ tools: { submit: { final: true } } });
    guard.beforeCall().end({ toolCalls: [{ id: 'c1', name: 'submit' }] });
    guard.recordToolResult({ toolCallId: 'c1', result: 'error: rejected', isError: true });
    expect(guard.state).toBe('processing');
    guard.beforeCall().end({ toolCalls: [{ id: 'c2', name: 'submit' }] });
    guard.recordToolResult({ toolCallId: 'c2', result: 'accepted' });
    expect(guard.state).toBe('completed');
  });

  it('rethrows the original trip on every later call', () => {
    const guard = createGuard({ maxRounds: 1 });
    guard.beforeCall().end({ text: 'a' });
    const first = catchError(() => guard.beforeCall());
    expect(catchError(() => guard.beforeCall())).toBe(first);
  });
});

describe('Guard loop detection', () => {
  function loopOnce(guard: ReturnType<typeof createGuard>, round: number) {
    const ticket = guard.beforeCall();
    ticket.end({
      toolCalls: [
        {
          id: `c${round}`,
          name: 'clean_csv',
          arguments: `{"path":"/srv/sales.csv${' '.repeat(round % 2)}"}`,
        },
      ],
    });
    guard.recordToolResult({ toolCallId: `c${round}`, result: '980 rows kept' });
    return ticket;
  }

  it('refuses the call after the third identical action with GUARD_LOOP_DETECTED and evidence', () => {
    const guard = createGuard();
    for (let round = 1; round <= 3; round++) loopOnce(guard, round);
    const error = catchError(() => guard.beforeCall()) as GuardError;
    expect(error.code).toBe('GUARD_LOOP_DETECTED');
    expect(error.evidence).toMatchObject({ detector: 'repeated_action', rounds: [1, 2, 3] });
    expect(error.advice.retryable).toBe(false);
  });

  it('nudges on the first detection and halts on the next with escalation: nudge', () => {
    const guard = createGuard({ loop: { escalation: 'nudge' } });
    for (let round = 1; round <= 3; round++) loopOnce(guard, round);
    const nudged = loopOnce(guard, 4);
    expect(nudged.nudge).toMatch(
      /^Loop warning: clean_csv\(\{"path":"\/srv\/sales.csv"\}\) repeated 3 times/,
    );
    expect(nudged.nudge).toContain('The earlier result was: 980 rows kept');
    expect((catchError(() => guard.beforeCall()) as GuardError).code).toBe('GUARD_LOOP_DETECTED');
  });

  it('reports consecutive failed LLM calls as a retry storm', () => {
    const guard = createGuard({ loop: { maxCallFailures: 3 } });
    for (let attempt = 0; attempt < 3; attempt++) guard.beforeCall().fail(new Error('HTTP 500'));
    const error = catchError(() => guard.beforeCall()) as GuardError;
    expect(error.code).toBe('GUARD_RETRY_STORM');
    expect(error.advice).toMatchObject({ retryable: true, cooldownMs: 60_000 });
  });
});

describe('Guard concurrency', () => {
  it('lets exactly maxRounds of many concurrent callers through', async () => {
    const guard = createGuard({ maxRounds: 10, loop: false });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, async (_, index) => {
        const ticket = guard.beforeCall({ promptTokens: 10 });
        await new Promise((resolve) => setTimeout(resolve, index % 3));
        ticket.end({ usage: { promptTokens: 10, completionTokens: 5 } });
      }),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(guard.usage.totalTokens).toBe(150);
    expect(guard.usage.reservedTokens).toBe(0);
  });

  it('keeps the budget under concurrent reservations', async () => {
    const guard = createGuard({
      maxCost: 1,
      prices: { m: { inputPerMTok: 0, outputPerMTok: 10_000 } },
      maxRounds: null,
    });
    const tickets = [];
    for (let index = 0; index < 5; index++) {
      try {
        tickets.push(guard.beforeCall({ model: 'm', promptTokens: 0, maxOutputTokens: 30 }));
      } catch (error) {
        expect((error as GuardError).code).toBe('GUARD_BUDGET_LIMIT');
      }
    }
    expect(tickets).toHaveLength(3);
    for (const ticket of tickets) ticket.end({ usage: { promptTokens: 0, completionTokens: 30 } });
    expect(guard.cost).toBeLessThanOrEqual(1);
  });

  it('matches parallel tool results by id in any order', () => {
    const guard = createGuard();
    guard.beforeCall().end({
      toolCalls: [
        { id: 'a', name: 'read', arguments: { path: 'a' } },
        { id: 'b', name: 'read', arguments: { path: 'b' } },
      ],
    });
    guard.recordToolResult({ toolCallId: 'b', result: 'B' });
    expect(guard.state).toBe('waiting_tool');
    guard.recordToolResult({ toolCallId: 'a', result: 'A' });
    expect(guard.state).toBe('processing');
  });
});

describe('Guard events', () => {
  it('emits one structured event per step with the schema fields', () => {
    const sink = createMemorySink();
    let now = 1_700_000_000_000;
    const guard = createGuard({
      taskId: 'clean-sales',
      runId: 'r-1',
      agentName: 'cleaner',
      now: () => now,
      onEvent: sink.listener,
    });
    const ticket = guard.beforeCall({ model: 'gpt-4o-mini', messages });
    now += 250;
    ticket.end({
      model: 'gpt-4o-mini',
      usage: { promptTokens: 420, completionTokens: 60, cachedPromptTokens: 100 },
      toolCalls: [{ id: 'c1', name: 'clean_csv', arguments: '{"path":"/srv/sales.csv "}' }],
    });
    guard.recordToolResult({ toolCallId: 'c1', result: 'error: locked', isError: true });
    guard.complete();
    expect(sink.events.map((event) => event.event)).toEqual([
      'run_start',
      'llm_request',
      'llm_response',
      'tool_call',
      'tool_result',
      'run_end',
    ]);
    const response = sink.events[2];
    expect(response).toMatchObject({
      task_id: 'clean-sales',
      run_id: 'r-1',
      round: 1,
      agent_name: 'cleaner',
      model: 'gpt-4o-mini',
      latency_ms: 250,
      token_usage: { prompt: 420, completion: 60, cached: 100, total: 480 },
      currency: 'USD',
    });
    expect(response?.cost).toBeGreaterThan(0);
    expect(sink.events[3]).toMatchObject({
      tool_name: 'clean_csv',
      action_signature: 'clean_csv({"path":"/srv/sales.csv"})',
    });
    expect(sink.events[3]?.tool_args_hash).toMatch(/^[0-9a-f]{14}$/);
    expect(sink.events[4]).toMatchObject({ status: 'failed', error_message: 'error: locked' });
    expect(sink.events[5]).toMatchObject({ state: 'completed', timestamp: now });
  });

  it('emits guard_trigger and run_end with the code when it trips', () => {
    const sink = createMemorySink();
    const guard = createGuard({ maxRounds: 1, onEvent: sink.listener });
    guard.beforeCall().end({ text: 'a' });
    expect(() => guard.beforeCall()).toThrow(GuardError);
    expect(sink.events.slice(-2)).toMatchObject([
      { event: 'guard_trigger', code: 'GUARD_ROUND_LIMIT', action: 'halt' },
      { event: 'run_end', state: 'failed', code: 'GUARD_ROUND_LIMIT' },
    ]);
  });

  it('keeps going when a listener throws, reporting through onError', () => {
    const errors: unknown[] = [];
    const guard = createGuard({
      onEvent: () => {
        throw new Error('sink down');
      },
      onError: (error) => errors.push(error),
    });
    guard.beforeCall().end({ text: 'ok' });
    expect(errors.length).toBeGreaterThan(0);
    expect(guard.rounds).toBe(1);
  });
});

import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySink } from '../events/memory-sink.js';
import { createOtelSink } from '../events/otel-sink.js';
import { createGuard } from './guard.js';

describe('run_end is the last event of a run', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for a call in flight when the run deadline trips, then ends every span', () => {
    vi.useFakeTimers();
    const memory = createMemorySink();
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    const otel = createOtelSink({ tracer: provider.getTracer('test') });
    const guard = createGuard({
      maxDurationMs: 1_000,
      callTimeoutMs: null,
      now: () => Date.now(),
      onEvent: [memory.listener, otel.listener],
    });
    const first = guard.beforeCall({ model: 'gpt-4o-mini' });
    first.end({
      toolCalls: [{ id: 'c1', name: 'fetch', arguments: {} }],
      usage: { promptTokens: 5, completionTokens: 5 },
    });
    guard.recordToolResult({ toolCallId: 'c1', name: 'fetch', result: 'ok' });
    const second = guard.beforeCall({ model: 'gpt-4o-mini' });
    const signal = second.signal;
    vi.advanceTimersByTime(1_000);
    expect(signal.aborted).toBe(true);
    expect(guard.state).toBe('failed');
    second.fail(signal.reason);
    // A late tool result after the end is counted nowhere in the event stream.
    guard.recordToolResult({ toolCallId: 'late', name: 'fetch', result: 'late' });
    const names = memory.events.map((event) => event.event);
    expect(names.at(-1)).toBe('run_end');
    expect(names.filter((name) => name === 'run_end')).toHaveLength(1);
    expect(names.slice(-3)).toEqual(['guard_trigger', 'llm_response', 'run_end']);
    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name).sort()).toEqual(
      ['chat gpt-4o-mini', 'chat gpt-4o-mini', 'execute_tool fetch', 'invoke_agent'].sort(),
    );
    otel.end();
    expect(exporter.getFinishedSpans()).toHaveLength(4);
  });

  it('ends the run anyway when a call in flight never settles', () => {
    vi.useFakeTimers();
    const memory = createMemorySink();
    const guard = createGuard({ maxRounds: 1, now: () => Date.now(), onEvent: memory.listener });
    guard.beforeCall();
    guard.fail(new Error('the agent gave up'));
    expect(memory.events.some((event) => event.event === 'run_end')).toBe(false);
    vi.advanceTimersByTime(5_000);
    expect(memory.events.at(-1)?.event).toBe('run_end');
    expect(memory.events.at(-1)?.state).toBe('failed');
  });
});

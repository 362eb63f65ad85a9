import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../stores/event-reader.js';
import { traceSummary, traceTable } from './trace-view.js';

let id = 0;
const event = (fields: Partial<StoredEvent> & Pick<StoredEvent, 'event' | 'timestamp'>): StoredEvent => ({
  id: id++,
  task_id: 'task-1',
  run_id: 'run-1',
  round: 1,
  agent_name: null,
  model: 'm',
  prompt_tokens: null,
  completion_tokens: null,
  total_tokens: null,
  cost: null,
  currency: null,
  latency_ms: null,
  tool_name: null,
  action_signature: null,
  status: null,
  error_message: null,
  code: null,
  detector: null,
  action: null,
  state: null,
  ...fields,
});

const events = [
  event({ event: 'run_start', timestamp: 1_000_000, round: 0 }),
  event({ event: 'llm_request', timestamp: 1_000_000, total_tokens: 400 }),
  event({ event: 'llm_response', timestamp: 1_001_250, total_tokens: 520, cost: 0.01, currency: 'USD' }),
  event({ event: 'run_end', timestamp: 1_184_000, state: 'completed' }),
];

describe('traceTable', () => {
  it('shows time since the first event as a person reads it, and ms for machines', () => {
    expect(traceTable(events).rows.map((row) => row[0])).toEqual(['+0 ms', '+0 ms', '+1.2 s', '+3 min 4 s']);
    const machine = traceTable(events, { durations: 'ms' });
    expect(machine.head[0]).toBe('+ms');
    expect(machine.rows.map((row) => row[0])).toEqual([0, 0, 1_250, 184_000]);
  });

  it('keeps the local estimate and the billed usage in columns of their own', () => {
    const table = traceTable(events);
    const estimated = table.head.indexOf('est. tokens');
    const billed = table.head.indexOf('billed tokens');
    expect(table.rows.map((row) => [row[3], row[estimated], row[billed]])).toEqual([
      ['run_start', null, null],
      ['llm_request', 400, null],
      ['llm_response', null, 520],
      ['run_end', null, null],
    ]);
  });
});

describe('traceTable detail', () => {
  const long = `search:${'x'.repeat(120)}`;
  const failed = [
    event({ event: 'tool_call', timestamp: 1, tool_name: 'search', action_signature: long }),
    event({
      event: 'tool_result',
      timestamp: 2,
      tool_name: 'search',
      action_signature: 'search:q',
      status: 'failed',
      error_message: 'HTTP 503 from the search API',
    }),
    event({ event: 'tool_result', timestamp: 3, tool_name: 'search', status: 'succeeded' }),
  ];
  const detailOf = (options = {}) => {
    const table = traceTable(failed, options);
    const column = table.head.indexOf('signature / detail');
    return table.rows.map((row) => row[column]);
  };

  it('shows a failed tool call with its error, and cuts long text at 80 characters by default', () => {
    expect(detailOf()).toEqual([long.slice(0, 80), 'search:q → failed: HTTP 503 from the search API', '']);
  });

  it('keeps every character when told to (--wide, a pipe, JSON or CSV)', () => {
    expect(detailOf({ fullText: true })[0]).toBe(long);
  });
});

describe('traceSummary', () => {
  it('says how long the task ran and that its tokens are the billed ones', () => {
    expect(traceSummary(events)).toBe(
      'task task-1: 1 run(s) over 3 min 4 s, 1 LLM calls, 520 tokens billed, 0.0100 USD; ended: completed',
    );
  });
});

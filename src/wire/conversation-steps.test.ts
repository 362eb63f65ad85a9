import { describe, expect, it } from 'vitest';
import {
  type ConversationRecorder,
  conversationSteps,
  latestConversationSteps,
  recordConversationTail,
  recordConversationTailSliced,
} from './conversation-steps.js';
import type { HistoryMessage } from './tool-results.js';

const history: HistoryMessage[] = [
  { role: 'system', content: 'You are a helpful agent.' },
  { role: 'user', content: 'Run the flaky test 5 times.' },
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: 'c1', type: 'function', function: { name: 'run_tests', arguments: '{"n":1}' } }],
  },
  { role: 'tool', tool_call_id: 'c1', content: '1 failed', is_error: true },
  { role: 'user', content: 'Try the other seed.', name: 'reviewer' },
  {
    role: 'assistant',
    content: [
      { type: 'text', text: 'Using ' },
      { type: 'text', text: 'seed 7.' },
    ],
  },
  { role: 'user', content: 'ok' },
];

function recorder() {
  const seen: string[] = [];
  const target: ConversationRecorder = {
    recordToolResult: (input) => seen.push(`result ${input.name}: ${String(input.result)}`),
    recordToolResultOnce: (input) => seen.push(`result ${input.toolCallId}: ${String(input.result)}`),
    recordMessage: (message) => seen.push(`${message.speaker}: ${message.text}`),
  };
  return { seen, target };
}

describe('conversationSteps', () => {
  it('reads the task, model turns, results and other speakers in order', () => {
    expect(
      conversationSteps(history).map((step) =>
        step.kind === 'model'
          ? `model ${step.speaker ?? '-'} ${step.text ?? '-'} ${step.toolCalls.map((call) => call.name).join(',')}`
          : step.kind === 'result'
            ? `result ${step.result.name} ${step.result.text} ${step.result.isError}`
            : `message ${step.speaker} ${step.text}`,
      ),
    ).toEqual([
      'message user Run the flaky test 5 times.',
      'model - - run_tests',
      'result run_tests 1 failed true',
      'message reviewer Try the other seed.',
      'model - Using seed 7. ',
      'message user ok',
    ]);
  });

  it('names an agent speaking as the assistant by its name', () => {
    const [step] = conversationSteps([{ role: 'assistant', content: 'Approved.', name: 'critic' }]);
    expect(step).toMatchObject({ kind: 'model', speaker: 'critic', text: 'Approved.' });
  });

  it('reads a tool_result block as a result and the words beside it as a message', () => {
    const steps = conversationSteps([
      { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'grep', input: { q: 'x' } }] },
      {
        role: 'user',
        content: [
          { type: 'tool_result', tool_use_id: 't1', content: 'no match' },
          { type: 'text', text: 'Look in src/ instead.' },
        ],
      },
    ]);
    expect(steps.map((step) => step.kind)).toEqual(['model', 'result', 'message']);
    expect(steps[1]).toMatchObject({ result: { toolCallId: 't1', name: 'grep', text: 'no match' } });
    expect(steps[2]).toMatchObject({ speaker: 'user', text: 'Look in src/ instead.' });
  });
});

describe('latestConversationSteps', () => {
  it('reads what follows the last model turn, or the task before the first', () => {
    expect(latestConversationSteps(history.slice(0, 5)).map((step) => step.kind)).toEqual([
      'result',
      'message',
    ]);
    expect(latestConversationSteps(history.slice(0, 2))).toMatchObject([
      { kind: 'message', speaker: 'user', text: 'Run the flaky test 5 times.' },
    ]);
  });
});

describe('recordConversationTail', () => {
  it('records a retried request’s messages once, and the next tail again', () => {
    const { seen, target } = recorder();
    recordConversationTail(target, history.slice(0, 5));
    recordConversationTail(target, history.slice(0, 5));
    recordConversationTail(target, history);
    expect(seen).toEqual([
      'result c1: 1 failed',
      'reviewer: Try the other seed.',
      'result c1: 1 failed',
      'user: ok',
    ]);
  });
});

describe('recordConversationTailSliced', () => {
  it('records what recordConversationTail records, in order, retries once', async () => {
    const sync = recorder();
    const sliced = recorder();
    const pause = { due: () => true, pause: () => new Promise<void>((resolve) => setImmediate(resolve)) };
    for (const messages of [history.slice(0, 5), history.slice(0, 5), history]) {
      recordConversationTail(sync.target, messages);
      await recordConversationTailSliced(sliced.target, messages, sliced.target, pause);
    }
    expect(sliced.seen).toEqual(sync.seen);
  });

  it('lets the event loop turn while it records a thousand results', async () => {
    const calls = Array.from({ length: 1_000 }, (_, index) => ({
      id: `k${index}`,
      type: 'function',
      function: { name: 'read', arguments: `{"n":${index}}` },
    }));
    const messages: HistoryMessage[] = [
      { role: 'user', content: 'Read them all.' },
      { role: 'assistant', content: null, tool_calls: calls },
      ...calls.map((call) => ({ role: 'tool', tool_call_id: call.id, content: `row ${call.id}` })),
    ];
    const { seen, target } = recorder();
    let pauses = 0;
    const pause = {
      due: () => true,
      pause: async () => {
        pauses++;
        await new Promise<void>((resolve) => setImmediate(resolve));
      },
    };
    await recordConversationTailSliced(target, messages, target, pause);
    expect(seen).toHaveLength(1_000);
    expect(seen[999]).toBe('result k999: row k999');
    expect(pauses).toBeGreaterThan(50);
  });
});

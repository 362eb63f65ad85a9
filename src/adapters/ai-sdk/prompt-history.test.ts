import { describe, expect, it } from 'vitest';
import { conversationSteps } from '../../wire/index.js';
import { promptHistory } from './prompt-history.js';

describe('promptHistory', () => {
  it('reads a prompt as replay reads the same conversation in chat form', () => {
    const history = promptHistory([
      { role: 'system', content: 'You clean data.' },
      { role: 'user', content: [{ type: 'text', text: 'Tidy up the sales CSV.' }] },
      {
        role: 'assistant',
        content: [
          { type: 'reasoning', text: 'I should look first.' },
          { type: 'tool-call', toolCallId: 'call_1', toolName: 'read_csv', input: { path: 'sales.csv' } },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'call_1',
            toolName: 'read_csv',
            output: { type: 'text', value: '120 rows' },
          },
        ],
      },
    ]);
    expect(conversationSteps(history)).toEqual(
      conversationSteps([
        { role: 'system', content: 'You clean data.' },
        { role: 'user', content: 'Tidy up the sales CSV.' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 'call_1', function: { name: 'read_csv', arguments: { path: 'sales.csv' } } }],
        },
        { role: 'tool', tool_call_id: 'call_1', content: '120 rows' },
      ]),
    );
  });

  it('reads an error output as a failure and any other output by its text', () => {
    const steps = conversationSteps(
      promptHistory([
        {
          role: 'assistant',
          content: [
            { type: 'tool-call', toolCallId: 'a', toolName: 'fetch', input: {} },
            { type: 'tool-call', toolCallId: 'b', toolName: 'fetch', input: {} },
          ],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: 'a',
              toolName: 'fetch',
              output: { type: 'error-text', value: 'timeout' },
            },
            {
              type: 'tool-result',
              toolCallId: 'b',
              toolName: 'fetch',
              output: { type: 'json', value: { ok: 1 } },
            },
          ],
        },
      ]),
    );
    expect(steps.filter((step) => step.kind === 'result').map((step) => step.result)).toEqual([
      { toolCallId: 'a', name: 'fetch', text: 'timeout', isError: true },
      { toolCallId: 'b', name: 'fetch', text: '{"ok":1}', isError: undefined },
    ]);
  });
});

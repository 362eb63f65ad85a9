import { describe, expect, it } from 'vitest';
import { conversationSteps } from '../../wire/index.js';
import { agentsHistory } from './agents-history.js';

// Items as the Agents SDK's runner writes them for a run: the task, a function call, its result.
const call = {
  type: 'function_call',
  callId: 'call_1',
  name: 'kubectl',
  arguments: '{"args":["get","nodes"]}',
};

describe('agentsHistory', () => {
  it('reads the items as replay reads the same conversation in chat form', () => {
    const history = agentsHistory([
      { role: 'system', content: 'You operate the cluster.' },
      { role: 'user', content: [{ type: 'input_text', text: 'Are the nodes Ready?' }] },
      call,
      {
        type: 'function_call_result',
        callId: 'call_1',
        name: 'kubectl',
        output: { type: 'text', text: '3 nodes Ready' },
      },
      { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'All 3 are Ready.' }] },
    ]);
    expect(conversationSteps(history)).toEqual(
      conversationSteps([
        { role: 'system', content: 'You operate the cluster.' },
        { role: 'user', content: 'Are the nodes Ready?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id: 'call_1', function: { name: 'kubectl', arguments: '{"args":["get","nodes"]}' } },
          ],
        },
        { role: 'tool', tool_call_id: 'call_1', content: '3 nodes Ready' },
        { role: 'assistant', content: 'All 3 are Ready.' },
      ]),
    );
  });

  it('reads the text the SDK writes for a tool that threw as a failure, in the error own words', () => {
    const [, result] = conversationSteps(
      agentsHistory([
        call,
        {
          type: 'function_call_result',
          callId: 'call_1',
          name: 'kubectl',
          output: {
            type: 'text',
            text: 'An error occurred while running the tool. Please try again. Error: Error: i/o timeout',
          },
        },
      ]),
    );
    expect(result).toMatchObject({
      kind: 'result',
      result: { toolCallId: 'call_1', name: 'kubectl', text: 'Error: i/o timeout', isError: true },
    });
  });

  it('reads the fixed text newer SDKs write for a tool that threw (no error shown) as a failure', () => {
    const [, result] = conversationSteps(
      agentsHistory([
        call,
        {
          type: 'function_call_result',
          callId: 'call_1',
          name: 'kubectl',
          output: { type: 'text', text: 'An error occurred while running the tool. Please try again.' },
        },
      ]),
    );
    expect(result).toMatchObject({
      kind: 'result',
      result: { text: 'An error occurred while running the tool. Please try again.', isError: true },
    });
  });

  it('leaves a result that returned text to its text, with no flag', () => {
    const [, result] = conversationSteps(
      agentsHistory([
        call,
        { type: 'function_call_result', callId: 'call_1', name: 'kubectl', output: 'connection refused' },
      ]),
    );
    expect(result).toMatchObject({
      kind: 'result',
      result: { text: 'connection refused', isError: undefined },
    });
  });
});

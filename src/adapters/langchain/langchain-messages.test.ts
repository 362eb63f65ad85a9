import { AIMessage, HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages';
import { describe, expect, it } from 'vitest';
import { conversationSteps } from '../../wire/index.js';
import { langchainHistory, type MessageLike } from './langchain-messages.js';

const read = (messages: unknown[]) => conversationSteps(langchainHistory(messages as MessageLike[]));

describe('langchainHistory', () => {
  it('reads LangChain messages as replay reads the same conversation in chat form, speakers included', () => {
    const steps = read([
      new SystemMessage('You plan the release.'),
      new HumanMessage('Ship 2.0.'),
      new AIMessage({
        content: '',
        tool_calls: [{ id: 'call_1', name: 'changelog', args: {}, type: 'tool_call' }],
      }),
      new ToolMessage({ content: '12 entries', tool_call_id: 'call_1' }),
      new HumanMessage({ content: 'Looks good to me.', name: 'reviewer' }),
    ]);
    expect(steps).toEqual(
      conversationSteps([
        { role: 'system', content: 'You plan the release.' },
        { role: 'user', content: 'Ship 2.0.' },
        {
          role: 'assistant',
          content: '',
          tool_calls: [{ id: 'call_1', function: { name: 'changelog', arguments: {} } }],
        },
        { role: 'tool', tool_call_id: 'call_1', content: '12 entries' },
        { role: 'user', content: 'Looks good to me.', name: 'reviewer' },
      ]),
    );
    expect(steps.at(-1)).toMatchObject({ kind: 'message', speaker: 'reviewer' });
  });

  it('reads status error as a failure and leaves status success to the text', () => {
    const results = read([
      new AIMessage({
        content: '',
        tool_calls: [
          { id: 'a', name: 'deploy', args: {}, type: 'tool_call' },
          { id: 'b', name: 'deploy', args: {}, type: 'tool_call' },
        ],
      }),
      new ToolMessage({ content: 'Error: quota exceeded', tool_call_id: 'a', status: 'error' }),
      new ToolMessage({ content: 'deployed', tool_call_id: 'b', status: 'success' }),
    ]).filter((step) => step.kind === 'result');
    expect(results.map((step) => step.result.isError)).toEqual([true, undefined]);
  });
});

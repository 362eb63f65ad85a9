import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type HistoryMessage, latestToolResults, toolHistory } from './tool-results.js';

const request = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../test/fixtures/wire/${name}`, import.meta.url), 'utf8')) as {
    messages: HistoryMessage[];
  };

describe('latestToolResults', () => {
  it('reads the OpenAI tool message after the last assistant turn, named after its call', () => {
    const { messages } = request('openai-chat-tool-history.request.json');
    expect(latestToolResults(messages)).toEqual([
      {
        toolCallId: 'call_NihFwNUckQ2eDoE0a9OQaO5l',
        name: 'get_capital',
        text: 'London',
        isError: undefined,
      },
    ]);
  });

  it('reads the Anthropic tool_result block after the last assistant turn, with is_error', () => {
    const { messages } = request('anthropic-messages-tool-history.request.json');
    expect(latestToolResults(messages)).toEqual([
      {
        toolCallId: 'toolu_017JxhPYQ3zux4W4Q4so9THn',
        name: 'shell',
        text: '{"output": "4\\n", "exit_code": 0}',
        isError: false,
      },
    ]);
  });

  it('is empty when the last message is the assistant turn or there is none', () => {
    expect(
      latestToolResults([
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'hello' },
      ]),
    ).toEqual([]);
    expect(latestToolResults([{ role: 'tool', tool_call_id: 'x', content: 'orphan' }])).toEqual([]);
  });

  it('reads a multimodal Anthropic result with the shared text rule', () => {
    const messages: HistoryMessage[] = [
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'screenshot', input: {} }] },
      {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: 'toolu_1',
            content: [
              { type: 'text', text: 'done' },
              { type: 'image', source: { type: 'url', url: 'https://example.com/s.png' } },
            ],
          },
        ],
      },
    ];
    expect(latestToolResults(messages)[0]?.text).toBe('done\n<image https://example.com/s.png>');
  });
});

describe('toolHistory', () => {
  it('lists every OpenAI call and result in order', () => {
    const { messages } = request('openai-chat-tool-history.request.json');
    expect(toolHistory(messages)).toEqual([
      {
        type: 'call',
        messageIndex: 1,
        call: {
          id: 'pyd_ai_5c28ff78075941bd9a9fd2f43fe84ae1',
          name: 'get_capital',
          arguments: '{"country":"France"}',
        },
      },
      {
        type: 'result',
        messageIndex: 2,
        result: {
          toolCallId: 'pyd_ai_5c28ff78075941bd9a9fd2f43fe84ae1',
          name: 'get_capital',
          text: 'Paris',
          isError: undefined,
        },
      },
      {
        type: 'call',
        messageIndex: 5,
        call: {
          id: 'call_NihFwNUckQ2eDoE0a9OQaO5l',
          name: 'get_capital',
          arguments: '{"country":"England"}',
        },
      },
      {
        type: 'result',
        messageIndex: 6,
        result: {
          toolCallId: 'call_NihFwNUckQ2eDoE0a9OQaO5l',
          name: 'get_capital',
          text: 'London',
          isError: undefined,
        },
      },
    ]);
  });

  it('lists the Anthropic tool_use blocks with their input objects', () => {
    const { messages } = request('anthropic-messages-tool-history.request.json');
    const entries = toolHistory(messages);
    expect(entries.map((entry) => entry.type)).toEqual(['call', 'result', 'call', 'result']);
    expect(entries[2]).toEqual({
      type: 'call',
      messageIndex: 3,
      call: {
        id: 'toolu_017JxhPYQ3zux4W4Q4so9THn',
        name: 'shell',
        arguments: { command: 'python3 -c "print(2 + 2)"' },
      },
    });
  });

  it('reads a legacy function_call and function message', () => {
    const messages = [
      { role: 'assistant', content: null, function_call: { name: 'lookup', arguments: '{"q":1}' } },
      { role: 'function', name: 'lookup', content: 'found' },
    ] as HistoryMessage[];
    expect(toolHistory(messages)).toEqual([
      { type: 'call', messageIndex: 0, call: { id: undefined, name: 'lookup', arguments: '{"q":1}' } },
      {
        type: 'result',
        messageIndex: 1,
        result: { toolCallId: undefined, name: 'lookup', text: 'found', isError: undefined },
      },
    ]);
  });
});

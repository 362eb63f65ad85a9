import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_HEADER,
  conversationKey,
  firstUserText,
  scriptPerConversation,
} from './conversation-script.js';
import type { RecordedRequest } from './scripted-handler.js';

const request = (round: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ({
    api: 'openai',
    path: '/v1/chat/completions',
    round,
    turn: round,
    body,
    stream: false,
    headers,
  }) as RecordedRequest;

describe('firstUserText', () => {
  it('reads the first user message of chat, Responses and Anthropic bodies', () => {
    const messages = [
      { role: 'system', content: 'be brief' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'fix ' },
          { type: 'text', text: 'the build' },
        ],
      },
      { role: 'user', content: 'later' },
    ];
    expect(firstUserText({ messages })).toBe('fix the build');
    expect(firstUserText({ input: 'go' })).toBe('go');
    expect(firstUserText({ input: [{ role: 'user', content: [{ type: 'input_text', text: 'hi' }] }] })).toBe(
      'hi',
    );
    expect(firstUserText({ messages: [{ role: 'assistant', content: 'x' }] })).toBe('');
  });
});

describe('scriptPerConversation', () => {
  const script = [{ content: 'one' }, { content: 'two' }];

  it('plays the script from its first turn for each conversation, and past its end says so', () => {
    const conversations = scriptPerConversation(script);
    const a = { messages: [{ role: 'user', content: 'task A' }] };
    const b = { messages: [{ role: 'user', content: 'task B' }] };
    expect(conversations.play(1, request(1, a))).toEqual({ content: 'one' });
    expect(conversations.play(2, request(2, b))).toEqual({ content: 'one' });
    expect(conversations.play(3, request(3, a))).toEqual({ content: 'two' });
    expect(conversations.play(4, request(4, a))).toEqual({ content: '(the scripted model has no turn 3)' });
    expect(conversations.turnOf(2)).toEqual({ conversation: 2, turn: 1 });
    expect(conversations.turnOf(3)).toEqual({ conversation: 1, turn: 2 });
    expect(conversations.conversations).toBe(2);
  });

  it('lets the header name the conversation over the first user message', () => {
    const body = { messages: [{ role: 'user', content: 'same task' }] };
    expect(conversationKey(request(1, body, { [CONVERSATION_HEADER]: 'agent-7' }))).toBe('header:agent-7');
    const conversations = scriptPerConversation(script);
    conversations.play(1, request(1, body, { [CONVERSATION_HEADER]: 'agent-1' }));
    expect(conversations.play(2, request(2, body, { [CONVERSATION_HEADER]: 'agent-2' }))).toEqual({
      content: 'one',
    });
    expect(conversations.play(3, request(3, body, { [CONVERSATION_HEADER]: 'agent-1' }))).toEqual({
      content: 'two',
    });
  });
});

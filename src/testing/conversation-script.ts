import { messageText } from '../wire/index.js';
import type { RecordedRequest } from './scripted-handler.js';
import type { ScriptedTurn } from './scripted-model.js';

/** The header that names a conversation for {@link scriptPerConversation}; without it, the first user message does. */
export const CONVERSATION_HEADER = 'x-mock-llm-conversation';

/** The first user message of a chat, Responses or Anthropic request body, as text; '' when it has none. */
export function firstUserText(body: Readonly<Record<string, unknown>>): string {
  if (typeof body.input === 'string') return body.input;
  const items = Array.isArray(body.messages) ? body.messages : Array.isArray(body.input) ? body.input : [];
  const first = items.find((item) => (item as { role?: unknown } | null)?.role === 'user') as
    | { content?: unknown }
    | undefined;
  return first ? (messageText(first.content) ?? '') : '';
}

/** What names the conversation a request belongs to: the header if sent, else its first user message. */
export function conversationKey(request: Pick<RecordedRequest, 'headers' | 'body'>): string {
  const header = request.headers[CONVERSATION_HEADER];
  if (typeof header === 'string' && header !== '') return `header:${header}`;
  return `first-user:${firstUserText(request.body)}`;
}

/** A script played once per conversation, with the turn each request got in its own conversation. */
export interface ConversationScript {
  /** The handler's `script` option. */
  readonly play: (turn: number, request: RecordedRequest) => ScriptedTurn;
  /** The turn of its conversation that answered a request (by the handler's request number), and its key. */
  turnOf(round: number): { readonly conversation: number; readonly turn: number } | undefined;
  /** Conversations seen so far. */
  readonly conversations: number;
}

/**
 * Plays `script` from its first turn for each conversation: several agents (or runs) talking to one mock
 * server each get the whole recorded run, instead of sharing one sequence of turns. A conversation is named
 * by the `x-mock-llm-conversation` header, else by its first user message, which every call of an agent's
 * run resends.
 */
export function scriptPerConversation(script: readonly ScriptedTurn[]): ConversationScript {
  const played = new Map<string, { readonly index: number; turns: number }>();
  const byRound = new Map<number, { conversation: number; turn: number }>();
  return {
    play(_turn, request) {
      const key = conversationKey(request);
      let conversation = played.get(key);
      if (!conversation) {
        conversation = { index: played.size + 1, turns: 0 };
        played.set(key, conversation);
      }
      const turn = ++conversation.turns;
      byRound.set(request.round, { conversation: conversation.index, turn });
      return script[turn - 1] ?? { content: `(the scripted model has no turn ${turn})` };
    },
    turnOf: (round) => byRound.get(round),
    get conversations() {
      return played.size;
    },
  };
}

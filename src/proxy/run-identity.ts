import { type ConversationPrint, printConversation } from './conversation-index.js';
import type { ProxyApiCodec } from './proxy-api.js';
import type { ProxyContext } from './proxy-context.js';
import { derivedRunId } from './run-labels.js';

type Body = Record<string, unknown>;

/** Who a header-less request is, for the conversation index. */
export interface ConversationIdentity {
  readonly runId: string;
  /** The conversation's task: its start (system prompt, first user message, tools) and the client. */
  readonly taskId: string;
  /** The request's history, to remember the answer by; keys are scoped to the client. */
  readonly print: ConversationPrint | undefined;
  readonly scope: string;
}

function newRunId(taskId: string): string {
  return `${taskId}-${globalThis.crypto.randomUUID().slice(0, 8)}`;
}

/**
 * The run a request without `x-loopguard-run-id` belongs to. It continues a run only when it carries what
 * that run's last answer left: a Responses `previous_response_id` the run produced, or a history that is the
 * run's last request followed by its answer (same messages in order, then new ones). Anything else starts a
 * new run of the conversation's task: identical openings of two agents are two runs, and a request the
 * index cannot place (another gateway instance served the last answer, a client that rewrote its history)
 * costs a fresh window, never a merge. The client key is part of every key.
 */
export function identifyConversation(
  context: ProxyContext,
  codec: ProxyApiCodec,
  body: Body,
  clientId: string | undefined,
): ConversationIdentity {
  const taskId = derivedRunId(codec.conversationStart(body), clientId);
  const scope = `${clientId ?? ''}|`;
  const previous = body.previous_response_id;
  if (typeof previous === 'string' && previous !== '') {
    const runId = context.conversations.find(`${scope}response|${previous}`);
    return { runId: runId ?? newRunId(taskId), taskId, print: undefined, scope };
  }
  const print = printConversation(codec.history(body));
  const runId =
    print.continues === undefined ? undefined : context.conversations.find(`${scope}${print.continues}`);
  return { runId: runId ?? newRunId(taskId), taskId, print, scope };
}

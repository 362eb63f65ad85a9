import type { BudgetLedger } from '../guard/budget-ledger.js';
import type { Guard } from '../guard/guard.js';
import type { GuardedCall } from '../guard/guarded-call.js';
import { textAction } from '../signature/text-action.js';
import { answerKey } from './conversation-index.js';
import type { GuardedRequest } from './guarded-request.js';
import type { ProxyContext } from './proxy-context.js';
import { type BegunCall, type CallOutcome, FINAL_ANSWER } from './run-access.js';

/** How a forwarded call ends: once, on its guard and where the run is kept, its shared hold settled or freed. */
export interface CallEnding {
  /** Ends the call; resolves once its writes are done or kept in the settle journal (never rejects for a store). */
  end(outcome: CallOutcome): Promise<void>;
  /** {@link end} without waiting, an error reported to `onError` (a stream's end, a reply already sent). */
  endQuietly(outcome: CallOutcome): void;
  /** The call's hold in the shared scopes, once made. */
  holdShared(id: string | undefined): void;
}

const stopReasons = new Set(['stop', 'end_turn', 'stop_sequence', 'completed']);

/**
 * The outcome with `complete` set when it ends a run named by its conversation: an answer with no tool call,
 * no action written in its text (a ReAct agent acts in text) and a stop reason (a cut or broken stream has none).
 */
function concluded(read: GuardedRequest, outcome: CallOutcome): CallOutcome {
  if (read.conversation === undefined || outcome.kind !== 'settled' || outcome.trip) return outcome;
  const response = outcome.response;
  if ((response.toolCalls?.length ?? 0) > 0) return outcome;
  if (!stopReasons.has(response.finishReason ?? '')) return outcome;
  if (typeof response.text === 'string' && textAction(response.text) !== undefined) return outcome;
  return { ...outcome, complete: true };
}

/** The ending of one call begun on `begun`'s run. */
export function callEnding(
  context: ProxyContext,
  read: GuardedRequest,
  guard: Guard,
  call: GuardedCall,
  begun: BegunCall<unknown>,
): CallEnding {
  const { options } = context;
  const metrics = options.metrics;
  const ledger: BudgetLedger | undefined = options.budget;
  const { codec, facts } = read;
  const ticketId = call.ticket.id;
  let shared: string | undefined;
  const storeFailed =
    (store: 'runs' | 'budget') =>
    (error: unknown): never => {
      metrics?.storeError(store);
      throw error;
    };
  let ended = false;
  const end = (given: CallOutcome): Promise<void> => {
    if (ended) return Promise.resolve();
    ended = true;
    const outcome = concluded(read, given);
    if (outcome.trip) guard.fail(outcome.trip);
    if (outcome.kind === 'settled') {
      call.settle(outcome.response);
      if (outcome.complete) guard.complete(FINAL_ANSWER);
    } else call.fail(outcome.trip ?? outcome.error);
    // What the call was settled at, as its ticket says (the core may have settled it already, mid-stream).
    const settled = call.ticket.settled;
    const usd = (settled?.cost ?? 0) / guard.options.usdRate;
    const answerId = outcome.kind === 'settled' ? outcome.response.id : undefined;
    if (settled && answerId !== undefined)
      context.stored.remember(answerId, settled.usage.promptTokens + settled.usage.completionTokens);
    // A run named by its conversation goes on where its answer left it; a final answer leaves nothing to
    // continue, so the conversation's next user turn starts a new run of the same task.
    const conversation = read.conversation;
    if (conversation && outcome.kind === 'settled' && !outcome.trip && !outcome.complete) {
      const runId = read.labels.runId;
      if (conversation.print)
        context.conversations.remember(
          `${conversation.scope}${answerKey(conversation.print, outcome.response)}`,
          runId,
        );
      if (answerId !== undefined)
        context.conversations.remember(`${conversation.scope}response|${answerId}`, runId);
    }
    if (settled && facts.model !== undefined) {
      metrics?.tokens(codec.api, facts.model, settled.usage.promptTokens, settled.usage.completionTokens);
      metrics?.spend(codec.api, facts.model, usd);
    }
    const hold = shared;
    // A store that cannot take the call's end now gets it later (the journal): the call was made, and
    // billed when it was answered, so its client gets the answer and its cost is charged on reconnect.
    const writes = [context.journal.write(() => begun.finish(ticketId, outcome).catch(storeFailed('runs')))];
    if (hold !== undefined && ledger) {
      const settle = outcome.kind === 'settled' ? () => ledger.settle(hold, usd) : () => ledger.release(hold);
      writes.push(context.journal.write(() => settle().catch(storeFailed('budget'))));
    }
    return Promise.all(writes).then(() => undefined);
  };
  return {
    end,
    endQuietly: (outcome) => {
      end(outcome).catch(options.onError);
    },
    holdShared: (id) => {
      shared = id;
    },
  };
}

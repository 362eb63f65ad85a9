import type { BudgetLedger } from '../guard/budget-ledger.js';
import type { Guard } from '../guard/guard.js';
import type { GuardedCall } from '../guard/guarded-call.js';
import type { GuardedRequest } from './guarded-request.js';
import type { ProxyContext } from './proxy-context.js';
import type { BegunCall, CallOutcome } from './run-access.js';

/** How a forwarded call ends: once, on its guard and where the run is kept, its shared hold settled or freed. */
export interface CallEnding {
  /** Ends the call; resolves once its writes are done or kept in the settle journal (never rejects for a store). */
  end(outcome: CallOutcome): Promise<void>;
  /** {@link end} without waiting, an error reported to `onError` (a stream's end, a reply already sent). */
  endQuietly(outcome: CallOutcome): void;
  /** The call's hold in the shared scopes, once made. */
  holdShared(id: string | undefined): void;
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
  const end = (outcome: CallOutcome): Promise<void> => {
    if (ended) return Promise.resolve();
    ended = true;
    if (outcome.trip) guard.fail(outcome.trip);
    if (outcome.kind === 'settled') call.settle(outcome.response);
    else call.fail(outcome.trip ?? outcome.error);
    // What the call was settled at, as its ticket says (the core may have settled it already, mid-stream).
    const settled = call.ticket.settled;
    const usd = (settled?.cost ?? 0) / guard.options.usdRate;
    const answerId = outcome.kind === 'settled' ? outcome.response.id : undefined;
    if (settled && answerId !== undefined)
      context.stored.remember(answerId, settled.usage.promptTokens + settled.usage.completionTokens);
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

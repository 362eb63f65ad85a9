import type { ConversationIndex } from './conversation-index.js';
import type { Upstream } from './proxy-exchange.js';
import type { ResolvedProxyOptions } from './proxy-options.js';
import type { RetryBudget } from './retry-budget.js';
import type { RunAccess } from './run-access.js';
import type { SettleJournal } from './settle-journal.js';
import type { StoredConversations } from './stored-conversations.js';

/** What every request of one proxy shares. */
export interface ProxyContext {
  readonly options: ResolvedProxyOptions & { readonly onError: (error: unknown) => void };
  readonly upstream: Upstream;
  readonly runs: RunAccess;
  readonly retries: RetryBudget;
  /** Call ends the store could not take yet, tried again until it is back. */
  readonly journal: SettleJournal;
  /** Conversations the provider stores behind the answers relayed (Responses `previous_response_id`). */
  readonly stored: StoredConversations;
  /** Which run a header-less request continues (see {@link ConversationIndex}). */
  readonly conversations: ConversationIndex;
}

/** The proxy's own time on one request: running, except while the upstream works. */
export class LatencyClock {
  private readonly startedAt = performance.now();
  private pausedAt: number | undefined;
  private upstreamMs = 0;

  /** The upstream starts working. */
  pause(): void {
    this.pausedAt = performance.now();
  }

  /** The upstream answered (headers, or the whole body for a plain call). */
  resume(): void {
    if (this.pausedAt === undefined) return;
    this.upstreamMs += performance.now() - this.pausedAt;
    this.pausedAt = undefined;
  }

  /** The proxy's own time so far, seconds. */
  seconds(): number {
    this.resume();
    return (performance.now() - this.startedAt - this.upstreamMs) / 1000;
  }
}

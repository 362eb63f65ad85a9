/** Tool call ids an adapter's tool results are matched against, plain JSON. */
export interface ToolLedgerState {
  /** Ids of tool calls the model made, oldest first. */
  readonly asked: readonly string[];
  /** Ids whose result was recorded, oldest first. */
  readonly recorded: readonly string[];
}

/** Ids kept per list: far more than the tool calls in flight at once, so nothing live is forgotten. */
const LEDGER_LIMIT = 512;

/** Adds to an insertion-ordered set, forgetting the oldest past the limit. */
function remember(ids: Set<string>, id: string): void {
  ids.add(id);
  if (ids.size > LEDGER_LIMIT) ids.delete(ids.values().next().value as string);
}

/**
 * Which tool calls a run made and which of their results it has recorded. Adapters learn results from the
 * message history of the next request, which repeats every earlier result; the ledger lets each one count
 * once, and only for calls the guard saw, whichever adapter (LLM or MCP) reports it first.
 */
export class ToolLedger {
  private readonly asked: Set<string>;
  private readonly recorded: Set<string>;

  constructor(state?: ToolLedgerState) {
    this.asked = new Set(state?.asked ?? []);
    this.recorded = new Set(state?.recorded ?? []);
  }

  /** Remembers the ids of tool calls the model made. */
  rememberCalls(ids: Iterable<string | undefined>): void {
    for (const id of ids) if (id !== undefined) remember(this.asked, id);
  }

  /** True the first time a result for `id` is offered; `requireAsked` ignores ids the model never used. */
  claim(id: string, requireAsked: boolean): boolean {
    if (this.recorded.has(id)) return false;
    if (requireAsked && !this.asked.has(id)) return false;
    remember(this.recorded, id);
    return true;
  }

  snapshot(): ToolLedgerState {
    return { asked: [...this.asked], recorded: [...this.recorded] };
  }
}

/** Tool call ids an adapter's tool results are matched against, plain JSON. */
export interface ToolLedgerState {
  /** Ids of tool calls the model made, newest last. */
  readonly asked: readonly string[];
  /** Ids whose result was recorded, newest last. */
  readonly recorded: readonly string[];
}

/** Ids kept per list: far more than the tool calls in flight at once, so nothing live is forgotten. */
const LEDGER_LIMIT = 512;

function bounded(values: string[]): string[] {
  return values.length > LEDGER_LIMIT ? values.slice(-LEDGER_LIMIT) : values;
}

/**
 * Which tool calls a run made and which of their results it has recorded. Adapters learn results from the
 * message history of the next request, which repeats every earlier result; the ledger lets each one count
 * once, and only for calls the guard saw, whichever adapter (LLM or MCP) reports it first.
 */
export class ToolLedger {
  private asked: string[];
  private recorded: string[];

  constructor(state?: ToolLedgerState) {
    this.asked = [...(state?.asked ?? [])];
    this.recorded = [...(state?.recorded ?? [])];
  }

  /** Remembers the ids of tool calls the model made. */
  rememberCalls(ids: Iterable<string | undefined>): void {
    for (const id of ids) if (id !== undefined) this.asked.push(id);
    this.asked = bounded(this.asked);
  }

  /** True the first time a result for `id` is offered; `requireAsked` ignores ids the model never used. */
  claim(id: string, requireAsked: boolean): boolean {
    if (this.recorded.includes(id)) return false;
    if (requireAsked && !this.asked.includes(id)) return false;
    this.recorded.push(id);
    this.recorded = bounded(this.recorded);
    return true;
  }

  snapshot(): ToolLedgerState {
    return { asked: [...this.asked], recorded: [...this.recorded] };
  }
}

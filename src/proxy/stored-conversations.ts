/**
 * What each answer this process relayed left stored on the provider's side, by its id: its prompt and output
 * tokens, which a request continuing it by `previous_response_id` is billed for without sending them. Bounded:
 * past `maxEntries` the oldest answers are forgotten (a request continuing one then counts as unknown).
 */
export class StoredConversations {
  private readonly tokens = new Map<string, number>();

  constructor(private readonly maxEntries = 100_000) {}

  /** The tokens stored behind `id`, or `undefined` for an answer this process did not relay. */
  get(id: string): number | undefined {
    return this.tokens.get(id);
  }

  /** Remembers an answer's stored conversation: the prompt it was billed for and the output it added. */
  remember(id: string, tokens: number): void {
    this.tokens.delete(id);
    this.tokens.set(id, tokens);
    if (this.tokens.size > this.maxEntries) {
      const oldest = this.tokens.keys().next().value;
      if (oldest !== undefined) this.tokens.delete(oldest);
    }
  }
}

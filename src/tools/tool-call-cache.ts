import type { ToolResultEnvelope } from './envelope.js';

interface CacheEntry {
  readonly round: number;
  readonly result: Promise<ToolResultEnvelope>;
}

/** Per-run cache of idempotent tool calls keyed by action signature hash. */
export interface ToolCallCache {
  /**
   * Runs `execute` once per signature; an identical later (or concurrent) call gets the first result with a
   * hint that it was reused. Failed results are never cached.
   */
  run(
    signatureHash: string,
    round: number,
    execute: () => Promise<ToolResultEnvelope>,
  ): Promise<{ result: ToolResultEnvelope; cached: boolean }>;
  readonly size: number;
}

/** Creates an empty per-run cache. */
export function createToolCallCache(): ToolCallCache {
  const entries = new Map<string, CacheEntry>();
  return {
    get size() {
      return entries.size;
    },
    async run(signatureHash, round, execute) {
      const entry = entries.get(signatureHash);
      if (entry) {
        const earlier = await entry.result;
        return {
          cached: true,
          result: {
            ...earlier,
            next_action_hint: `identical call already made in round ${entry.round}; this is its result, reused without running again. Do not call it again.`,
          },
        };
      }
      const result = execute();
      entries.set(signatureHash, { round, result });
      const settled = await result.catch((error: unknown) => {
        entries.delete(signatureHash);
        throw error;
      });
      if (settled.status === 'failed') entries.delete(signatureHash);
      return { result: settled, cached: false };
    },
  };
}

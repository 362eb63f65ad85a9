import { createRequire } from 'node:module';

type CountTokens = (text: string) => number;

let loaded: CountTokens | undefined;

/**
 * The o200k tokenizer's count, loaded on first use: its rank table costs about 65 MiB of memory, which a
 * process that never counts (a replay of transcripts that carry their usage, a guard without token or
 * money limits) should not pay. Loaded synchronously through the package's CommonJS build, since counting
 * happens inside `beforeCall`.
 */
export function countTokens(text: string): number {
  if (!loaded) {
    const tokenizer = createRequire(import.meta.url)('gpt-tokenizer') as { countTokens: CountTokens };
    loaded = tokenizer.countTokens;
  }
  return loaded(text);
}

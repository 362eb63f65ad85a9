import type { ModelPrice as CatalogPrice } from '@pydantic/genai-prices';
import { requireOnFirstUse } from '../utils/first-use.js';

// The catalogue is loaded on the first look-up that reaches it, not when the package is imported.
const loadCatalog = requireOnFirstUse<typeof import('@pydantic/genai-prices')>('@pydantic/genai-prices');

/** A model's price per million tokens, in US dollars. */
export interface ModelPrice {
  readonly inputPerMTok: number;
  readonly outputPerMTok: number;
  /** Rate for cache-read input tokens. @default inputPerMTok */
  readonly cachedInputPerMTok?: number | undefined;
  /** Rate for cache-write input tokens (Anthropic). @default inputPerMTok */
  readonly cacheWriteInputPerMTok?: number | undefined;
}

/** Token counts of one call, normalised: `promptTokens` includes cached and cache-write tokens. */
export interface TokenUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly cachedPromptTokens?: number | undefined;
  readonly cacheWritePromptTokens?: number | undefined;
}

/** Resolves prices from overrides, then from the maintained `@pydantic/genai-prices` catalogue. */
export interface PriceBook {
  /** The model's price in USD per million tokens, or `undefined` when neither source knows it. */
  priceOf(model: string): ModelPrice | undefined;
  /** Cost of a call in USD. */
  costOf(model: string, usage: TokenUsage): number | undefined;
}

function highest(value: CatalogPrice[string]): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return value;
  return Math.max(value.base, ...value.tiers.map((tier) => tier.price));
}

function fromCatalog(model: string): ModelPrice | undefined {
  const candidates = [model];
  const slash = model.lastIndexOf('/');
  if (slash >= 0) candidates.push(model.slice(slash + 1));
  const { calcPrice } = loadCatalog();
  for (const candidate of candidates) {
    const found = calcPrice({ input_tokens: 1 }, candidate);
    if (!found) continue;
    const price = found.model_price;
    const input = highest(price.input_mtok);
    const output = highest(price.output_mtok);
    if (input === undefined || output === undefined) continue;
    return {
      inputPerMTok: input,
      outputPerMTok: output,
      cachedInputPerMTok: highest(price.cache_read_mtok) ?? input,
      cacheWriteInputPerMTok: highest(price.cache_write_mtok) ?? input,
    };
  }
  return undefined;
}

/** Cost in USD of a call at a given price. Tiered catalogue prices use their highest tier (never under). */
export function costAt(price: ModelPrice, usage: TokenUsage): number {
  const cached = usage.cachedPromptTokens ?? 0;
  const written = usage.cacheWritePromptTokens ?? 0;
  const uncached = Math.max(0, usage.promptTokens - cached - written);
  return (
    (uncached * price.inputPerMTok +
      cached * (price.cachedInputPerMTok ?? price.inputPerMTok) +
      written * (price.cacheWriteInputPerMTok ?? price.inputPerMTok) +
      usage.completionTokens * price.outputPerMTok) /
    1_000_000
  );
}

const catalogCache = new Map<string, ModelPrice | undefined>();

/**
 * A price book with per-model overrides; catalogue look-ups are cached per model for the process.
 * @example createPriceBook().costOf('gpt-4o-mini', { promptTokens: 1000, completionTokens: 100 })
 */
export function createPriceBook(overrides: Readonly<Record<string, ModelPrice>> = {}): PriceBook {
  const cache = catalogCache;
  const priceOf = (model: string): ModelPrice | undefined => {
    const override = overrides[model];
    if (override) return override;
    if (!cache.has(model)) cache.set(model, fromCatalog(model));
    return cache.get(model);
  };
  return {
    priceOf,
    costOf(model, usage) {
      const price = priceOf(model);
      return price ? costAt(price, usage) : undefined;
    },
  };
}

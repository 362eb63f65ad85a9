import { familyHeader, labelText, sampleValue } from './prometheus-text.js';

/** Label values beyond this many distinct sets in one family are counted under `other`. */
export const DEFAULT_MAX_LABEL_SETS = 500;

/** A counter family with fixed label names, e.g. `loopguard_calls_total{api,model}`. */
export interface CounterFamily {
  /** Adds `amount` to the counter of these label values (in the order of the family's label names). */
  add(values: readonly string[], amount: number): void;
  /** The family in the text format; nothing when no counter was ever bumped. */
  render(): string;
}

interface Series {
  readonly labels: string;
  value: number;
}

/**
 * A counter family. A bump looks its series up by the raw label values joined (no escaping or formatting on
 * the hot path); label text is built once per new series. Label values come from clients (the model name),
 * so the number of series is capped: past `maxLabelSets` every new set is counted as `other`, and a client
 * cannot grow the gateway's memory or the scrape without bound.
 */
export function createCounterFamily(
  name: string,
  help: string,
  labelNames: readonly string[],
  maxLabelSets = DEFAULT_MAX_LABEL_SETS,
): CounterFamily {
  const series = new Map<string, Series>();
  const overflow = labelNames.map(() => 'other');
  const overflowKey = overflow.join('\u0000');
  const seriesFor = (values: readonly string[]): Series => {
    const key = values.join('\u0000');
    let found = series.get(key);
    if (found === undefined) {
      if (series.size >= maxLabelSets && key !== overflowKey) return seriesFor(overflow);
      const labels: Record<string, string> = {};
      labelNames.forEach((label, index) => {
        labels[label] = values[index] ?? '';
      });
      found = { labels: labelText(labels), value: 0 };
      series.set(key, found);
    }
    return found;
  };
  return {
    add(values, amount) {
      seriesFor(values).value += amount;
    },
    render() {
      if (series.size === 0) return '';
      let text = familyHeader(name, 'counter', help);
      for (const entry of series.values()) text += `${name}${entry.labels} ${sampleValue(entry.value)}\n`;
      return text;
    },
  };
}

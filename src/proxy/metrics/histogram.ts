import { familyHeader, sampleValue } from './prometheus-text.js';

/**
 * Buckets of the proxy's added latency, seconds: fine below a millisecond, where the gateway's own work sits
 * (its target is 0.3 ms at p50), coarse above, where a store or a slow policy would show.
 */
export const ADDED_LATENCY_BUCKETS = [
  0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1,
] as const;

/** A histogram without labels. */
export interface Histogram {
  observe(value: number): void;
  render(): string;
}

/** A histogram over fixed upper bounds (ascending); an observation bumps one bucket, cumulated when rendered. */
export function createHistogram(name: string, help: string, bounds: readonly number[]): Histogram {
  const counts = new Array<number>(bounds.length + 1).fill(0);
  let sum = 0;
  let count = 0;
  return {
    observe(value) {
      let index = 0;
      while (index < bounds.length && value > (bounds[index] as number)) index++;
      counts[index] = (counts[index] as number) + 1;
      sum += value;
      count++;
    },
    render() {
      let text = familyHeader(name, 'histogram', help);
      let cumulative = 0;
      bounds.forEach((bound, index) => {
        cumulative += counts[index] as number;
        text += `${name}_bucket{le="${sampleValue(bound)}"} ${cumulative}\n`;
      });
      text += `${name}_bucket{le="+Inf"} ${count}\n${name}_sum ${sampleValue(sum)}\n${name}_count ${count}\n`;
      return text;
    },
  };
}

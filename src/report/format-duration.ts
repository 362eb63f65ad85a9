/**
 * A duration as a person reads it: `850 ms`, `1.2 s`, `42 s`, `3 min 4 s`, `2 h 5 min`, `1 d 3 h`.
 * Two units at most; the smaller one is left out when it is 0.
 * @example formatDuration(184_000) // '3 min 4 s'
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return String(ms);
  if (ms < 0) return `-${formatDuration(-ms)}`;
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 10_000) return `${(Math.floor(ms / 100) / 10).toFixed(1)} s`;
  const seconds = Math.floor(ms / 1_000);
  if (seconds < 60) return `${seconds} s`;
  const pair = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small === 0 ? `${big} ${bigUnit}` : `${big} ${bigUnit} ${small} ${smallUnit}`;
  if (seconds < 3_600) return pair(Math.floor(seconds / 60), 'min', seconds % 60, 's');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1_440) return pair(Math.floor(minutes / 60), 'h', minutes % 60, 'min');
  const hours = Math.floor(minutes / 60);
  return pair(Math.floor(hours / 24), 'd', hours % 24, 'h');
}

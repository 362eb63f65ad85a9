/** Seeded values that real tools print differently on every call: ids, times, ports, addresses. */
export interface Noise {
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number of seconds with `digits` decimals, in [min, max]. */
  seconds(min: number, max: number, digits?: number): string;
  hex(length: number): string;
  /** Lower-case letters and digits. */
  token(length: number): string;
  pick<T>(items: readonly T[]): T;
  uuid(): string;
  pid(): number;
  /** An ephemeral port. */
  port(): number;
  /** A heap address as Python and Node print them. */
  address(): string;
  /** A temp file name as `mktemp`/`tempfile` make them. */
  tmp(): string;
}

/** A deterministic {@link Noise}: the same seed gives the same corpus on every machine. */
export function noise(seed: number): Noise {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const from = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join('');
  const hex = (length: number) => from('0123456789abcdef', length);
  return {
    int,
    seconds: (min, max, digits = 2) => (min + next() * (max - min)).toFixed(digits),
    hex,
    token: (length) => from('abcdefghijklmnopqrstuvwxyz0123456789', length),
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${from('89ab', 1)}${hex(3)}-${hex(12)}`,
    pid: () => int(1_200, 98_000),
    port: () => int(32_768, 60_999),
    address: () => `0x7f${hex(10)}`,
    tmp: () => `/tmp/tmp${from('abcdefghijklmnopqrstuvwxyz0123456789_', 8)}`,
  };
}

/** An ISO time `offsetMs` after 2025-03-14T09:00:00Z. */
export const isoAt = (offsetMs: number) => new Date(Date.UTC(2025, 2, 14, 9, 0, 0) + offsetMs).toISOString();

/** `Fri, 14 Mar 2025 09:00:00 GMT` style, as HTTP `date` headers print it. */
export const httpDateAt = (offsetMs: number) =>
  new Date(Date.UTC(2025, 2, 14, 9, 0, 0) + offsetMs).toUTCString();

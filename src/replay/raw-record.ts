/**
 * Bounds on one run read by `replay`. A run beyond them gets a per-run error instead of a verdict, so one
 * hostile record can neither exhaust memory nor overflow the stack of the guard's recursive walkers.
 */
export interface ReplayLimits {
  /** Largest run, in bytes of its JSON text. @default 67108864 (64 MiB) */
  readonly maxRunBytes: number;
  /** Deepest nesting of arrays and objects in a run, and in JSON text carried inside it. @default 256 */
  readonly maxDepth: number;
}

/** The limits `replay` applies; a real transcript is far inside both (runs of MBs, depth under 20). */
export const replayLimits: ReplayLimits = Object.freeze({ maxRunBytes: 64 * 2 ** 20, maxDepth: 256 });

/** One record cut out of an input file by a splitter: its JSON text, or why it was skipped. */
export type RawRecord =
  | {
      readonly kind: 'json';
      /**
       * The record's UTF-8 bytes, decoded only when it is parsed: strings for a whole chunk of records
       * would outlive two scavenges and fill the old generation, where bytes live outside the JS heap.
       */
      readonly bytes: Uint8Array;
      /** 1-based line and column of the record's first character. */
      readonly line: number;
      readonly column: number;
    }
  | {
      readonly kind: 'issue';
      readonly line: number;
      readonly column?: number;
      readonly message: string;
    };

function sizeText(bytes: number): string {
  return bytes >= 2 ** 20 && bytes % 2 ** 20 === 0 ? `${bytes / 2 ** 20} MiB` : `${bytes} bytes`;
}

/** The sentence for a record cut off by {@link ReplayLimits}. */
export function limitMessage(reason: 'size' | 'depth', limits: ReplayLimits): string {
  return reason === 'size'
    ? `run is larger than ${sizeText(limits.maxRunBytes)}; skipped`
    : `run is nested deeper than ${limits.maxDepth} levels; skipped`;
}

function isBlank(bytes: Uint8Array): boolean {
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return false;
  }
  return true;
}

/** The record for a finished run of bytes, or none when it is only whitespace. */
export function jsonRecord(
  parts: readonly Uint8Array[],
  line: number,
  column: number,
): RawRecord | undefined {
  const bytes = parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts);
  return isBlank(bytes) ? undefined : { kind: 'json', bytes, line, column };
}

/** The text of a record's bytes. */
export function recordText(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

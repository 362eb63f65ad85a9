import { built } from './built.js';

// The build users run (see built.ts).
const { readSseBatches } = await built<typeof import('../src/wire/read-sse.js')>('wire/read-sse.js');

/** One pathological stream at one size: the time to read it, and the floor of decoding its bytes alone. */
export interface HostileStreamSample {
  readonly kind: string;
  readonly bytes: number;
  readonly ms: number;
  readonly floorMs: number;
}

const readBytes = 4_096;

/** The stream cut into 4 KB reads, as a socket delivers a large answer. */
function reads(text: string): Uint8Array[] {
  const bytes = Buffer.from(text);
  const out: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; start += readBytes)
    out.push(bytes.subarray(start, start + readBytes));
  return out;
}

/** Streams an upstream could send to the gateway: one huge event, comments without end, many small events. */
const kinds: Record<string, (size: number) => string> = {
  'one event': (size) => `data: ${'x'.repeat(size - 8)}\n\n`,
  'comment lines, no blank line': (size) =>
    `${`: ${'y'.repeat(98)}\n`.repeat(Math.floor((size - 9) / 101))}data: z\n\n`,
  'small events': (size) => `data: {"delta":"0123456789"}\n\n`.repeat(Math.floor(size / 31)),
};

/**
 * Time `readSseBatches` takes over each kind of stream at 1 and 16 MB in 4 KB reads, beside decoding the same
 * reads alone (`TextDecoder`, the least any reader does). The held text of an unfinished event is searched
 * only where new and capped at the buffer limit, so the time grows with the size, not with its square.
 */
export async function measureHostileStreams(
  sizes: readonly number[] = [2 ** 20, 16 * 2 ** 20],
): Promise<HostileStreamSample[]> {
  const samples: HostileStreamSample[] = [];
  for (const [kind, make] of Object.entries(kinds)) {
    for (const size of sizes) {
      const input = reads(make(size));
      let best = Number.POSITIVE_INFINITY;
      let floor = Number.POSITIVE_INFINITY;
      for (let repeat = 0; repeat < 3; repeat++) {
        const decoder = new TextDecoder();
        let started = performance.now();
        let chars = 0;
        for (const read of input) chars += decoder.decode(read, { stream: true }).length;
        floor = Math.min(floor, performance.now() - started);
        started = performance.now();
        let events = 0;
        for await (const batch of readSseBatches(input, { maxBufferSize: 32 * 2 ** 20 }))
          events += batch.events.length;
        best = Math.min(best, performance.now() - started);
        if (events === 0 || chars === 0) throw new Error(`the ${kind} stream gave no event`);
      }
      samples.push({ kind, bytes: size, ms: best, floorMs: floor });
    }
  }
  return samples;
}

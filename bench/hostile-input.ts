import { built } from './built.js';

// The build users run (see built.ts).
const { createGuard } = await built<typeof import('../src/guard/guard.js')>('guard/guard.js');

/** One pathological kind of tool result at one size, with the time `beforeCall` took on it. */
export interface HostileSample {
  readonly kind: string;
  readonly bytes: number;
  readonly medianMs: number;
  readonly maxMs: number;
}

function pseudoRandomBytes(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 11;
  for (let index = 0; index < length; index++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[index] = state >>> 16;
  }
  return bytes;
}

/** Texts that once froze the event loop (runs of one character) and the densest ordinary ones. */
const kinds: Record<string, (size: number) => string> = {
  spaces: (size) => ' '.repeat(size),
  'one letter': (size) => 'x'.repeat(size),
  emoji: (size) => '😀'.repeat(size / 4),
  base64: (size) => pseudoRandomBytes(size).toString('base64').slice(0, size),
  'whitespace-padded JSON': (size) => `{"rows": 980,${' '.repeat(size - 30)}"ok": true}`,
};

/**
 * Time of `beforeCall` (token and money gates on) whose prompt carries one tool result of pathological
 * text, 64 KB to 1 MB. Every call builds fresh message objects, so nothing is served from the count cache.
 */
export function measureHostileInput(
  sizes: readonly number[] = [65_536, 262_144, 1_048_576],
): HostileSample[] {
  const samples: HostileSample[] = [];
  // Loading the tokenizer (once per process, about 200 ms) is not part of any call's cost.
  createGuard({ maxTokens: 1_000 }).beforeCall({ messages: [{ role: 'user', content: 'warm up' }] });
  for (const [kind, make] of Object.entries(kinds)) {
    for (const size of sizes) {
      const text = make(size);
      const times: number[] = [];
      for (let repeat = 0; repeat < 5; repeat++) {
        const guard = createGuard({ maxRounds: null, maxTokens: 10_000_000, maxCost: 1_000, loop: false });
        const messages = [
          { role: 'user', content: 'Clean the sales file.' },
          { role: 'tool', content: `${text}` },
        ];
        const started = performance.now();
        guard.beforeCall({ model: 'gpt-4o-mini', messages }).end({ text: 'ok' });
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      samples.push({
        kind,
        bytes: Buffer.byteLength(text),
        medianMs: times[2] as number,
        maxMs: times[4] as number,
      });
    }
  }
  return samples;
}

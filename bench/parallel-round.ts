/**
 * A round of many parallel tool calls, answered one result at a time (issue 32: a round of 2,000 calls
 * blocked a guard for 1.2 s, 64,000 results took 19 s, each result rescanning every open call). Prints the
 * time per result at 1,000 and at 16,000 calls in one round; linear work keeps the two close.
 *
 *   npx tsx bench/parallel-round.ts
 */
import { pathToFileURL } from 'node:url';
import { built } from './built.js';

const { createGuard } = await built<typeof import('../src/guard/guard.js')>('guard/guard.js');

function microsPerResult(calls: number): number {
  const guard = createGuard({ maxRounds: null, maxTokens: null, maxDurationMs: null });
  const toolCalls = Array.from({ length: calls }, (_, index) => ({
    id: `call-${index}`,
    name: 'read_file',
    arguments: { path: `file-${index}.txt` },
  }));
  guard.beforeCall({}).end({ toolCalls });
  const started = performance.now();
  for (let index = 0; index < calls; index++)
    guard.recordToolResult({ toolCallId: `call-${index}`, result: `contents of file ${index}` });
  guard.beforeCall({});
  return ((performance.now() - started) * 1_000) / calls;
}

/** Prints the figures and the linearity target. */
export function reportParallelRound(): void {
  microsPerResult(1_000);
  const small = microsPerResult(1_000);
  const large = microsPerResult(16_000);
  console.log(
    `a round of parallel tool calls, answered one by one: ${small.toFixed(1)} µs a result at 1,000 calls, ${large.toFixed(1)} at 16,000 (${(large / small).toFixed(2)}×; target ≤ 2×, linear) ${large / small <= 2 ? 'met' : 'MISSED'}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportParallelRound();

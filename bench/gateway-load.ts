import { Pool } from 'undici';

/**
 * The gateway bench's load generator: undici `Pool`s (keep-alive, no pipelining), timed with `hrtime` from
 * the request's start to the last byte of its answer. Every answer is checked, so a contender that fails
 * fast cannot look fast.
 */

/** One request as the bench sends it. */
export interface BenchRequest {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly stream: boolean;
}

/** What a block of requests measured. */
export interface BlockResult {
  /** Wall time per successful request, ms (from the request's start to its last byte). */
  readonly latenciesMs: number[];
  readonly requests: number;
  readonly failures: number;
  /** The first failure, for the report: status and the start of the body. */
  readonly firstProblem: string | undefined;
  /** Whole block wall time, seconds. */
  readonly seconds: number;
}

/** Why an answer does not count as served, or `undefined` when it does. */
function problemOf(request: BenchRequest, status: number, text: string): string | undefined {
  const served = request.stream
    ? status === 200 && text.endsWith('data: [DONE]\n\n') && !text.includes('"error"')
    : status === 200 && text.includes('"chat.completion"');
  return served ? undefined : `HTTP ${status}: ${text.slice(0, 300).replaceAll('\n', '\\n')}`;
}

/** A keep-alive pool of `connections` to `origin`. */
export function createLoadPool(origin: string, connections: number): Pool {
  return new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
}

async function sendOne(pool: Pool, request: BenchRequest): Promise<string | undefined> {
  try {
    const answer = await pool.request({
      path: request.path,
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    return problemOf(request, answer.statusCode, await answer.body.text());
  } catch (error) {
    return `network: ${(error as Error).message}`;
  }
}

/**
 * Sends `count` requests made by `make(i)` with `concurrency` in flight (one worker per connection), timing
 * each. At concurrency 1 the latencies are the figure; at 32 the block's requests per second are.
 */
export async function runBlock(
  pool: Pool,
  make: (index: number) => BenchRequest,
  count: number,
  concurrency: number,
): Promise<BlockResult> {
  const latenciesMs: number[] = [];
  let failures = 0;
  let firstProblem: string | undefined;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const request = make(next++);
      const start = process.hrtime.bigint();
      const problem = await sendOne(pool, request);
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
      if (problem === undefined) latenciesMs.push(elapsed);
      else {
        failures++;
        firstProblem ??= problem;
      }
    }
  };
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { latenciesMs, requests: count, failures, firstProblem, seconds };
}

/** The value at `fraction` (0–1) of the sorted samples; 0 when there are none. */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** The median. */
export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}

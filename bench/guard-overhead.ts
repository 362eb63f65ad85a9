import { built } from './built.js';

// The build users run (see built.ts).
const { createGuard } = await built<typeof import('../src/guard/guard.js')>('guard/guard.js');
const { hashString } = await built<typeof import('../src/signature/hash.js')>('signature/hash.js');

export interface OverheadResult {
  readonly rounds: number;
  readonly medianMicros: number;
  readonly p99Micros: number;
  readonly floorMedianMicros: number;
  readonly floorP99Micros: number;
  readonly ratio: number;
  /** A fixed computation as long as the guard's median round, timed between its rounds: the machine's own tail. */
  readonly spinMedianMicros: number;
  readonly spinP99Micros: number;
}

/** Integer work that cannot be optimised away, `turns` steps long. */
function spin(turns: number): number {
  let value = turns;
  for (let turn = 0; turn < turns; turn++) value = (Math.imul(value, 31) + turn) | 0;
  return value;
}

/** Turns of {@link spin} that take about `micros`. */
function spinTurnsFor(micros: number): number {
  let turns = 1_000;
  for (let attempt = 0; attempt < 8; attempt++) {
    const times: number[] = [];
    for (let sample = 0; sample < 201; sample++) {
      const start = process.hrtime.bigint();
      spin(turns);
      times.push(Number(process.hrtime.bigint() - start) / 1_000);
    }
    times.sort((a, b) => a - b);
    turns = Math.max(1, Math.round((turns * micros) / (times[100] as number)));
  }
  return turns;
}

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] as number;
}

function argumentsOf(round: number): string {
  const args = JSON.stringify({
    path: `/srv/exports/2026/11/sales-region-${round % 97}.csv`,
    columns: ['date', 'region', 'amount', 'currency'],
    filter: `amount > ${round % 1000} and region != 'test'`,
    request_id: `req-${round}`,
    dedupe: true,
  });
  return args.padEnd(200, ' ');
}

/**
 * Time of one guarded round (beforeCall + end with one tool call + its result) with loop detection on and
 * a full window, against the floor: serialising and hashing the same tool call. Between rounds, a fixed
 * computation as long as the guard's median round is timed too: on a virtual machine, timer interrupts and
 * a host's other guests stall any code of that length now and then, and its p99 shows how much of the
 * guard's p99 is the machine's. With `detection` false, the same round with loop detection off: the money path
 * alone, the part of the round the call decision owns.
 */
export function measureGuardOverhead(rounds = 200_000, runLength = 50, detection = true): OverheadResult {
  const samples = new Float64Array(rounds);
  const floor = new Float64Array(rounds);
  const calls = Array.from({ length: 1_000 }, (_, index) => ({
    id: `c${index}`,
    name: 'clean_csv',
    arguments: argumentsOf(index),
  }));
  const results = Array.from({ length: 1_000 }, (_, index) =>
    `cleaned ${index % 13} files: ${'ok '.repeat(60)}`.slice(0, 200),
  );
  const spins = new Float64Array(rounds);
  // With detection off the round is the call decision alone: admission, the ticket, settlement, the result's flags.
  const options = {
    maxRounds: null,
    maxDurationMs: null,
    callTimeoutMs: null,
    ...(detection ? {} : { loop: false as const }),
  };
  let guard = createGuard(options);
  let sink = '';
  // The spin is sized to the guard's median round, measured on a short first pass.
  const trial = new Float64Array(2_000);
  for (let round = 0; round < trial.length; round++) {
    const call = calls[round % calls.length] as (typeof calls)[number];
    const start = process.hrtime.bigint();
    guard
      .beforeCall({ model: 'gpt-4o-mini' })
      .end({ usage: { promptTokens: 1_000, completionTokens: 50 }, toolCalls: [call] });
    guard.recordToolResult({ toolCallId: call.id, result: results[round % results.length] as string });
    trial[round] = Number(process.hrtime.bigint() - start) / 1_000;
    if (round % runLength === runLength - 1) {
      guard.complete();
      guard = createGuard(options);
    }
  }
  trial.sort();
  const turns = spinTurnsFor(percentile(trial, 0.5));
  let spun = 0;
  for (let round = 0; round < rounds; round++) {
    if (round % runLength === 0) {
      // A run ends before the next begins, as real runs do: an unfinished one stays alive (its idle timer
      // holds it) for idleTimeoutMs, so that it can still be ended as abandoned.
      guard.complete();
      guard = createGuard(options);
    }
    const call = calls[round % calls.length] as (typeof calls)[number];
    const result = results[round % results.length] as string;

    const floorStart = process.hrtime.bigint();
    sink = hashString(JSON.stringify(call));
    floor[round] = Number(process.hrtime.bigint() - floorStart) / 1_000;

    const start = process.hrtime.bigint();
    const ticket = guard.beforeCall({ model: 'gpt-4o-mini' });
    ticket.end({ usage: { promptTokens: 1_000, completionTokens: 50 }, toolCalls: [call] });
    guard.recordToolResult({ toolCallId: call.id, result });
    samples[round] = Number(process.hrtime.bigint() - start) / 1_000;

    const spinStart = process.hrtime.bigint();
    spun ^= spin(turns);
    spins[round] = Number(process.hrtime.bigint() - spinStart) / 1_000;
  }
  if (sink.length === 0 || spun === 0.5) throw new Error('unreachable');
  samples.sort();
  floor.sort();
  spins.sort();
  const medianMicros = percentile(samples, 0.5);
  const floorMedianMicros = percentile(floor, 0.5);
  return {
    rounds,
    medianMicros,
    p99Micros: percentile(samples, 0.99),
    floorMedianMicros,
    floorP99Micros: percentile(floor, 0.99),
    ratio: medianMicros / floorMedianMicros,
    spinMedianMicros: percentile(spins, 0.5),
    spinP99Micros: percentile(spins, 0.99),
  };
}

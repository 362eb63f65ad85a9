import { cpus, totalmem } from 'node:os';
import Table from 'cli-table3';
import { measureAdapterOverhead } from './adapter-overhead.js';
import { reportCliStartup } from './cli-startup.js';
import { reportCorpora } from './corpora-score.js';
import { reportDashboard } from './dashboard-bench.js';
import { recordFigures } from './figures-file.js';
import { reportGateway } from './gateway-bench.js';
import { reportHostileLoad } from './gateway-hostile-load.js';
import { measureGuardOverhead } from './guard-overhead.js';
import {
  adapterOverheadFigures,
  corporaFigures,
  gatewayFigures,
  guardOffOverheadFigures,
  guardOverheadFigures,
  hostileInputFigures,
  hostileLoadFigures,
  replayFigures,
  storeFigures,
} from './headline-figures.js';
import { measureHostileInput } from './hostile-input.js';
import { measureHostileStreams } from './hostile-stream.js';
import { reportParallelRound } from './parallel-round.js';
import { reportPostgresBench } from './postgres-bench.js';
import { reportReplayMemory } from './replay-memory.js';
import { measureReplayThroughput } from './replay-throughput.js';
import {
  measureConcurrentRuns,
  measureReplayPerRound,
  measureResultCanonicalisation,
  measureSnapshotCost,
} from './run-state.js';
import { reportToolRollupsSideBySide } from './sqlite-tool-rollups.js';
import { measureIngest, measureMemory, measureReports } from './store-bench.js';
import { measureLockedStore } from './store-locked.js';
import { reportTarballStartup, tarballStartupFigures } from './tarball-startup.js';

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `loopguard bench on ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);

measureGuardOverhead(20_000);
const overhead = measureGuardOverhead();
const detectionOff = measureGuardOverhead(200_000, 50, false);
recordFigures('guard-overhead', [
  ...guardOverheadFigures(overhead),
  ...guardOffOverheadFigures(detectionOff),
]);
const guardTable = new Table({
  head: ['guard overhead per round', 'median µs', 'p99 µs'],
  style: { head: [], border: [] },
});
guardTable.push(
  [
    'guard (before + after, detection on, 200-char args)',
    overhead.medianMicros.toFixed(2),
    overhead.p99Micros.toFixed(2),
  ],
  [
    'guard with loop detection off (the call decision alone)',
    detectionOff.medianMicros.toFixed(2),
    detectionOff.p99Micros.toFixed(2),
  ],
  [
    'floor: JSON.stringify + hash of the same tool call',
    overhead.floorMedianMicros.toFixed(2),
    overhead.floorP99Micros.toFixed(2),
  ],
  [
    "this machine's tail: a fixed computation as long as the guard's median round",
    overhead.spinMedianMicros.toFixed(2),
    overhead.spinP99Micros.toFixed(2),
  ],
);
console.log(guardTable.toString());
console.log(
  `ratio to floor (median): ${overhead.ratio.toFixed(1)}× over ${overhead.rounds.toLocaleString('en-US')} rounds; targets: p99 < 20 µs ${overhead.p99Micros < 20 ? 'met' : 'MISSED'} (the guard's p99 over the machine's for code of that length: ${(overhead.p99Micros - overhead.spinP99Micros).toFixed(1)} µs), ratio < 5 ${overhead.ratio < 5 ? 'met' : 'MISSED'}\n`,
);

const adapter = await measureAdapterOverhead();
recordFigures('adapter-overhead', adapterOverheadFigures(adapter));
const adapterTable = new Table({
  head: [
    'guardOpenAI vs bare SDK, scripted server, one new 1 KB tool result a call',
    'bare p50 µs',
    'added p50 µs',
    'added p99 µs',
    'added CPU p50 µs',
    'guard round p50 µs',
    'added / round (p50, wall: median of blocks | CPU)',
    'per block (wall)',
  ],
  style: { head: [], border: [] },
});
for (const sample of adapter) {
  adapterTable.push([
    `${sample.messages} messages, ${sample.variant}`,
    sample.bareP50Micros.toFixed(0),
    sample.addedP50Micros.toFixed(0),
    sample.addedP99Micros.toFixed(0),
    sample.addedCpuP50Micros.toFixed(0),
    sample.roundP50Micros.toFixed(1),
    `${sample.ratioP50.toFixed(1)}× | ${sample.cpuRatioP50.toFixed(1)}×`,
    sample.blockRatiosP50.map((ratio) => ratio.toFixed(1)).join(' '),
  ]);
}
console.log(adapterTable.toString());
const counted = adapter.filter((sample) => sample.variant !== 'counting off');
const worstRatio = Math.max(...counted.map((sample) => sample.ratioP50));
console.log(
  `adapter cost per call: ${adapter[0]?.calls.toLocaleString('en-US')} calls each in ${adapter[0]?.blockRatiosP50.length} blocks (the rows of one length take turns), bare and guarded interleaved; added wall time at p50 with counting on, worst row ${worstRatio.toFixed(1)}× the guard's round (target ≤ 2× at every length) ${worstRatio <= 2 ? 'met' : 'MISSED'}\n`,
);

const hostile = measureHostileInput();
recordFigures('hostile-input', hostileInputFigures(hostile));
const hostileTable = new Table({
  head: ['beforeCall on a hostile tool result', 'bytes', 'median ms', 'max ms', 'ms per MB'],
  style: { head: [], border: [] },
});
for (const sample of hostile) {
  hostileTable.push([
    sample.kind,
    sample.bytes.toLocaleString('en-US'),
    sample.medianMs.toFixed(2),
    sample.maxMs.toFixed(2),
    (sample.medianMs / (sample.bytes / 2 ** 20)).toFixed(1),
  ]);
}
console.log(hostileTable.toString());
const slowest = Math.max(...hostile.map((sample) => sample.maxMs));
console.log(
  `hostile input: slowest beforeCall ${slowest.toFixed(1)} ms (target < 50 ms) ${slowest < 50 ? 'met' : 'MISSED'}\n`,
);

const streams = await measureHostileStreams();
const streamTable = new Table({
  head: [
    'reading a hostile stream in 4 KB reads (the gateway relay)',
    'bytes',
    'ms',
    'ms per MB',
    '÷ decoding alone',
  ],
  style: { head: [], border: [] },
});
for (const sample of streams) {
  const mb = sample.bytes / 2 ** 20;
  streamTable.push([
    sample.kind,
    sample.bytes.toLocaleString('en-US'),
    sample.ms.toFixed(1),
    (sample.ms / mb).toFixed(1),
    `${(sample.ms / sample.floorMs).toFixed(1)}×`,
  ]);
}
console.log(streamTable.toString());
// Linear: 16 times the bytes takes at most 32 times as long (a quadratic reader took 250 times as long).
const growth = Math.max(
  ...streams
    .filter((sample) => sample.bytes > 2 ** 20)
    .map((sample) => {
      const small = streams.find((other) => other.kind === sample.kind && other.bytes === 2 ** 20);
      return small ? sample.ms / small.ms / (sample.bytes / small.bytes) : 0;
    }),
);
console.log(
  `hostile streams: time per byte at 16 MB over 1 MB, worst kind ${growth.toFixed(1)}× (target ≤ 2: linear) ${growth <= 2 ? 'met' : 'MISSED'}\n`,
);

console.log('run state (snapshots, memory per run, result canonicalisation)');
// Timed first: after the 10,000 live runs the heap is large and every later collection slower.
for (const canonical of measureResultCanonicalisation()) {
  console.log(
    `canonicalising a 4 KB result (${canonical.kind}): ${canonical.hashMicros.toFixed(1)} µs = ${canonical.ratio.toFixed(1)}× sha256 of the same bytes (${canonical.shaMicros.toFixed(1)} µs); target ≤ 3× ${canonical.ratio <= 3 ? 'met' : 'MISSED'}; observing it whole (with failure reading): ${canonical.observeMicros.toFixed(1)} µs = ${canonical.observeRatio.toFixed(1)}×`,
  );
}
const snapshot = measureSnapshotCost();
console.log(
  `snapshot → JSON → restore after every round (4 KB results, full window): ${snapshot.snapshotMicros.toFixed(0)} µs per round on top of ${snapshot.plainMicros.toFixed(0)} µs; snapshot ${(snapshot.bytes / 1024).toFixed(1)} KiB (target < 64 KiB) ${snapshot.bytes < 65_536 ? 'met' : 'MISSED'}`,
);
const concurrent = measureConcurrentRuns();
console.log(
  `${concurrent.runs.toLocaleString('en-US')} live runs with full windows of 4 KB results: heap ${concurrent.heapMiB.toFixed(0)} MiB (target < 500 MB) ${concurrent.heapMiB * 1.048576 < 500 ? 'met' : 'MISSED'}${concurrent.exact ? '' : ' (run with --expose-gc for exact figures)'}`,
);
const perRound = measureReplayPerRound();
// Flat: no run length costs more per round than twice the shortest run (quadratic replay grew 100× here).
const shortest = perRound[0]?.microsPerRound ?? 0;
const flatReplay = perRound.every((item) => item.microsPerRound <= 2 * shortest);
console.log(
  `replay cost per round, one run of ${perRound.map((item) => item.length.toLocaleString('en-US')).join(' / ')} rounds: ${perRound.map((item) => item.microsPerRound.toFixed(1)).join(' / ')} µs (target flat) ${flatReplay ? 'met' : 'MISSED'}\n`,
);

const replay = measureReplayThroughput();
recordFigures('replay', replayFigures(replay));
const replayTable = new Table({
  head: ['replay', 'runs', 'rounds', 'seconds', 'rounds/s'],
  style: { head: [], border: [] },
});
replayTable.push([
  '10,000-run generated corpus, default policy',
  replay.runs.toLocaleString('en-US'),
  replay.rounds.toLocaleString('en-US'),
  replay.seconds.toFixed(2),
  Math.round(replay.roundsPerSecond).toLocaleString('en-US'),
]);
console.log(replayTable.toString());
console.log(`${replay.tripped.toLocaleString('en-US')} runs tripped (loops and the default 10-round limit).`);
console.log(
  `same runs as JSON lines, split + parse + check + judge: ${replay.pipelineSeconds.toFixed(2)} s = ${replay.ratioToParseFloor.toFixed(1)}× the JSON.parse floor (${replay.parseFloorSeconds.toFixed(2)} s); target ≤ 8× ${replay.ratioToParseFloor <= 8 ? 'met' : 'MISSED'}`,
);

console.log('\nreplay memory (generated inputs, the built CLI spawned)');
await reportReplayMemory();

console.log('\nevent store (SQLite, WAL, batched)');
const ingest = measureIngest();
console.log(
  `ingest: ${ingest.events.toLocaleString('en-US')} events in ${ingest.seconds.toFixed(2)} s = ${Math.round(ingest.perSecond).toLocaleString('en-US')} events/s (target ≥ 50,000) ${ingest.perSecond >= 50_000 ? 'met' : 'MISSED'}`,
);
reportToolRollupsSideBySide();
const reports = measureReports();
recordFigures('store', storeFigures(ingest, reports));
const reportTable = new Table({
  head: [
    `command on ${reports.events.toLocaleString('en-US')} events (store built in ${reports.buildSeconds.toFixed(1)} s)`,
    'wall s, CLI start included',
  ],
  style: { head: [], border: [] },
});
for (const command of reports.commands) reportTable.push([command.command, command.seconds.toFixed(2)]);
console.log(reportTable.toString());
console.log(
  `reports under 1 s: ${reports.commands.every((command) => command.seconds < 1) ? 'met' : 'MISSED'}`,
);
const memory = measureMemory();
const first = memory.samples[1] ?? memory.samples[0];
const last = memory.samples.at(-1);
console.log(
  `memory with SQLite + JSON lines + OpenTelemetry sinks attached: heap after GC +${((first?.heapMiB ?? 0) - memory.baseHeapMiB).toFixed(1)} MiB at ${first?.events.toLocaleString('en-US')} events, +${((last?.heapMiB ?? 0) - memory.baseHeapMiB).toFixed(1)} MiB at ${last?.events.toLocaleString('en-US')} events, over the ${memory.baseHeapMiB.toFixed(0)} MiB the process held before (open runs of the parts above, kept until their idle limit)${(globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc for exact figures)'}`,
);

const locked = await measureLockedStore();
console.log(
  `guard round while another process holds the store's write lock: ${locked.rounds.toLocaleString('en-US')} rounds in ${locked.seconds.toFixed(2)} s, p50 ${locked.p50Micros.toFixed(1)} µs, p99 ${locked.p99Micros.toFixed(1)} µs, max ${locked.maxMillis.toFixed(1)} ms (the one write that waits busyTimeoutMs), longest stall between rounds ${locked.maxStallMillis.toFixed(1)} ms, ${locked.buffered.toLocaleString('en-US')} events buffered, ${locked.reports} store reports; target p99 < 1 ms ${locked.p99Micros < 1_000 ? 'met' : 'MISSED'}`,
);

console.log('\ngateway side by side (issue 11; LOOPGUARD_BENCH_PORTKEY=0 leaves Portkey out)');
recordFigures('gateway', gatewayFigures(await reportGateway()));
recordFigures('gateway-hostile-load', hostileLoadFigures(await reportHostileLoad()));

console.log('\nPostgreSQL event store beside SQLite (issue 12; a throwaway cluster in a temp folder)');
await reportPostgresBench();

console.log('\ndashboard views in headless Chromium over 1,000,000 events (issue 13; target < 1 s each)');
await reportDashboard();

console.log('\na round of many parallel tool calls (issue 32)');
reportParallelRound();

console.log("\nloop detection on every labelled corpus at hand, beside the peers' rules (issue 34)");
recordFigures('corpora-score', corporaFigures(reportCorpora()));

console.log('\nstart-up beside `node -e 0` (issue 35; targets: --help ≤ 2×, import ≤ 2.5×)');
reportCliStartup();
console.log('\nthe same from the packed tarball installed in an empty project, on Node 20 and Node 22');
recordFigures('tarball-startup', tarballStartupFigures(reportTarballStartup()));

console.log(
  '\nheadline figures recorded in docs/figures.json; `npm run figures` rewrites the pages that quote them',
);

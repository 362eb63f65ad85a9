import { cpus, totalmem } from 'node:os';
import Table from 'cli-table3';
import { measureGuardOverhead } from './guard-overhead.js';
import { measureReplayThroughput } from './replay-throughput.js';

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `loopguard bench on ${cpu}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);

measureGuardOverhead(20_000);
const overhead = measureGuardOverhead();
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
    'floor: JSON.stringify + hash of the same tool call',
    overhead.floorMedianMicros.toFixed(2),
    overhead.floorP99Micros.toFixed(2),
  ],
);
console.log(guardTable.toString());
console.log(
  `ratio to floor (median): ${overhead.ratio.toFixed(1)}× over ${overhead.rounds.toLocaleString('en-US')} rounds; targets: p99 < 20 µs ${overhead.p99Micros < 20 ? 'met' : 'MISSED'}, ratio < 5 ${overhead.ratio < 5 ? 'met' : 'MISSED'}\n`,
);

const replay = measureReplayThroughput();
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

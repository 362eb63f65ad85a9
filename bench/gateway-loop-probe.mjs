// Loaded into a gateway process the bench starts (`node --import ./bench/gateway-loop-probe.mjs …`): measures
// how long the event loop was held, and on SIGUSR2 appends the figures since the last report as one JSON line
// to the file named by LOOPGUARD_BENCH_LOOP_FILE, then starts again. Two measures: perf_hooks' event-loop
// delay (wall time, 1 ms resolution: on a loaded machine it also counts the time the process waited for a
// core), and the process CPU time spent between two turns of a 1 ms timer (what the gateway itself held the
// loop for, whatever else the machine ran).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOPGUARD_BENCH_LOOP_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let cpuMaxMs = 0;
  const cpuGaps = [];
  let last = process.cpuUsage();
  const tick = () => {
    const now = process.cpuUsage();
    const gap = (now.user - last.user + now.system - last.system) / 1000;
    last = now;
    cpuMaxMs = Math.max(cpuMaxMs, gap);
    if (gap >= 1) cpuGaps.push(gap);
    setTimeout(tick, 1).unref();
  };
  setTimeout(tick, 1).unref();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    cpuGaps.sort((a, b) => a - b);
    const cpuP99Ms = cpuGaps.length ? cpuGaps[Math.floor(cpuGaps.length * 0.99)] : 0;
    appendFileSync(
      file,
      `${JSON.stringify({ maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)), cpuMaxMs: Math.round(cpuMaxMs * 100) / 100, cpuP99Ms: Math.round(cpuP99Ms * 100) / 100, samples: delay.count })}\n`,
    );
    delay.reset();
    cpuMaxMs = 0;
    cpuGaps.length = 0;
    last = process.cpuUsage();
  });
}

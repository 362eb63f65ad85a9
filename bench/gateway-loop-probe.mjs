// Loaded into a gateway process the bench starts (`node --import ./bench/gateway-loop-probe.mjs …`): measures
// how long the event loop was held, and on SIGUSR2 appends the figures since the last report as one JSON line
// to the file named by LOOPGUARD_BENCH_LOOP_FILE, then starts again. Two measures: perf_hooks' event-loop
// delay (wall time, 1 ms resolution: on a loaded machine it also counts the time the process waited for a
// core), and the process CPU time spent between two turns of a 1 ms timer (what the gateway itself held the
// loop for, whatever else the machine ran). With better-sqlite3 as the store's driver, also the SQLite writes: the
// longest transaction (BEGIN to COMMIT, each of the sink's writes; wall time, and the loop thread's CPU time in
// one, which leaves out the waits for a core on a loaded machine) and the most transaction time between two turns
// of the timer (the writes that held the loop together, as several batches written in one request's run did).
// With LOOPGUARD_BENCH_GAPS_FILE set, each stretch of 6 ms or more of the loop thread's CPU between two turns is
// appended there as {from, to, cpu} (from and to in microseconds of the monotonic clock a --cpu-prof profile's
// sample times use), so a profile's samples in the longest stretches can be read. The thread's CPU time is
// read from the scheduler's statistics, which a running thread updates once per scheduler tick: a stretch's
// figure is within a tick (4 ms at 250 Hz) of the truth.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.LOOPGUARD_BENCH_LOOP_FILE;
const gapsFile = process.env.LOOPGUARD_BENCH_GAPS_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let cpuMaxMs = 0;
  const cpuGaps = [];
  let last = process.cpuUsage();
  let writeMaxMs = 0;
  // The longest garbage-collection pause: a hold of the loop that is no one function's.
  let gcMaxMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcMaxMs = Math.max(gcMaxMs, entry.duration);
  }).observe({ entryTypes: ['gc'] });
  let writeCpuMaxMs = 0;
  let writesMs = 0;
  let writesMaxMs = 0;
  // This thread's CPU time (Linux: /proc/thread-self/schedstat, in ns), else the whole process's.
  const threadCpuMs = existsSync('/proc/thread-self/schedstat')
    ? () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6
    : () => {
        const used = process.cpuUsage();
        return (used.user + used.system) / 1000;
      };
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3');
    const transaction = Database.prototype.transaction;
    const timed = (run) =>
      function (...args) {
        const started = performance.now();
        const cpu = threadCpuMs();
        try {
          return run.apply(this, args);
        } finally {
          const ms = performance.now() - started;
          writeCpuMaxMs = Math.max(writeCpuMaxMs, threadCpuMs() - cpu);
          writeMaxMs = Math.max(writeMaxMs, ms);
          writesMs += ms;
          writesMaxMs = Math.max(writesMaxMs, writesMs);
        }
      };
    Database.prototype.transaction = function (fn) {
      const plain = transaction.call(this, fn);
      const wrapped = timed(plain);
      for (const kind of ['deferred', 'immediate', 'exclusive'])
        Object.defineProperty(wrapped, kind, { value: timed(plain[kind]) });
      return wrapped;
    };
  } catch {
    // node:sqlite as the driver: no write figures.
  }
  // The loop thread's own CPU time between two turns (no other thread's: GC helpers, the thread pool).
  let threadMaxMs = 0;
  const threadGaps = [];
  let lastThread = threadCpuMs();
  let lastHr = process.hrtime.bigint();
  const tick = () => {
    writesMs = 0;
    const thread = threadCpuMs();
    const threadGap = thread - lastThread;
    lastThread = thread;
    const hr = process.hrtime.bigint();
    if (threadGap >= 6 && gapsFile)
      appendFileSync(
        gapsFile,
        `${JSON.stringify({ from: Number(lastHr / 1000n), to: Number(hr / 1000n), cpu: threadGap })}\n`,
      );
    lastHr = hr;
    threadMaxMs = Math.max(threadMaxMs, threadGap);
    if (threadGap >= 1) threadGaps.push(threadGap);
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
    threadGaps.sort((a, b) => a - b);
    const threadP99Ms = threadGaps.length ? threadGaps[Math.floor(threadGaps.length * 0.99)] : 0;
    const cpuP99Ms = cpuGaps.length ? cpuGaps[Math.floor(cpuGaps.length * 0.99)] : 0;
    appendFileSync(
      file,
      `${JSON.stringify({ maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)), cpuMaxMs: Math.round(cpuMaxMs * 100) / 100, cpuP99Ms: Math.round(cpuP99Ms * 100) / 100, samples: delay.count, writeMaxMs: Math.round(writeMaxMs * 100) / 100, writeCpuMaxMs: Math.round(writeCpuMaxMs * 100) / 100, writesMaxMs: Math.round(writesMaxMs * 100) / 100, gcMaxMs: Math.round(gcMaxMs * 100) / 100, threadCpuMaxMs: Math.round(threadMaxMs * 100) / 100, threadCpuP99Ms: Math.round(threadP99Ms * 100) / 100 })}\n`,
    );
    delay.reset();
    cpuMaxMs = 0;
    writeMaxMs = 0;
    gcMaxMs = 0;
    writeCpuMaxMs = 0;
    writesMaxMs = 0;
    cpuGaps.length = 0;
    last = process.cpuUsage();
    threadMaxMs = 0;
    threadGaps.length = 0;
    lastThread = threadCpuMs();
  });
}

// Loaded into a gateway process the bench starts (`node --import ./bench/gateway-loop-probe.mjs …`): measures
// how long the event loop was held (perf_hooks' event-loop delay, 1 ms resolution) and, on SIGUSR2, appends
// the figures since the last report as one JSON line to the file named by LOOPGUARD_BENCH_LOOP_FILE, then
// starts again.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOPGUARD_BENCH_LOOP_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    appendFileSync(
      file,
      `${JSON.stringify({ maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)), p999Ms: ms(delay.percentile(99.9)), meanMs: ms(delay.mean), samples: delay.count })}\n`,
    );
    delay.reset();
  });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'undici';
import { built } from './built.js';
import { hostileRequests, loopReading, startGateway } from './gateway-hostile-load.js';

/**
 * Which of the hostile-load bench's requests holds the gateway's event loop longest: the real `loopguard proxy`
 * process (SQLite store) with no other client, each kind sent three times on its own, then the gateway's
 * longest event-loop delay, the most CPU time it spent between two turns of its loop, and the store's longest
 * write and most write time between two turns (see gateway-loop-probe.mjs). `KINDS=N` sends the
 * first N kinds only; with `LOOPGUARD_BENCH_PROFILE=DIR` the gateway writes a CPU profile there (sampled every
 * `LOOPGUARD_BENCH_PROFILE_INTERVAL` microseconds, 1,000 by default), and with `LOOPGUARD_BENCH_GAPS_FILE=FILE`
 * the probe lists its longest stretches there (see gateway-loop-probe.mjs). Usage:
 * `npx tsx bench/gateway-hostile-kinds.ts` (needs `npm run build`).
 */
const testing = await built<typeof import('../src/testing/index.js')>('testing/index.js');
const directory = mkdtempSync(join(tmpdir(), 'loopguard-hostile-kinds-'));
const model = await testing.startScriptedServer({ script: () => ({ content: 'ok' }) });
const loopFile = join(directory, 'event-loop.jsonl');
const { url, child } = await startGateway(model.url, join(directory, 'gateway.db'), loopFile);
const pool = new Pool(url, { connections: 1 });
try {
  for (const { kind, body } of hostileRequests().slice(0, Number(process.env.KINDS ?? 5))) {
    await loopReading(child, loopFile);
    for (let index = 0; index < 3; index++) {
      const answer = await pool.request({
        path: '/v1/chat/completions',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-loopguard-run-id': `kind-${index}-${kind.length}` },
        body,
      });
      await answer.body.text();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const loop = await loopReading(child, loopFile);
    console.log(
      `${kind}: event loop held at most ${loop.maxMs.toFixed(1)} ms, at most ${loop.cpuMaxMs.toFixed(1)} ms of the gateway's CPU between two turns; SQLite writes: longest ${loop.writeMaxMs.toFixed(1)} ms (CPU ${loop.writeCpuMaxMs.toFixed(1)} ms), at most ${loop.writesMaxMs.toFixed(1)} ms between two turns; longest GC pause ${loop.gcMaxMs.toFixed(1)} ms; the loop thread's own CPU between two turns at most ${loop.threadCpuMaxMs.toFixed(1)} ms`,
    );
  }
} finally {
  await pool.close();
  child.kill('SIGTERM');
  await model.close();
  rmSync(directory, { recursive: true, force: true });
}

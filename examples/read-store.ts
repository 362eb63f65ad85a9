/**
 * Reports from your own code: the same EventReader the CLI reports use, over a store this example fills
 * with three guarded runs first.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGuard } from 'loopguard';
import { calibrateFromReader, renderTable, toolsTable } from 'loopguard/report';
import { createSqliteSink, openSqliteEventReader } from 'loopguard/stores/sqlite';

const path = join(mkdtempSync(join(tmpdir(), 'loopguard-read-')), 'loopguard.db');
const sink = createSqliteSink({ path });
for (const runId of ['run-1', 'run-2', 'run-3']) {
  const guard = createGuard({ runId, agentName: 'cleaner', onEvent: sink.listener });
  for (let round = 1; round <= 2; round++) {
    guard.beforeCall({ model: 'gpt-4o-mini' }).end({
      model: 'gpt-4o-mini',
      usage: { promptTokens: 400 * round, completionTokens: 40 },
      toolCalls: [
        { id: `${runId}-${round}`, name: 'clean_csv', arguments: { path: `/srv/part-${round}.csv` } },
      ],
    });
    guard.recordToolResult({
      toolCallId: `${runId}-${round}`,
      result: `${980 + round} rows kept`,
      latencyMs: 20,
    });
  }
  guard.complete();
}
sink.close();

const reader = openSqliteEventReader(path);
console.log(renderTable(toolsTable(await reader.tools())));
const calibration = await calibrateFromReader(
  reader,
  {},
  { maxRounds: 50, maxDurationMs: null, maxTokens: null, maxCost: null },
  // This demo store holds 3 runs; on real history keep the default minimum of 20 runs per suggestion.
  { minRuns: 3 },
);
console.log(
  `suggested maxRounds: ${calibration.suggested.maxRounds}, from ${calibration.overall?.runs} runs`,
);
await reader.close();

import type { Command } from 'commander';
import { renderTable } from '../report/render.js';
import {
  signatureGroups,
  TRACE_TOKENS_NOTE,
  traceSummary,
  traceTable,
  tripLines,
} from '../report/trace-view.js';
import { openEventReader, storeName } from '../stores/open-event-store.js';
import {
  defaultDb,
  printTable,
  type StoreFlags,
  type TableFlags,
  tableWidth,
  tableWidthOptions,
} from './cli-options.js';
import { UsageError } from './usage-error.js';

/** `loopguard trace TASK_ID`: what one task did, step by step. */
export function registerTraceCommand(program: Command): void {
  const trace = program
    .command('trace')
    .description('every event of one task in order, the signatures grouped, and where the guard tripped')
    .argument('<taskId>', 'task id')
    .option('--db <file>', 'event store', defaultDb)
    .option('--json', 'events as JSON')
    .option('--csv', 'events as CSV');
  tableWidthOptions(trace).action(async (taskId: string, flags: StoreFlags & TableFlags) => {
    const reader = await openEventReader(flags.db);
    try {
      const events = await reader.taskEvents(taskId);
      if (events.length === 0) {
        const similar = await reader.similarTaskIds(taskId);
        throw new UsageError(
          `no events for task "${taskId}" in ${await storeName(flags.db)}${similar.length > 0 ? `; tasks with a similar id: ${similar.join(', ')}` : ''}`,
        );
      }
      if (flags.json || flags.csv) {
        printTable(traceTable(events, { durations: 'ms', fullText: true }), flags, events);
        return;
      }
      const width = tableWidth(flags);
      console.log(traceSummary(events));
      // --wide (or a pipe) keeps every character of the detail; a terminal's table is cut to fit.
      console.log(renderTable(traceTable(events, { fullText: width === undefined }), { maxWidth: width }));
      console.log(TRACE_TOKENS_NOTE);
      console.log('\nsignatures');
      console.log(renderTable(signatureGroups(events), { maxWidth: width }));
      const trips = tripLines(events);
      console.log(trips.length > 0 ? `\n${trips.join('\n')}` : '\nthe guard did not trip');
    } finally {
      await reader.close();
    }
  });
}

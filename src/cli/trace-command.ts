import type { Command } from 'commander';
import { renderTable } from '../report/render.js';
import { signatureGroups, traceSummary, traceTable, tripLines } from '../report/trace-view.js';
import { openStoreForRead } from '../stores/sqlite/open-store.js';
import { queryTask, similarTaskIds } from '../stores/sqlite/queries.js';
import { defaultDb, printTable, type StoreFlags } from './cli-options.js';
import { UsageError } from './usage-error.js';

/** `loopguard trace TASK_ID`: what one task did, step by step. */
export function registerTraceCommand(program: Command): void {
  program
    .command('trace')
    .description('every event of one task in order, the signatures grouped, and where the guard tripped')
    .argument('<taskId>', 'task id')
    .option('--db <file>', 'event store', defaultDb)
    .option('--json', 'events as JSON')
    .option('--csv', 'events as CSV')
    .action((taskId: string, flags: StoreFlags) => {
      const db = openStoreForRead(flags.db);
      try {
        const events = queryTask(db, taskId);
        if (events.length === 0) {
          const similar = similarTaskIds(db, taskId);
          throw new UsageError(
            `no events for task "${taskId}" in ${flags.db}${similar.length > 0 ? `; tasks with a similar id: ${similar.join(', ')}` : ''}`,
          );
        }
        if (flags.json || flags.csv) {
          printTable(traceTable(events), flags, events);
          return;
        }
        console.log(traceSummary(events));
        console.log(renderTable(traceTable(events)));
        console.log('\nsignatures');
        console.log(renderTable(signatureGroups(events)));
        const trips = tripLines(events);
        console.log(trips.length > 0 ? `\n${trips.join('\n')}` : '\nthe guard did not trip');
      } finally {
        db.close();
      }
    });
}

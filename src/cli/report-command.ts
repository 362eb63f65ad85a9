import { type Command, Option } from 'commander';
import { currencyTotalLines, dailyChart, dailyTable } from '../report/daily-report.js';
import { toolsTable } from '../report/tools-report.js';
import { wouldStopTable, wouldStopTotalLines } from '../report/would-stop-report.js';
import type { DailyGrouping } from '../stores/event-reader.js';
import { openEventReader } from '../stores/open-event-store.js';
import {
  defaultDb,
  parseDate,
  printTable,
  type StoreFlags,
  type TableFlags,
  tableWidthOptions,
} from './cli-options.js';
import { UsageError } from './usage-error.js';

interface RangeFlags extends StoreFlags, TableFlags {
  readonly since?: string;
  readonly until?: string;
}

interface DailyFlags extends RangeFlags {
  readonly by?: 'agent' | 'task_type' | 'model';
}

/** The flags' date range; `--since` after `--until` is a usage error naming both. */
function rangeOf(flags: RangeFlags): { since: string | undefined; until: string | undefined } {
  if (flags.since && flags.until && flags.since > flags.until) {
    throw new UsageError(`--since ${flags.since} is after --until ${flags.until}`);
  }
  return { since: flags.since, until: flags.until };
}

/** `loopguard report daily|tools`. */
export function registerReportCommand(program: Command): void {
  const report = program.command('report').description('reports from the event store');
  const daily = report
    .command('daily')
    .description('LLM calls, tokens, cost and guard trips per day and task type / agent, with text charts')
    .option('--db <file>', 'event store', defaultDb)
    .option('--since <date>', 'first UTC day, YYYY-MM-DD', parseDate)
    .option('--until <date>', 'last UTC day, YYYY-MM-DD', parseDate)
    .addOption(new Option('--by <group>', 'group by one column').choices(['agent', 'task_type', 'model']))
    .option('--json', 'rows as JSON')
    .option('--csv', 'rows as CSV');
  tableWidthOptions(daily).action(async (flags: DailyFlags) => {
    const range = rangeOf(flags);
    const reader = await openEventReader(flags.db);
    try {
      const grouping: DailyGrouping = flags.by ?? 'task_type_agent';
      const rows = await reader.daily(range, grouping);
      printTable(dailyTable(rows, grouping), flags, rows);
      if (!flags.json && !flags.csv) {
        console.log(
          rows.length === 0
            ? 'no LLM calls in this period'
            : `${currencyTotalLines(rows).join('\n')}\n\n${dailyChart(rows)}`,
        );
        // Observe-only mode's trips, apart from the stops above (which count halts only).
        const wouldStop = (await reader.wouldHaveStopped?.(range)) ?? [];
        if (wouldStop.length > 0) {
          console.log('\nwould have stopped (observe mode: nothing was refused)');
          printTable(wouldStopTable(wouldStop), flags, wouldStop);
          console.log(wouldStopTotalLines(wouldStop).join('\n'));
        }
      }
    } finally {
      await reader.close();
    }
  });
  const tools = report
    .command('tools')
    .description('per tool: calls, distinct arguments, repeated calls, tokens, latency, failures')
    .option('--db <file>', 'event store', defaultDb)
    .option('--since <date>', 'first UTC day, YYYY-MM-DD', parseDate)
    .option('--until <date>', 'last UTC day, YYYY-MM-DD', parseDate)
    .option('--json', 'rows as JSON')
    .option('--csv', 'rows as CSV');
  tableWidthOptions(tools).action(async (flags: RangeFlags) => {
    const range = rangeOf(flags);
    const reader = await openEventReader(flags.db);
    try {
      const rows = await reader.tools(range);
      printTable(toolsTable(rows), flags, rows);
      if (rows.length === 0 && !flags.json && !flags.csv) console.log('no tool calls in this period');
    } finally {
      await reader.close();
    }
  });
}

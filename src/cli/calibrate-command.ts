import { Bar, Presets } from 'cli-progress';
import type { Command } from 'commander';
import { loadPolicy } from '../guard/load-policy.js';
import { resolveGuardOptions } from '../guard/options.js';
import { type Calibration, type CalibrationGroup, calibrateFromReader } from '../report/calibration.js';
import { formatMoney } from '../report/daily-report.js';
import { renderCsv, renderTable, type TableData } from '../report/render.js';
import { openEventReader } from '../stores/open-event-store.js';
import { defaultDb, parseDate, parsePositive, writeOutputFile } from './cli-options.js';
import { UsageError } from './usage-error.js';

interface CalibrateFlags {
  readonly db: string;
  readonly percentile: number;
  readonly factor: number;
  readonly since?: string;
  readonly until?: string;
  readonly policy?: string;
  readonly out?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
}

const PROGRESS_FROM = 20_000;

function spreadCell(group: CalibrationGroup, metric: 'rounds' | 'durationMs' | 'tokens' | 'cost'): string {
  const spread = group[metric];
  if (!spread) return '';
  const format = metric === 'cost' ? formatMoney : (value: number) => String(Math.round(value));
  return `${format(spread.p50)} / ${format(spread.high)} / ${format(spread.max)}`;
}

/** The spreads per agent and task type, and for all runs. */
function spreadTable(result: Calibration): TableData {
  const p = `p${result.percentile}`;
  return {
    head: [
      'agent',
      'task type',
      'runs',
      `rounds p50/${p}/max`,
      `duration ms p50/${p}/max`,
      `tokens p50/${p}/max`,
      `cost p50/${p}/max`,
    ],
    rows: [
      ...result.groups,
      ...(result.overall ? [{ ...result.overall, agentName: '(all)', taskType: '' }] : []),
    ].map((group) => [
      group.agentName,
      group.taskType,
      group.runs,
      spreadCell(group, 'rounds'),
      spreadCell(group, 'durationMs'),
      spreadCell(group, 'tokens'),
      spreadCell(group, 'cost'),
    ]),
  };
}

const metrics = [
  ['rounds', 'rounds'],
  ['durationMs', 'duration ms'],
  ['tokens', 'tokens'],
  ['cost', 'cost'],
] as const;

/** The spreads as CSV: one column per figure, numbers unformatted, so a spreadsheet can sum and chart them. */
function spreadCsv(result: Calibration): string {
  const p = `p${result.percentile}`;
  const groups = [
    ...result.groups,
    ...(result.overall ? [{ ...result.overall, agentName: '(all)', taskType: '' }] : []),
  ];
  return renderCsv({
    head: [
      'agent',
      'task type',
      'runs',
      ...metrics.flatMap(([, title]) => [`${title} p50`, `${title} ${p}`, `${title} max`]),
    ],
    rows: groups.map((group) => [
      group.agentName,
      group.taskType,
      group.runs,
      ...metrics.flatMap(([metric]) => {
        const spread = group[metric];
        return spread ? [spread.p50, spread.high, spread.max] : [null, null, null];
      }),
    ]),
  });
}

/** What the suggestion rests on, and what it leaves out. */
function notes(result: Calibration): string[] {
  const lines: string[] = [];
  if (result.suggested.maxCost !== undefined && result.callReservation !== null)
    lines.push(
      `maxCost includes ${formatMoney(result.callReservation)} ${result.currency}, the worst case the guard reserves before the largest call seen (its billed prompt and defaultMaxOutputTokens at its model's price)`,
    );
  const runs = result.overall?.runs ?? 0;
  if (result.runsWithoutClock > 0 && result.runsWithoutClock < runs)
    lines.push(
      `durations from ${runs - result.runsWithoutClock} of ${runs} runs: ${result.runsWithoutClock} took 0 ms (replayed without message timestamps) and say nothing about time`,
    );
  for (const line of result.leftOut) lines.push(`left out: ${line}`);
  return lines;
}

/** `loopguard calibrate`: limits suggested from history. */
export function registerCalibrateCommand(program: Command): void {
  program
    .command('calibrate')
    .description('observed p50/p95/max of completed runs and a suggested policy (p95 × factor)')
    .option('--db <file>', 'event store', defaultDb)
    .option('--percentile <n>', 'percentile to size limits on', parsePositive, 95)
    .option('--factor <x>', 'headroom over the percentile', parsePositive, 1.5)
    .option('--since <date>', 'first UTC day, YYYY-MM-DD', parseDate)
    .option('--until <date>', 'last UTC day, YYYY-MM-DD', parseDate)
    .option('--policy <file>', 'current policy to compare with (default: the built-in defaults)')
    .option('--out <file>', 'write the suggested policy here')
    .option('--json', 'the whole calibration as JSON')
    .option('--csv', 'the spreads per agent and task type as CSV (--out still writes the policy)')
    .action(async (flags: CalibrateFlags) => {
      if (flags.percentile > 100)
        throw new UsageError(`--percentile must be at most 100, got ${flags.percentile}`);
      const current = resolveGuardOptions(flags.policy ? await loadPolicy(flags.policy) : {});
      const reader = await openEventReader(flags.db);
      const range = { since: flags.since, until: flags.until };
      let result: Calibration;
      try {
        // A store that summarises the runs itself sends no runs to count: no progress to show.
        const total = reader.summariseCompletedRuns ? 0 : await reader.countCompletedRuns(range);
        const bar =
          total >= PROGRESS_FROM
            ? new Bar(
                {
                  format: 'calibrating {bar} {percentage}% | {value}/{total} runs',
                  stream: process.stderr,
                  noTTYOutput: true,
                  notTTYSchedule: 1000,
                },
                Presets.shades_classic,
              )
            : undefined;
        bar?.start(total, 0);
        let seen = 0;
        result = await calibrateFromReader(reader, range, current, flags, () => {
          if (bar && ++seen % 1000 === 0) bar.update(seen);
        });
        bar?.update(total);
        bar?.stop();
      } finally {
        await reader.close();
      }
      if (flags.out && result.overall)
        writeOutputFile('--out', flags.out, `${JSON.stringify(result.suggested, null, 2)}\n`);
      if (flags.json) {
        console.log(JSON.stringify(result));
        return;
      }
      if (flags.csv) {
        console.log(spreadCsv(result));
        return;
      }
      if (!result.overall) {
        console.log('no completed runs in this period: nothing to calibrate');
        return;
      }
      const p = `p${result.percentile}`;
      console.log(renderTable(spreadTable(result)));
      console.log(
        `\nsuggested policy (${p} × ${result.factor}):\n${JSON.stringify(result.suggested, null, 2)}`,
      );
      for (const line of notes(result)) console.log(line);
      if (flags.out) console.log(`written to ${flags.out}; use it with --policy ${flags.out}`);
      for (const line of result.tooWide) console.log(`far too wide: ${line}`);
      if (result.neverTripped.length > 0)
        console.log(`never tripped in this period: ${result.neverTripped.join(', ')}`);
      for (const [other, runs] of Object.entries(result.otherCurrencies))
        console.log(
          `left out of the cost figures: ${runs} run(s) that spent ${other}; the policy is in ${result.currency} (calibrate with a ${other} policy for them)`,
        );
    });
}

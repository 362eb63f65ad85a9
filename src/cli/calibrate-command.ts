import { Bar, Presets } from 'cli-progress';
import { type Command, InvalidArgumentError, Option } from 'commander';
import { loadPolicy } from '../guard/load-policy.js';
import { resolveGuardOptions } from '../guard/options.js';
import {
  type Calibration,
  type CalibrationGrouping,
  calibrateFromReader,
  DEFAULT_MIN_RUNS,
} from '../report/calibration.js';
import { calibratedPolicy, overridesKeyOf } from '../report/calibration-policy.js';
import {
  groupSuggestionLines,
  notes,
  overallSuggestionText,
  spreadCsv,
  spreadTable,
} from '../report/calibration-text.js';
import { renderTable } from '../report/render.js';
import { openEventReader } from '../stores/open-event-store.js';
import { defaultDb, parseDate, parsePositive, writeOutputFile } from './cli-options.js';
import { UsageError } from './usage-error.js';

interface CalibrateFlags {
  readonly db: string;
  readonly percentile: number;
  readonly factor: number;
  readonly minRuns: number;
  readonly by: CalibrationGrouping;
  readonly since?: string;
  readonly until?: string;
  readonly policy?: string;
  readonly out?: string;
  readonly json?: boolean;
  readonly csv?: boolean;
}

const PROGRESS_FROM = 20_000;

function parseRunCount(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1)
    throw new InvalidArgumentError(`expected a whole number of runs, at least 1, got "${value}".`);
  return number;
}

/** Calibrates the store's runs, with a progress bar on stderr for a large store it streams. */
async function calibrateStore(flags: CalibrateFlags): Promise<Calibration> {
  const current = resolveGuardOptions(flags.policy ? await loadPolicy(flags.policy) : {});
  const reader = await openEventReader(flags.db);
  const range = { since: flags.since, until: flags.until };
  try {
    // A store that summarises all runs itself sends no runs to count: no progress to show.
    const summarised = reader.summariseCompletedRuns !== undefined && flags.by === 'global';
    const total = summarised ? 0 : await reader.countCompletedRuns(range);
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
    const result = await calibrateFromReader(reader, range, current, flags, () => {
      if (bar && ++seen % 1000 === 0) bar.update(seen);
    });
    bar?.update(total);
    bar?.stop();
    return result;
  } finally {
    await reader.close();
  }
}

/** Where `--out` went, or why nothing was written. */
function outLine(result: Calibration, out: string, written: boolean): string {
  if (!written)
    return `nothing written to ${out}: no suggestion rests on at least ${result.minRuns} runs (--min-runs)`;
  const key = overridesKeyOf(result.by);
  if (key === undefined) return `written to ${out}; use it with --policy ${out}`;
  return `written to ${out}: a gateway policy with the overrides under "${key}"; use it with loopguard proxy --policy ${out}`;
}

function printText(result: Calibration, out: string | undefined, written: boolean): void {
  if (!result.overall) {
    console.log('no completed runs in this period: nothing to calibrate');
    return;
  }
  console.log(renderTable(spreadTable(result)));
  console.log('');
  const groupLines = groupSuggestionLines(result);
  if (groupLines.length > 0) console.log(`${groupLines.join('\n')}\n`);
  console.log(overallSuggestionText(result));
  for (const line of notes(result)) console.log(line);
  if (out) console.log(outLine(result, out, written));
  for (const line of result.tooWide) console.log(`far too wide: ${line}`);
  if (result.neverTripped.length > 0)
    console.log(`never tripped in this period: ${result.neverTripped.join(', ')}`);
  for (const [other, runs] of Object.entries(result.otherCurrencies))
    console.log(
      `left out of the cost figures: ${runs} run(s) that spent ${other}; the policy is in ${result.currency} (calibrate with a ${other} policy for them)`,
    );
}

/** `loopguard calibrate`: limits suggested from history, for all runs or per agent or task type. */
export function registerCalibrateCommand(program: Command): void {
  program
    .command('calibrate')
    .description(
      'observed p50/p95/max of completed runs and a suggested policy (p95 × factor), for all runs or per agent or task type',
    )
    .option('--db <file>', 'event store', defaultDb)
    .option('--percentile <n>', 'percentile to size limits on', parsePositive, 95)
    .option('--factor <x>', 'headroom over the percentile', parsePositive, 1.5)
    .addOption(
      new Option('--by <grouping>', 'also suggest limits per agent or per task type')
        .choices(['global', 'agent', 'task-type'])
        .default('global'),
    )
    .option(
      '--min-runs <n>',
      'fewest completed runs a suggestion rests on; a group with fewer gets none',
      parseRunCount,
      DEFAULT_MIN_RUNS,
    )
    .option('--since <date>', 'first UTC day, YYYY-MM-DD', parseDate)
    .option('--until <date>', 'last UTC day, YYYY-MM-DD', parseDate)
    .option(
      '--policy <file>',
      'current policy, JSON or YAML, to compare with (default: the built-in defaults)',
    )
    .option(
      '--out <file>',
      'write the suggested policy here (with --by: a gateway policy, per-agent or per-task-type overrides)',
    )
    .option('--json', 'the whole calibration as JSON')
    .option(
      '--csv',
      'the spreads (per agent and task type, or per --by group) as CSV (--out still writes the policy)',
    )
    .action(async (flags: CalibrateFlags) => {
      if (flags.percentile > 100)
        throw new UsageError(`--percentile must be at most 100, got ${flags.percentile}`);
      const result = await calibrateStore(flags);
      const policy = calibratedPolicy(result);
      if (flags.out && policy) writeOutputFile('--out', flags.out, `${JSON.stringify(policy, null, 2)}\n`);
      if (flags.json) {
        console.log(JSON.stringify(result));
      } else if (flags.csv) {
        console.log(spreadCsv(result));
      } else {
        printText(result, flags.out, policy !== undefined);
        return;
      }
      // Machine output stays one document on stdout: a policy not written is said on stderr.
      if (flags.out && !policy && result.overall)
        console.error(`loopguard calibrate: ${outLine(result, flags.out, false)}`);
    });
}

import type { Calibration, CalibrationGroup, GroupSuggestion } from './calibration-result.js';
import { formatMoney } from './daily-report.js';
import { renderCsv, type TableData } from './render.js';

const metrics = [
  ['rounds', 'rounds'],
  ['durationMs', 'duration ms'],
  ['tokens', 'tokens'],
  ['cost', 'cost'],
] as const;

type Metric = (typeof metrics)[number][0];

/** What the rows of the spreads are: agent and task type, or the one label calibration groups by. */
function labelsOf(result: Calibration): { head: string[]; cells: (group: CalibrationGroup) => string[] } {
  if (result.by === 'agent') return { head: ['agent'], cells: (group) => [group.agentName ?? ''] };
  if (result.by === 'task-type') return { head: ['task type'], cells: (group) => [group.taskType ?? ''] };
  return {
    head: ['agent', 'task type'],
    cells: (group) => [group.agentName ?? '', group.taskType ?? ''],
  };
}

/** The spreads' rows: per group (per agent or task type with `by`), then all runs. */
function spreadGroups(result: Calibration): CalibrationGroup[] {
  const groups = result.by === 'global' ? result.groups : result.suggestions.map((group) => group.spread);
  // Without a grouping the label sits in the agent column; with one, in whichever column is shown.
  const all = { agentName: '(all)', taskType: result.by === 'global' ? '' : '(all)' };
  return [...groups, ...(result.overall ? [{ ...result.overall, ...all }] : [])];
}

function spreadCell(group: CalibrationGroup, metric: Metric): string {
  const spread = group[metric];
  if (!spread) return '';
  const format = metric === 'cost' ? formatMoney : (value: number) => String(Math.round(value));
  return `${format(spread.p50)} / ${format(spread.high)} / ${format(spread.max)}`;
}

/** The spreads per agent and task type (or per the grouping), and for all runs. */
export function spreadTable(result: Calibration): TableData {
  const p = `p${result.percentile}`;
  const labels = labelsOf(result);
  return {
    head: [
      ...labels.head,
      'runs',
      `rounds p50/${p}/max`,
      `duration ms p50/${p}/max`,
      `tokens p50/${p}/max`,
      `cost p50/${p}/max`,
    ],
    rows: spreadGroups(result).map((group) => [
      ...labels.cells(group),
      group.runs,
      ...metrics.map(([metric]) => spreadCell(group, metric)),
    ]),
  };
}

/** The spreads as CSV: one column per figure, numbers unformatted, so a spreadsheet can sum and chart them. */
export function spreadCsv(result: Calibration): string {
  const p = `p${result.percentile}`;
  const labels = labelsOf(result);
  return renderCsv({
    head: [
      ...labels.head,
      'runs',
      ...metrics.flatMap(([, title]) => [`${title} p50`, `${title} ${p}`, `${title} max`]),
    ],
    rows: spreadGroups(result).map((group) => [
      ...labels.cells(group),
      group.runs,
      ...metrics.flatMap(([metric]) => {
        const spread = group[metric];
        return spread ? [spread.p50, spread.high, spread.max] : [null, null, null];
      }),
    ]),
  });
}

function reservationLine(reservation: number, currency: string): string {
  return `maxCost includes ${formatMoney(reservation)} ${currency}, the worst case the guard reserves before the largest call seen (its billed prompt and defaultMaxOutputTokens at its model's price)`;
}

/** What the suggestion for all runs rests on, and what it leaves out. */
export function notes(result: Calibration): string[] {
  const lines: string[] = [];
  if (result.suggested.maxCost !== undefined && result.callReservation !== null)
    lines.push(reservationLine(result.callReservation, result.currency));
  const runs = result.overall?.runs ?? 0;
  if (result.runsWithoutClock > 0 && result.runsWithoutClock < runs)
    lines.push(
      `durations from ${runs - result.runsWithoutClock} of ${runs} runs: ${result.runsWithoutClock} took 0 ms (replayed without message timestamps) and say nothing about time`,
    );
  if (result.enoughRuns) for (const line of result.leftOut) lines.push(`left out: ${line}`);
  return lines;
}

/** One group's suggestion as lines: its limits on one line, or why it has none, then its notes. */
function groupLines(group: GroupSuggestion, currency: string): string[] {
  const runs = `${group.runs} run${group.runs === 1 ? '' : 's'}`;
  if (!group.suggested) return [`  ${group.name} (${runs}): ${group.leftOut.join('; ')}`];
  const lines = [`  ${group.name} (${runs}): ${JSON.stringify(group.suggested)}`];
  if (group.suggested.maxCost !== undefined && group.callReservation !== null)
    lines.push(`    ${reservationLine(group.callReservation, currency)}`);
  for (const line of group.leftOut) lines.push(`    left out: ${line}`);
  return lines;
}

/** The suggestions per agent or task type, each with the runs it rests on; empty without a grouping. */
export function groupSuggestionLines(result: Calibration): string[] {
  if (result.by === 'global') return [];
  const what = result.by === 'agent' ? 'agent' : 'task type';
  const lines = [
    `suggested per ${what} (p${result.percentile} × ${result.factor}, each from at least ${result.minRuns} runs of its own):`,
  ];
  for (const group of result.suggestions) lines.push(...groupLines(group, result.currency));
  if (result.suggestions.length === 0) lines.push(`  no completed run names its ${what}`);
  if (result.unnamedRuns > 0)
    lines.push(
      `${result.unnamedRuns} run${result.unnamedRuns === 1 ? '' : 's'} without a${what === 'agent' ? 'n agent name' : ' task type'}: in the figures for all runs only`,
    );
  return lines;
}

/** The suggestion for all runs, or why there is none. */
export function overallSuggestionText(result: Calibration): string {
  const p = `p${result.percentile}`;
  const runs = result.overall?.runs ?? 0;
  const scope = result.by === 'global' ? 'suggested policy' : 'suggested policy for all runs';
  if (!result.enoughRuns) return `no ${scope}: ${result.leftOut.join('; ')}`;
  const defaults = result.by === 'global' ? '' : `, the defaults of every run not named above`;
  return `${scope} (${p} × ${result.factor}, from ${runs} runs${defaults}):\n${JSON.stringify(result.suggested, null, 2)}`;
}

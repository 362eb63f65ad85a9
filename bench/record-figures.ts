/**
 * Measures some bench parts alone and records their headline figures in docs/figures.json (the other keys
 * stay as they are), for refreshing the file part by part without the whole `npm run bench`:
 *
 *   npm run build && node --expose-gc --import tsx bench/record-figures.ts guard-overhead detection
 *
 * Parts: guard-overhead, adapter-overhead, hostile-input, replay, store, detection, corpora-score,
 * tarball-startup, dashboard, dashboard-runs, postgres, suite-time (one whole `npm test`, timed). Then `npm run figures` rewrites the pages that quote them.
 */
import { pathToFileURL } from 'node:url';
import { familyCorpus } from '../test/corpus/families/index.js';
import { scoreRun } from '../test/corpus/families/score-run.js';
import { type FigureInput, recordFigures } from './figures-file.js';
import {
  adapterOverheadFigures,
  corporaFigures,
  countOf,
  guardOffOverheadFigures,
  guardOverheadFigures,
  hostileInputFigures,
  replayFigures,
  storeFigures,
} from './headline-figures.js';

/** Loop detection on the peers' scenarios (bench/peer-table.ts's totals) and the family corpus. */
async function detectionFigures(): Promise<FigureInput[]> {
  const { peerTable } = await import('./peer-table.js');
  // The totals table's last row: | **all** | runs | loops | legit | peer: caught | in time | false | loopguard: caught | in time | false |
  const all = peerTable(false).findLast((line) => line.startsWith('| **all** |'));
  const cells = all?.split('|').map((cell) => cell.trim()) ?? [];
  const ratio = (cell: string | undefined) => {
    const match = /^(\d+)\/(\d+)$/.exec(cell ?? '');
    if (!match) throw new Error(`bench/peer-table.ts: no totals row to read (${all ?? 'none'})`);
    return [Number(match[1]), Number(match[2])] as const;
  };
  const [peerInTime, loops] = ratio(cells[6]);
  const [inTime] = ratio(cells[9]);
  const [falseStops, legit] = ratio(cells[10]);
  const scores = familyCorpus.map(scoreRun);
  const familyLoops = scores.filter((score) => score.run.label === 'loop');
  const familyLegit = scores.filter((score) => score.run.label === 'legit');
  const caught = scores.filter((score) => score.outcome === 'caught');
  const stoppedLoops = scores.filter((score) => score.outcome === 'caught' || score.outcome === 'late');
  const wasted = stoppedLoops.reduce((sum, score) => sum + (score.wasted ?? 0), 0) / stoppedLoops.length;
  return [
    countOf('detection.peers.in-time', "peers' scenarios: loops stopped in time by loopguard", inTime, loops),
    countOf(
      'detection.peers.false-stops',
      "peers' scenarios: legitimate runs stopped by loopguard",
      falseStops,
      legit,
    ),
    countOf(
      'detection.peers.peer-rules-in-time',
      "peers' scenarios: loops the peers' own rules stop in time",
      peerInTime,
      loops,
    ),
    countOf(
      'detection.family.in-time',
      'family corpus: loops stopped in time',
      caught.length,
      familyLoops.length,
    ),
    countOf(
      'detection.family.false-stops',
      'family corpus: legitimate runs stopped',
      scores.filter((score) => score.outcome === 'false-positive').length,
      familyLegit.length,
    ),
    {
      key: 'detection.family.wasted',
      label: 'family corpus: calls wasted per stopped loop',
      value: Number(wasted.toFixed(2)),
      unit: 'calls',
      text: wasted.toFixed(2),
    },
  ];
}

/** The dashboard's views timed on the million-event store (the runs views on a million runs: dashboard-runs). */
const viewsOfEvents = [
  'daily (all)',
  'daily, agent + date filter',
  'trips (latest 100)',
  'tools (busiest chart + table)',
  'calibration',
  'trace of one task',
];

const parts: Record<string, () => Promise<FigureInput[]>> = {
  'guard-overhead': async () => {
    const { measureGuardOverhead } = await import('./guard-overhead.js');
    measureGuardOverhead(20_000);
    const figures = guardOverheadFigures(measureGuardOverhead());
    return [...figures, ...guardOffOverheadFigures(measureGuardOverhead(200_000, 50, false))];
  },
  'adapter-overhead': async () => {
    const { measureAdapterOverhead } = await import('./adapter-overhead.js');
    return adapterOverheadFigures(await measureAdapterOverhead());
  },
  'hostile-input': async () => {
    const { measureHostileInput } = await import('./hostile-input.js');
    return hostileInputFigures(measureHostileInput());
  },
  replay: async () => {
    const { measureReplayThroughput } = await import('./replay-throughput.js');
    return replayFigures(measureReplayThroughput());
  },
  store: async () => {
    const { measureIngest, measureReports } = await import('./store-bench.js');
    return storeFigures(measureIngest(), measureReports());
  },
  detection: detectionFigures,
  dashboard: async () => {
    const { dashboardFigures, measureDashboard } = await import('./dashboard-bench.js');
    return dashboardFigures(await measureDashboard(1_000_000, undefined, viewsOfEvents));
  },
  postgres: async () => {
    const { postgresFigures } = await import('./postgres-bench.js');
    return postgresFigures();
  },
  'dashboard-runs': async () => {
    const { measureRunsView, runsViewFigures } = await import('./dashboard-runs-bench.js');
    return runsViewFigures(await measureRunsView());
  },
  'corpora-score': async () => {
    const { reportCorpora } = await import('./corpora-score.js');
    return corporaFigures(reportCorpora());
  },
  'suite-time': async () => {
    const { suiteFigures, timeSuite } = await import('./suite-time.js');
    const time = timeSuite();
    if (time.slowest !== '') console.log(time.slowest);
    return suiteFigures(time);
  },
  'tarball-startup': async () => {
    const { reportTarballStartup, tarballStartupFigures } = await import('./tarball-startup.js');
    return tarballStartupFigures(reportTarballStartup());
  },
};

/** Measures and records each named part in turn; returns the keys written. */
export async function recordParts(names: readonly string[]): Promise<string[]> {
  const unknown = names.filter((name) => !(name in parts));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(
      `record-figures: unknown part ${unknown.map((name) => `\`${name}\``).join(', ') || '(none given)'}; parts: ${Object.keys(parts).join(', ')}`,
    );
  const keys: string[] = [];
  for (const name of names) {
    const figures = await (parts[name] as () => Promise<FigureInput[]>)();
    recordFigures(name, figures);
    for (const figure of figures) console.log(`${name}: ${figure.key} = ${figure.text}`);
    keys.push(...figures.map((figure) => figure.key));
  }
  return keys;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await recordParts(process.argv.slice(2));

import type { AdapterOverheadSample } from './adapter-overhead.js';
import type { FigureInput } from './figures-file.js';
import type { GatewayBenchResult, ModeFigures } from './gateway-bench.js';
import type { HostileLoad } from './gateway-hostile-load.js';
import type { OverheadResult } from './guard-overhead.js';
import type { HostileSample } from './hostile-input.js';
import type { ThroughputResult } from './replay-throughput.js';

/**
 * The headline figures of each bench part, from what the part returned, for the figures file
 * (bench/figures-file.ts). One function per part; each names its keys once.
 */

const fixed = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function figure(key: string, label: string, value: number, unit: string, digits: number): FigureInput {
  const shown = fixed(value, digits);
  return {
    key,
    label,
    value: Number(value.toFixed(digits)),
    unit,
    text: unit === '×' ? `${shown}×` : `${shown} ${unit}`,
  };
}

/** `caught of total` counts (a corpus score). */
export function countOf(key: string, label: string, part: number, whole: number): FigureInput {
  return { key, label, value: part, unit: `of ${whole}`, text: `${part} of ${whole}` };
}

/** bench/guard-overhead.ts. */
export function guardOverheadFigures(result: OverheadResult): FigureInput[] {
  return [
    figure(
      'guard.round.p50',
      'guard round (beforeCall + end, detection on), median',
      result.medianMicros,
      'µs',
      1,
    ),
    figure('guard.round.p99', 'guard round, p99', result.p99Micros, 'µs', 1),
    figure(
      'guard.round.floor-ratio',
      'guard round ÷ JSON.stringify + hash of the same call (median)',
      result.ratio,
      '×',
      1,
    ),
  ];
}

/** bench/guard-overhead.ts with loop detection off: the call decision's own round. */
export function guardOffOverheadFigures(result: OverheadResult): FigureInput[] {
  return [
    figure(
      'guard.round.detection-off.p50',
      'guard round with loop detection off (admission, ticket, settlement, the result read), median',
      result.medianMicros,
      'µs',
      1,
    ),
    figure(
      'guard.round.detection-off.floor-ratio',
      'guard round with loop detection off ÷ JSON.stringify + hash of the same call (median)',
      result.ratio,
      '×',
      1,
    ),
  ];
}

/** bench/adapter-overhead.ts: the worst length with counting on, and counting off. */
export function adapterOverheadFigures(samples: readonly AdapterOverheadSample[]): FigureInput[] {
  const counted = samples.filter((sample) => sample.variant !== 'counting off');
  const off = samples.filter((sample) => sample.variant === 'counting off');
  const worst = (group: readonly AdapterOverheadSample[]) =>
    Math.max(...group.map((sample) => sample.ratioP50));
  return [
    ...(counted.length > 0
      ? [
          figure(
            'adapter.added-per-round.worst',
            "guardOpenAI's added p50 ÷ the guard's round, worst history length",
            worst(counted),
            '×',
            1,
          ),
        ]
      : []),
    ...(off.length > 0
      ? [
          figure(
            'adapter.added-per-round.counting-off',
            "guardOpenAI's added p50 ÷ the guard's round, token counting off, worst length",
            worst(off),
            '×',
            1,
          ),
        ]
      : []),
  ];
}

/** bench/hostile-input.ts. */
export function hostileInputFigures(samples: readonly HostileSample[]): FigureInput[] {
  const slowest = Math.max(...samples.map((sample) => sample.maxMs));
  return [
    figure(
      'hostile.before-call.slowest',
      'beforeCall on a hostile tool result (64 KB–1 MB), slowest',
      slowest,
      'ms',
      1,
    ),
  ];
}

/** bench/replay-throughput.ts. */
export function replayFigures(result: ThroughputResult): FigureInput[] {
  return [
    figure(
      'replay.rounds-per-second',
      'replay of 10,000 generated runs, in process',
      result.roundsPerSecond,
      'rounds/s',
      0,
    ),
    figure(
      'replay.pipeline-ratio',
      'replay pipeline (split + parse + check + judge) ÷ JSON.parse',
      result.ratioToParseFloor,
      '×',
      1,
    ),
  ];
}

/** bench/store-bench.ts. */
export function storeFigures(
  ingest: { readonly perSecond: number },
  reports: { readonly events: number; readonly commands: readonly { command: string; seconds: number }[] },
): FigureInput[] {
  // `loopguard report daily` → `report daily`; `loopguard trace task-12345` → `trace`.
  const name = (command: string) =>
    command
      .replace(/^loopguard /, '')
      .split(' ')
      .filter((word) => !/\d/.test(word))
      .join(' ');
  return [
    figure('store.sqlite.ingest', 'SQLite ingest, batched', ingest.perSecond, 'events/s', 0),
    ...reports.commands.map((command) =>
      figure(
        `store.sqlite.${name(command.command).replace(/ /g, '-')}`,
        `\`${name(command.command)}\` on ${reports.events.toLocaleString('en-US')} events, SQLite, CLI start included`,
        command.seconds,
        's',
        2,
      ),
    ),
  ];
}

const served = (mode: ModeFigures) => mode.failures < mode.requests;

/** bench/gateway-bench.ts: loopguard beside the peers it has (Portkey, LiteLLM). */
export function gatewayFigures(result: GatewayBenchResult): FigureInput[] {
  const find = (prefix: string) => result.contenders.find((row) => row.name.startsWith(prefix));
  const loopguard = find('loopguard (memory)');
  if (!loopguard) return [];
  const figures: FigureInput[] = [];
  for (const mode of ['plain', 'stream'] as const)
    figures.push(
      figure(
        `gateway.added-p50.${mode}.loopguard`,
        `gateway added p50 at c=1, ${mode}: loopguard`,
        loopguard[mode].addedP50Ms,
        'ms',
        3,
      ),
    );
  for (const [prefix, slug] of [
    ['Portkey', 'portkey'],
    ['LiteLLM', 'litellm'],
  ] as const) {
    const peer = find(prefix);
    if (!peer) continue;
    for (const mode of ['plain', 'stream'] as const) {
      if (!served(peer[mode])) continue;
      figures.push(
        figure(
          `gateway.added-p50.${mode}.${slug}`,
          `gateway added p50 at c=1, ${mode}: ${peer.name}`,
          peer[mode].addedP50Ms,
          'ms',
          3,
        ),
        figure(
          `gateway.rps-over.${mode}.${slug}`,
          `loopguard's requests/s at c=32 ÷ ${peer.name}'s, ${mode}`,
          loopguard[mode].requestsPerSecond / peer[mode].requestsPerSecond,
          '×',
          2,
        ),
      );
    }
  }
  const talk = result.conversations.find((row) => row.name === 'loopguard (memory)');
  if (talk)
    figures.push(
      figure(
        'gateway.conversation.added-p50',
        'gateway added p50, 50-round conversation, 1 KB tool results',
        talk.addedP50Ms,
        'ms',
        3,
      ),
    );
  return figures;
}

/** bench/gateway-hostile-load.ts: healthy clients beside the hostile one. */
export function hostileLoadFigures(load: HostileLoad): FigureInput[] {
  const storm = load.phases[1];
  if (!storm) return [];
  return [
    figure(
      'gateway.hostile.chat-p99',
      'healthy chat p99 beside a hostile client and a faulty upstream',
      storm.chatP99Ms,
      'ms',
      1,
    ),
    figure(
      'gateway.hostile.healthz-p99',
      '/healthz p99 beside the hostile client',
      storm.healthzP99Ms,
      'ms',
      1,
    ),
  ];
}

/** bench/corpora-score.ts: each corpus's rows (corpus, rule, `a of b` caught, `a of b` stopped, wasted). */
export function corporaFigures(rows: readonly (readonly string[])[]): FigureInput[] {
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const figures: FigureInput[] = [];
  for (const [corpus, rule, caught, stopped] of rows) {
    const key = `corpora.${slug(corpus ?? '')}.${slug(rule ?? '')}`;
    for (const [name, cell, label] of [
      ['loops-caught', caught, 'loops caught'],
      ['legit-stopped', stopped, 'legitimate runs stopped'],
    ] as const) {
      const match = /^(\d+) of (\d+)$/.exec(cell ?? '');
      if (match)
        figures.push(
          countOf(`${key}.${name}`, `${corpus}, ${rule}: ${label}`, Number(match[1]), Number(match[2])),
        );
    }
  }
  return figures;
}

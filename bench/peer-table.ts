/**
 * The peer table: for every scenario family and every peer whose loop tests the peer corpus translates,
 * the share of that peer's scenarios its own rule gets right and the share loopguard gets right.
 *
 * Run: `npx tsx bench/peer-table.ts` (add `--detail` for one line per scenario).
 */
import type { TranscriptMessage } from '../src/replay/transcript.js';
import {
  type PeerName,
  type PeerScenario,
  type PeerVerdict,
  peerNames,
  peerScenarios,
  peerTitles,
  scenarioFamilies,
} from '../test/corpus/peers.js';
import { peerRules } from '../test/peers/peer-rules.js';
import { built } from './built.js';

// The build users run (see built.ts).
const { replayTranscript } = await built<typeof import('../src/replay/replay-transcript.js')>(
  'replay/replay-transcript.js',
);

/** The waste goal the corpus tests hold loopguard to: stopped at most this many calls after a loop starts. */
const maxLateRounds = 2;
const unlimited = { maxRounds: null, maxTokens: null, maxDurationMs: null };

interface Scored {
  readonly scenario: PeerScenario;
  readonly peer: Judged;
  readonly loopguard: Judged & { readonly detector: string | null };
}

interface Judged extends PeerVerdict {
  /** Matches the label: a loop stopped at some call, or a legitimate run left alone. */
  readonly correct: boolean;
  /** A loop stopped within the waste goal (from one call before it starts to two after). */
  readonly inTime: boolean;
}

function judge(scenario: PeerScenario, verdict: PeerVerdict): Judged {
  const loop = scenario.label === 'loop';
  const round = verdict.round ?? 0;
  const from = scenario.loopFrom ?? 0;
  return {
    ...verdict,
    correct: verdict.tripped === loop,
    inTime: loop && verdict.tripped && round >= from - 1 && round <= from + maxLateRounds,
  };
}

function score(scenario: PeerScenario): Scored {
  const replayed = replayTranscript(
    { id: scenario.id, messages: scenario.messages as unknown as TranscriptMessage[], source: scenario.id },
    unlimited,
  );
  return {
    scenario,
    peer: judge(scenario, peerRules[scenario.peer](scenario.messages)),
    loopguard: { ...judge(scenario, replayed), detector: replayed.detector },
  };
}

const share = (items: readonly Scored[], pick: (item: Scored) => boolean) =>
  `${items.filter(pick).length}/${items.length}`;

function cell(items: readonly Scored[]): string {
  if (items.length === 0) return '–';
  return `${share(items, (item) => item.peer.correct)} · ${share(items, (item) => item.loopguard.correct)}`;
}

function familyTable(scored: readonly Scored[]): string[] {
  const columns = [...peerNames.map((peer) => peerTitles[peer]), 'all peers'];
  const lines = [`| family | ${columns.join(' | ')} |`, `|---|${columns.map(() => '---|').join('')}`];
  const row = (title: string, items: readonly Scored[]) => {
    const cells = peerNames.map((peer) => cell(items.filter((item) => item.scenario.peer === peer)));
    lines.push(`| ${title} | ${cells.join(' | ')} | ${cell(items)} |`);
  };
  for (const family of scenarioFamilies) {
    const items = scored.filter((item) => item.scenario.family === family);
    if (items.length > 0) row(family, items);
  }
  row('**all**', scored);
  return lines;
}

function totalsTable(scored: readonly Scored[]): string[] {
  const lines = [
    '| peer | scenarios | loops | legit | peer rule: loops caught | in time | false stops | loopguard: loops caught | in time | false stops |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const row = (title: string, items: readonly Scored[]) => {
    const loops = items.filter((item) => item.scenario.label === 'loop');
    const legit = items.filter((item) => item.scenario.label === 'legit');
    const figures = (side: 'peer' | 'loopguard') => [
      share(loops, (item) => item[side].tripped),
      share(loops, (item) => item[side].inTime),
      share(legit, (item) => item[side].tripped),
    ];
    lines.push(
      `| ${title} | ${items.length} | ${loops.length} | ${legit.length} | ${figures('peer').join(' | ')} | ${figures('loopguard').join(' | ')} |`,
    );
  };
  for (const peer of peerNames)
    row(
      peerTitles[peer],
      scored.filter((item) => item.scenario.peer === peer),
    );
  row('**all**', scored);
  return lines;
}

function verdictText(scenario: PeerScenario, judged: Judged, detector?: string | null): string {
  const mark = judged.correct ? '✓' : '✗';
  if (!judged.tripped) return `${scenario.label === 'loop' ? 'misses' : 'leaves alone'} ${mark}`;
  const late = scenario.label === 'loop' && !judged.inTime ? ', late' : '';
  const by = detector ? ` (${detector})` : '';
  return `${scenario.label === 'loop' ? 'stops' : 'false stop'} after ${judged.round}${by}${late} ${mark}`;
}

function detailTable(scored: readonly Scored[]): string[] {
  const lines = [
    '| scenario | peer | family | label | loop from | peer test | peer rule | loopguard |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { scenario, peer, loopguard } of scored) {
    lines.push(
      `| ${scenario.id} | ${peerTitles[scenario.peer]} | ${scenario.family} | ${scenario.label} | ${scenario.loopFrom ?? '–'} | ${scenario.peerTest.replaceAll('|', '\\|')} | ${verdictText(scenario, peer)} | ${verdictText(scenario, loopguard, loopguard.detector)} |`,
    );
  }
  return lines;
}

/** The report as markdown lines. */
export function peerTable(detail: boolean): string[] {
  const scored = peerScenarios.map(score);
  const loops = scored.filter((item) => item.scenario.label === 'loop').length;
  const byPeer = (peer: PeerName) => scored.filter((item) => item.scenario.peer === peer).length;
  return [
    '## Peer scenarios: each peer’s own rule and loopguard',
    '',
    `${scored.length} scenarios from the loop tests of ${peerNames.length} agent frameworks (${peerNames.map((peer) => `${peerTitles[peer]} ${byPeer(peer)}`).join(', ')}): ${loops} loops, ${scored.length - loops} legitimate runs. A cell reads \`peer rule · loopguard\`: how many of that peer’s scenarios in the family each gets right (a loop stopped at some call, a legitimate run left alone).`,
    '',
    ...familyTable(scored),
    '',
    `"In time" means stopped between one call before the loop starts and ${maxLateRounds} calls after. Peer rules run with their defaults: OpenHands headless, Roo Code’s limit of 3, Gemini CLI without its LLM judge (asked from turn 30 on, it cannot run offline), OpenClaw with its loop detection switched on (it is off by default). A warning that lets the call go ahead does not count as a stop.`,
    '',
    ...totalsTable(scored),
    ...(detail ? ['', ...detailTable(scored)] : []),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(peerTable(process.argv.includes('--detail')).join('\n'));
}

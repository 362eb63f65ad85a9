/**
 * Scores the built package's loop detection on every labelled corpus at hand, beside the peers' rules (the
 * seed's three-identical-signatures rule and OpenHands-style exact rules), the way the project is judged:
 * every gate off but detection, the call after the last recorded one added (a live guard is judged there).
 *
 * - the five sets of `../shared/loop-corpora` (other authors' work: read from there, never copied), scored by
 *   their own `pad.mjs` and `score.mjs`;
 * - `corpora/blind-2026-12`, `-12b` and `-12c` (written for this project by writers who had not read the
 *   detectors; each one's first-sight figure is in its FIRST-SIGHT.md);
 * - `corpora/real-runs` (real public runs; its `traces.jsonl` is rebuilt from fetched snapshots by
 *   `node corpora/real-runs/scripts/build.mjs`, so it is scored only where it was built).
 *
 * `LOOP_CORPORA=dir` reads the shared sets from another folder (a worktree sits one level deeper than the repo).
 * The scorer is the shared one: without `../shared` the corpora cannot be scored the same way, and the bench
 * says so and goes on.
 *
 *   npx tsx bench/corpora-score.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Table from 'cli-table3';
import { assertBuildCurrent } from './built.js';

const root = new URL('..', import.meta.url).pathname;
const shared = process.env.LOOP_CORPORA ?? join(root, '..', 'shared', 'loop-corpora');

interface Corpus {
  readonly name: string;
  readonly traces: string;
  readonly labels: string;
}

function corpora(): Corpus[] {
  const list: Corpus[] = [];
  for (const name of ['synth', 'peer', 'real', 'real2', 'fresh'])
    list.push({
      name: `shared/${name}`,
      traces: join(shared, name, 'traces.jsonl'),
      labels: join(shared, name, 'labels.jsonl'),
    });
  for (const name of [
    'blind-2026-12',
    'blind-2026-12b',
    'blind-2026-12c',
    'blind-2026-12d',
    'blind-2026-12e',
    'blind-2026-12f',
    'blind-2026-12g',
    'blind-2026-12h',
    'blind-2026-12i',
    'blind-2026-12j',
    'blind-2026-12k',
    'blind-2026-12l',
    'blind-2026-12m',
    'blind-2026-12n',
    'blind-2026-12o',
    'blind-2026-12p',
    'blind-2026-12q',
    'blind-2026-12r',
    'blind-2026-12s',
    'blind-2026-12t',
    'blind-2026-12u',
    'blind-2026-12v',
    'blind-2026-12w',
    'blind-2026-12x',
    'blind-2026-12y',
    'blind-2026-12z',
    'blind-2026-12aa',
    'blind-2026-12ab',
    'blind-2026-12ac',
    'blind-2026-12ad',
    'blind-2026-12ae',
    'blind-2026-12af',
    'blind-2026-12ag',
    'blind-2026-12ah',
    'blind-2026-12ai',
    'blind-2026-12aj',
    'blind-2026-12ak',
    'blind-2026-12al',
    'blind-2026-12am',
    'blind-2026-12an',
    'blind-2026-12ao',
    'blind-2026-12ap',
    'blind-2026-12aq',
    'blind-2026-12ar',
  ])
    list.push({
      name,
      traces: join(root, 'corpora', name, 'traces.jsonl'),
      labels: join(root, 'corpora', name, 'labels.jsonl'),
    });
  list.push({
    name: 'real-runs',
    traces: join(root, 'corpora/real-runs/traces.jsonl'),
    labels: join(root, 'corpora/real-runs/labels.final.jsonl'),
  });
  return list.filter((corpus) => existsSync(corpus.traces) && existsSync(corpus.labels));
}

/** The scorer's three lines (seed, OpenHands-style, project) as figures. */
function score(corpus: Corpus, cli: string, work: string): string[][] {
  const padded = join(work, 'padded.jsonl');
  execFileSync(process.execPath, [join(shared, 'pad.mjs'), corpus.traces, padded]);
  const raw = execFileSync(
    process.execPath,
    [cli, 'replay', padded, '--policy', join(shared, 'policy-loops-only.json'), '--json'],
    { maxBuffer: 2 ** 30 },
  );
  const rawFile = join(work, 'raw.jsonl');
  writeFileSync(rawFile, raw);
  const fixed = execFileSync(process.execPath, [join(shared, 'pad.mjs'), '--fix', corpus.traces, rawFile], {
    maxBuffer: 2 ** 30,
  });
  const verdicts = join(work, 'verdicts.jsonl');
  writeFileSync(verdicts, fixed);
  const printed = execFileSync(process.execPath, [
    join(shared, 'score.mjs'),
    corpus.traces,
    corpus.labels,
    verdicts,
  ])
    .toString()
    .split('\n');
  return printed
    .filter((line) => /recall \d+\/\d+/.test(line))
    .map((line) => {
      const match =
        /^(.*?)\s+recall (\d+)\/(\d+) \(([\d.]+)%\)\s+false positives (\d+)\/(\d+) \(([\d.]+)%\)\s+wasted calls\/loop ([\d.NaN]+)/.exec(
          line,
        );
      if (!match) return [line];
      const [, who, caught, loops, , stopped, legit, , wasted] = match;
      return [
        corpus.name,
        who?.trim() ?? '',
        `${caught} of ${loops}`,
        `${stopped} of ${legit}`,
        wasted ?? '',
      ];
    });
}

/** Prints the table of every corpus at hand (or why there is none) and returns its rows. */
export function reportCorpora(): string[][] {
  if (!existsSync(join(shared, 'score.mjs'))) {
    console.log(
      'corpora score: ../shared/loop-corpora is not here; the corpora are scored with its scorer, skipped\n',
    );
    return [];
  }
  assertBuildCurrent();
  const cli = join(root, 'dist', 'cli', 'main.js');
  const table = new Table({
    head: ['corpus', 'rule', 'loops caught', 'legit runs stopped', 'calls wasted per caught loop'],
    style: { head: [], border: [] },
  });
  const work = mkdtempSync(join(tmpdir(), 'loopguard-corpora-'));
  const rows: string[][] = [];
  try {
    for (const corpus of corpora()) rows.push(...score(corpus, cli, work));
    table.push(...rows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(table.toString());
  console.log(
    'every gate off but detection; the call after the last recorded one judged as a live guard would (pad.mjs)\n',
  );
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) reportCorpora();

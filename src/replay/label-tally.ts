import { renderTable, type TableData } from '../report/render.js';
import { printableText } from './printable-text.js';
import type { LabelledRun } from './read-labels.js';
import type { ReplayVerdict } from './replay-transcript.js';
import { MAX_LATE_ROUNDS, type RunOutcome, scoreVerdict } from './score-verdict.js';

/** How a policy scored against labelled runs. Field names are part of the `--json` output. */
export interface LabelScore {
  readonly loops: number;
  /** Loops stopped at all (in time, late or early). */
  readonly caught: number;
  /** Loops stopped within [loop_from - 1, loop_from + MAX_LATE_ROUNDS]. */
  readonly caughtInTime: number;
  readonly late: number;
  readonly early: number;
  readonly missed: number;
  readonly legit: number;
  readonly falsePositives: number;
  /** Mean LLM calls made after the loop began, over stopped loops. */
  readonly wastedPerCaughtLoop: number | null;
  /** Mean LLM calls made after the loop began, over all loops (a missed one to its end). */
  readonly wastedPerLoop: number | null;
  /** Judged runs the labels file does not name. */
  readonly unlabelled: number;
  /** Labelled runs that were not in the input (or could not be judged). */
  readonly notFound: readonly string[];
  /** Loops missed and legitimate runs stopped, for a reviewer to look at. */
  readonly misses: readonly {
    readonly id: string;
    readonly outcome: RunOutcome;
    readonly note: string | undefined;
  }[];
}

const mean = (total: number, count: number) => (count === 0 ? null : Math.round((100 * total) / count) / 100);

/** Scores verdicts against labels as they arrive; memory grows with the labels, not the input. */
export class LabelTally {
  readonly #seen = new Set<string>();
  readonly #counts: Record<RunOutcome, number> = {
    caught: 0,
    late: 0,
    early: 0,
    missed: 0,
    passed: 0,
    'false-positive': 0,
  };
  readonly #misses: LabelScore['misses'][number][] = [];
  #wastedStopped = 0;
  #wastedAll = 0;
  #unlabelled = 0;

  constructor(private readonly labels: ReadonlyMap<string, LabelledRun>) {}

  /** Scores one verdict; returns its outcome, or undefined for a run without a label. */
  add(verdict: ReplayVerdict): RunOutcome | undefined {
    const label = this.labels.get(verdict.id);
    if (!label) {
      this.#unlabelled++;
      return undefined;
    }
    this.#seen.add(verdict.id);
    const { outcome, wasted } = scoreVerdict(label, verdict);
    this.#counts[outcome]++;
    if (label.label === 'loop') {
      this.#wastedAll += wasted ?? 0;
      if (outcome !== 'missed') this.#wastedStopped += wasted ?? 0;
    }
    if (outcome === 'missed' || outcome === 'false-positive' || outcome === 'early' || outcome === 'late')
      this.#misses.push({ id: verdict.id, outcome, note: label.note });
    return outcome;
  }

  score(): LabelScore {
    const counts = this.#counts;
    const caught = counts.caught + counts.late + counts.early;
    const loops = caught + counts.missed;
    return {
      loops,
      caught,
      caughtInTime: counts.caught,
      late: counts.late,
      early: counts.early,
      missed: counts.missed,
      legit: counts.passed + counts['false-positive'],
      falsePositives: counts['false-positive'],
      wastedPerCaughtLoop: mean(this.#wastedStopped, caught),
      wastedPerLoop: mean(this.#wastedAll, loops),
      unlabelled: this.#unlabelled,
      notFound: [...this.labels.keys()].filter((id) => !this.#seen.has(id)),
      misses: this.#misses,
    };
  }
}

const share = (part: number, whole: number) =>
  whole === 0 ? '-' : `${part}/${whole} (${Math.round((100 * part) / whole)}%)`;

/** The score as a two-column table. */
export function labelScoreTable(score: LabelScore): TableData {
  return {
    head: ['against labels', ''],
    rows: [
      ['loops caught', share(score.caught, score.loops)],
      [`caught in time (by loop_from + ${MAX_LATE_ROUNDS})`, share(score.caughtInTime, score.loops)],
      ['caught late / too early', `${score.late} / ${score.early}`],
      ['loops missed', String(score.missed)],
      ['false positives (legit runs stopped)', share(score.falsePositives, score.legit)],
      [
        'wasted calls per caught loop',
        score.wastedPerCaughtLoop === null ? '-' : score.wastedPerCaughtLoop.toFixed(2),
      ],
      [
        'wasted calls per loop, missed included',
        score.wastedPerLoop === null ? '-' : score.wastedPerLoop.toFixed(2),
      ],
    ],
  };
}

/** The `--labels` score: a table and the runs to look at, or one `{"score"}` JSON line. */
export function labelScoreText(labels: LabelTally, json: boolean): string {
  const score = labels.score();
  if (json) return `${JSON.stringify({ score })}\n`;
  let text = `${renderTable(labelScoreTable(score))}\n`;
  for (const miss of score.misses.slice(0, 20))
    text += `${miss.outcome}: ${printableText(miss.id)}${miss.note ? ` (${printableText(miss.note)})` : ''}\n`;
  if (score.misses.length > 20) text += `… and ${score.misses.length - 20} more (see --json)\n`;
  if (score.notFound.length > 0)
    text += `${score.notFound.length} labelled runs were not judged (not in the input, or not readable): ${score.notFound.slice(0, 5).map(printableText).join(', ')}${score.notFound.length > 5 ? ', …' : ''}\n`;
  if (score.unlabelled > 0) text += `${score.unlabelled} judged runs have no label and are not scored\n`;
  return text;
}

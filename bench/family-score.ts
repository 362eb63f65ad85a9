/**
 * Scores loop detection on the family corpus (test/corpus/families): per family, loops caught within the
 * tolerated window, loops stopped late or early, false positives, and the mean LLM calls wasted after the loop
 * became recognisable. `--detail` lists every run that misses its label, with the verdict's reason.
 *
 *   npx tsx bench/family-score.ts [--detail]
 */
import Table from 'cli-table3';
import { familyCorpus } from '../test/corpus/families/index.js';
import { MAX_LATE_ROUNDS, type RunScore, scoreRun } from '../test/corpus/families/score-run.js';

const detail = process.argv.includes('--detail');
const scores = familyCorpus.map(scoreRun);

interface Row {
  readonly loops: number;
  readonly caught: number;
  readonly late: number;
  readonly early: number;
  readonly legit: number;
  readonly falsePositives: number;
  readonly wasted: readonly number[];
}

function summarise(group: readonly RunScore[]): Row {
  const count = (outcome: RunScore['outcome']) => group.filter((score) => score.outcome === outcome).length;
  return {
    loops: group.filter((score) => score.run.label === 'loop').length,
    caught: count('caught'),
    late: count('late'),
    early: count('early'),
    legit: group.filter((score) => score.run.label === 'legit').length,
    falsePositives: count('false-positive'),
    wasted: group
      .filter((score) => score.outcome === 'caught' || score.outcome === 'late')
      .map((score) => score.wasted ?? 0),
  };
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${Math.round((100 * part) / whole)}%`);
const mean = (values: readonly number[]) =>
  values.length === 0 ? '-' : (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(2);

const cells = (name: string, row: Row) => [
  name,
  `${row.caught}/${row.loops} (${percent(row.caught, row.loops)})`,
  String(row.late),
  String(row.early),
  `${row.falsePositives}/${row.legit}`,
  mean(row.wasted),
];

const families = [...new Set(familyCorpus.map((run) => run.family))];
const table = new Table({
  head: ['family', 'loops caught', 'late', 'early', 'false pos / legit', 'mean wasted'],
  style: { head: [], border: [] },
});
for (const family of families)
  table.push(cells(family, summarise(scores.filter((score) => score.run.family === family))));
table.push(cells('total', summarise(scores)));
console.log(
  `family corpus: ${familyCorpus.length} runs; caught = stopped within [loopFrom - 1, loopFrom + ${MAX_LATE_ROUNDS}]; wasted = round - loopFrom, at least 0, over caught and late loops`,
);
console.log(table.toString());

if (detail) {
  const failing = scores.filter((score) => score.outcome !== 'caught' && score.outcome !== 'passed');
  for (const family of families) {
    const inFamily = failing.filter((score) => score.run.family === family);
    if (inFamily.length === 0) continue;
    console.log(`\n${family}`);
    for (const { run, verdict, outcome } of inFamily) {
      const where =
        run.loopFrom === null ? '' : ` loopFrom ${run.loopFrom}, stopped at ${verdict.round ?? '-'};`;
      console.log(`  ${outcome.padEnd(14)} ${run.id}:${where} ${run.note}`);
      if (verdict.reason) console.log(`  ${''.padEnd(14)} reason: ${verdict.reason}`);
    }
  }
}

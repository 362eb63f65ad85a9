// Reconciles the two independent readers into the labels the bench scores (labels.final.jsonl):
// - both readers gave the same label: that label; for a loop, the earlier of their two loop_from (the stricter
//   measure of calls wasted);
// - they disagree: ambiguous (not scored), with both readings kept in `why`.
// Prints the agreement table. usage: node scripts/reconcile.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) =>
  readFileSync(join(here, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
const first = read('labels.jsonl');
const second = new Map([...read('labels-b.jsonl'), ...read('labels-b2.jsonl')].map((label) => [label.id, label]));
const out = [];
const table = {};
let agreed = 0;
for (const a of first) {
  const b = second.get(a.id);
  if (!b) throw new Error(`${a.id}: no second reading`);
  const key = `${a.label}/${b.label}`;
  table[key] = (table[key] ?? 0) + 1;
  if (a.label === b.label) {
    agreed++;
    const loopFrom = a.label === 'loop' ? Math.min(a.loop_from, b.loop_from) : null;
    out.push({ id: a.id, label: a.label, loop_from: loopFrom, why: a.why, readers: 'A+B' });
  } else {
    out.push({
      id: a.id,
      label: 'ambiguous',
      loop_from: null,
      why: `readers disagree: A ${a.label} (${a.why}); B ${b.label} (${b.why})`,
      readers: 'A≠B',
    });
  }
}
if (second.size !== first.length) throw new Error('the two readings cover different runs');
writeFileSync(join(here, 'labels.final.jsonl'), `${out.map((label) => JSON.stringify(label)).join('\n')}\n`);
const counts = {};
for (const label of out) counts[label.label] = (counts[label.label] ?? 0) + 1;
console.log(`runs ${first.length}, readers agree on ${agreed} (${((100 * agreed) / first.length).toFixed(1)}%)`);
console.log('A/B', JSON.stringify(table));
console.log('final', JSON.stringify(counts));

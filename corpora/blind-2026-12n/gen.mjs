// Generator for blind-2026-12n: `node gen.mjs` rewrites traces.jsonl and labels.jsonl byte for byte and validates them;
// `node gen.mjs --stats` also prints the kinds table. Dependency-free, seeded.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Run, rng } from './mod/core.mjs';
import { DOMAINS } from './mod/domains.mjs';
import { AMBIG, LEGIT } from './mod/legit.mjs';
import { LOOPS } from './mod/loops.mjs';
import { validate } from './mod/validate.mjs';
import { warmup, world } from './mod/world.mjs';

const SEED = 20261214;
const here = dirname(fileURLToPath(import.meta.url));
const FAMILY = {
  'exact-repeat': 'batch',
  'trivial-variant': 'batch',
  cycle: 'find',
  'retry-storm': 'batch',
  'no-progress': 'find',
  'stuck-poll': 'job',
  'page-wrap': 'list',
  'todo-rewrite': 'clean',
  'failing-cosmetic': 'fix',
  'memory-rewrite': 'find',
  'poll-progress': 'job',
  'paging-real': 'list',
  'retry-backoff-ok': 'batch',
  'batch-distinct': 'batch',
  'fix-rerun': 'fix',
  'user-asked-repeat': 'batch',
  'iterative-narrowing': 'clean',
  'memory-new-facts': 'find',
  'amb-asked-watch': 'job',
  'amb-double-check': 'batch',
  'amb-search-trickle': 'find',
  'amb-backoff-giveup': 'batch',
};

function plan() {
  const loopKinds = [
    'exact-repeat',
    'trivial-variant',
    'cycle',
    'failing-cosmetic',
    'retry-storm',
    'no-progress',
    'stuck-poll',
    'page-wrap',
    'todo-rewrite',
    'memory-rewrite',
  ];
  const legitKinds = Object.keys(LEGIT);
  const ambKinds = Object.keys(AMBIG);
  const out = [];
  let g = 0;
  DOMAINS.forEach((d, di) => {
    for (let j = 0; j < 6; j++) out.push({ d, label: 'loop', kind: loopKinds[(di + j) % loopKinds.length] });
    const nLegit = di < 4 ? 5 : 6;
    for (let j = 0; j < nLegit; j++)
      out.push({ d, label: 'legit', kind: legitKinds[g++ % legitKinds.length] });
    if (di < 4) out.push({ d, label: 'ambiguous', kind: ambKinds[(di * 3 + 1) % ambKinds.length] });
  });
  return out;
}

function warmLen(r) {
  const p = r();
  return p < 0.25 ? r.int(0, 3) : p < 0.65 ? r.int(4, 14) : p < 0.9 ? r.int(15, 40) : r.int(41, 78);
}

function build(p, seed) {
  const r0 = rng(seed);
  let warm = warmLen(r0);
  for (let attempt = 0; attempt < 40; attempt++) {
    const r = rng(seed * 7 + 1);
    const run = new Run(r, p.d);
    const w = world(p.d, run);
    run.sys(p.d.sys);
    run.user(p.d.task[FAMILY[p.kind]]);
    warmup(w, warm);
    const fn = LOOPS[p.kind] ?? LEGIT[p.kind] ?? AMBIG[p.kind];
    const note = fn(w);
    if (p.label === 'legit') run.loopFrom = null;
    if (run.steps < 12) {
      warm += 12 - run.steps;
      continue;
    }
    if (run.steps > 90) {
      warm -= run.steps - 90;
      continue;
    }
    return { run, note };
  }
  throw new Error(`cannot fit ${p.kind}`);
}

const r = rng(SEED);
const entries = plan().map((p, i) => {
  const { run, note } = build(p, SEED + i * 101);
  return { p, run, note };
});
const order = r.shuffle(entries);
const traces = [];
const labels = [];
for (const { p, run, note } of order) {
  const id = `n12-${r.hex(10)}`;
  traces.push({ id, messages: run.messages });
  labels.push({
    id,
    label: p.label,
    loop_from: run.loopFrom ?? null,
    kind: p.kind,
    domain: p.d.key,
    steps: run.steps,
    note,
  });
}
const count = validate(traces, labels, DOMAINS);
writeFileSync(join(here, 'traces.jsonl'), `${traces.map((t) => JSON.stringify(t)).join('\n')}\n`);
writeFileSync(join(here, 'labels.jsonl'), `${labels.map((l) => JSON.stringify(l)).join('\n')}\n`);
console.log(`ok ${JSON.stringify(count)}`);
if (process.argv.includes('--stats')) {
  const by = {};
  for (const l of labels) {
    const k = `${l.label}|${l.kind}`;
    by[k] ??= { n: 0, s: [], f: [] };
    by[k].n++;
    by[k].s.push(l.steps);
    if (l.loop_from != null) by[k].f.push(l.loop_from);
  }
  console.log('| label | kind | runs | steps | loop_from |\n|---|---|---|---|---|');
  for (const [k, v] of Object.entries(by).sort()) {
    const [lab, kind] = k.split('|');
    const rg = (a) => (a.length ? `${Math.min(...a)}–${Math.max(...a)}` : '–');
    console.log(`| ${lab} | ${kind} | ${v.n} | ${rg(v.s)} | ${lab === 'legit' ? '–' : rg(v.f)} |`);
  }
}

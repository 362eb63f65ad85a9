// blind-2026-12p generator: plan (10 domains x 12 runs), seeded build, shuffle, validation, writes traces and labels.
// usage: node gen.mjs [--stats]
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { airflow, backup, dbt, k8s } from './mod/kits-a.mjs';
import { apt, search, spark } from './mod/kits-b.mjs';
import { ansible, mysql, pnpm } from './mod/kits-c.mjs';
import { AMBIG, LEGIT } from './mod/kinds-legit.mjs';
import { LOOPS } from './mod/kinds-loop.mjs';
import { rng } from './mod/rng.mjs';
import { validate } from './mod/validate.mjs';
import { warmLen, warmup, world } from './mod/world.mjs';

const SEED = 20261216;
const KITS = [airflow, dbt, k8s, backup, spark, search, apt, mysql, ansible, pnpm];
const LOOPK = Object.keys(LOOPS);
const LEGITK = Object.keys(LEGIT);
const AMBK = Object.keys(AMBIG);

function plan() {
  const out = [];
  KITS.forEach((kit, d) => {
    for (let j = 0; j < 6; j++) out.push({ kit, label: 'loop', kind: LOOPK[(d + j) % LOOPK.length] });
    const nl = d < 6 ? 6 : 5;
    for (let j = 0; j < nl; j++) out.push({ kit, label: 'legit', kind: LEGITK[(d * 3 + j) % LEGITK.length] });
    if (d >= 6) out.push({ kit, label: 'ambiguous', kind: AMBK[d - 6] });
  });
  return out;
}

function build(p, seed) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const s = seed + attempt * 7919;
    const pre = rng(s ^ 0x5bd1e995);
    let wl = warmLen(pre);
    if (attempt > 10) wl = Math.min(wl, 6);
    const w = world(p.kit, s, rng);
    warmup(w, wl, pre.chance(0.2));
    const start = w.run.mark();
    let res;
    let from = null;
    if (p.label === 'loop') {
      res = LOOPS[p.kind](w);
      from = res.from;
    } else if (p.label === 'legit') res = LEGIT[p.kind](w);
    else {
      res = AMBIG[p.kind](w);
      const asst = w.run.msgs.map((m, i) => [m, i]).filter(([m, i]) => i >= start && m.role === 'assistant');
      from = asst[Math.min(res.at, asst.length - 1)][1];
    }
    const n = w.run.msgs.length;
    if (n < 12 || n > 90) continue;
    return { messages: w.run.msgs, from, note: res.note, steps: w.run.steps(), warm: wl };
  }
  throw new Error(`cannot fit ${p.kit.key}/${p.kind} into 12..90 messages`);
}

const here = dirname(fileURLToPath(import.meta.url));
const plans = plan();
const built = plans.map((p, i) => ({ p, b: build(p, SEED + i * 104729) }));
const order = rng(SEED).shuffle(built);
const idr = rng(SEED + 1);
const traces = [];
const labels = [];
order.forEach(({ p, b }, i) => {
  const id = `bp-${String(i + 1).padStart(3, '0')}-${idr.hex(4)}`;
  traces.push({ id, messages: b.messages });
  labels.push({
    id,
    label: p.label,
    // The shared labels' convention: the LLM call (assistant message, counted from 1) whose call is the first
    // redundant one. The writer's message index is kept beside it.
    loop_from:
      b.from === null ? null : b.messages.slice(0, b.from + 1).filter((m) => m.role === 'assistant').length,
    loop_from_message: b.from,
    kind: p.kind,
    domain: p.kit.key,
    steps: b.steps,
    note: b.note,
  });
});
validate(traces, labels);
writeFileSync(join(here, 'traces.jsonl'), `${traces.map((t) => JSON.stringify(t)).join('\n')}\n`);
writeFileSync(join(here, 'labels.jsonl'), `${labels.map((l) => JSON.stringify(l)).join('\n')}\n`);

if (process.argv.includes('--stats')) {
  const count = (f) => labels.reduce((m, l) => m.set(f(l), (m.get(f(l)) ?? 0) + 1), new Map());
  console.log('labels', Object.fromEntries(count((l) => l.label)));
  console.log('domains', Object.fromEntries(count((l) => l.domain)));
  console.log('kinds', Object.fromEntries(count((l) => `${l.label}/${l.kind}`)));
  const lens = traces.map((t) => t.messages.length).sort((a, b) => a - b);
  console.log('messages min/median/max', lens[0], lens[lens.length >> 1], lens.at(-1));
  const outs = traces
    .flatMap((t) => t.messages.filter((m) => m.role === 'tool').map((m) => m.content.length))
    .sort((a, b) => a - b);
  console.log('tool output chars min/median/max', outs[0], outs[outs.length >> 1], outs.at(-1));
  const lf = labels
    .filter((l) => l.label === 'loop')
    .map((l) => l.loop_from)
    .sort((a, b) => a - b);
  console.log('loop_from min/median/max', lf[0], lf[lf.length >> 1], lf.at(-1));
  console.log(
    'runs with a user interrupt',
    traces.filter((t) => t.messages.filter((m) => m.role === 'user').length > 1).length,
  );
  console.log(
    'loop runs ending on a final answer',
    order.filter(
      ({ p, b }) =>
        p.label === 'loop' && b.messages.at(-1).role === 'assistant' && !b.messages.at(-1).tool_calls,
    ).length,
  );
}

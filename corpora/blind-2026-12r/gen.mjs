// Writes traces.jsonl and labels.jsonl for blind-2026-12r (seeded, deterministic) and validates them.
// usage: node gen.mjs [--stats]
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCtx } from './mod/ctx.mjs';
import { AMB_KINDS, LEGIT_KINDS } from './mod/kinds-legit.mjs';
import { LOOP_KINDS } from './mod/kinds-loop.mjs';
import { KITS_A } from './mod/kits-a.mjs';
import { KITS_A2 } from './mod/kits-a2.mjs';
import { KITS_B } from './mod/kits-b.mjs';
import { KITS_B2 } from './mod/kits-b2.mjs';
import { rng } from './mod/rng.mjs';
import { validate } from './mod/validate.mjs';

const SEED = 20261218;
const here = dirname(fileURLToPath(import.meta.url));
const KITS = [...KITS_A, ...KITS_A2, ...KITS_B, ...KITS_B2];

/** The plan: six loop kinds per domain (rotating so each kind lands six times), legit kinds round-robin, four ambiguous. */
function plan() {
  const out = [];
  let lg = 0;
  const used = new Map();
  // v counts how often a kind has been used so far, so variants alternate within each kind.
  const nth = (fn) => {
    used.set(fn, (used.get(fn) ?? -1) + 1);
    return used.get(fn);
  };
  KITS.forEach((kit, d) => {
    for (let j = 0; j < 6; j++) {
      const fn = LOOP_KINDS[(d * 6 + j) % 10];
      out.push({ kit, label: 'loop', fn, v: nth(fn) });
    }
    const nLegit = d < 4 ? 5 : 6;
    for (let j = 0; j < nLegit; j++) {
      const fn = LEGIT_KINDS[lg++ % 8];
      out.push({ kit, label: 'legit', fn, v: nth(fn) });
    }
    if (d < 4) out.push({ kit, label: 'ambiguous', fn: AMB_KINDS[d], v: 0 });
  });
  return out;
}

/** Builds one run; retries with the next sub-seed until its length fits 12–90 messages. */
function build(p, seed) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const r = rng(seed * 131 + attempt);
    const t0 = Date.UTC(2026, 11, 6, r.int(6, 16), r.int(0, 59), r.int(0, 59));
    const ctx = makeCtx(r, p.kit, t0);
    ctx.wn = r() < 0.35 ? r.int(9, 34) : r.int(0, 8);
    const info = p.fn(ctx, p.v);
    const m = ctx.run.m;
    if (m.length < 12 || m.length > 90) continue;
    return { ctx, info, r };
  }
  throw new Error(`no fitting length for ${p.kit.domain} ${p.fn.name}`);
}

const master = rng(SEED);
const built = plan().map((p, i) => ({ p, ...build(p, SEED + i) }));
const order = master.shuffle(built);
const runs = [];
const labels = [];
for (const b of order) {
  const id = `r12r-${master.hex(6)}`;
  const run = b.ctx.run;
  runs.push({ id, messages: run.m });
  labels.push({
    id,
    label: b.p.label,
    loop_from: b.p.label === 'legit' ? null : run.lf,
    loop_from_message: b.p.label === 'legit' ? null : run.lfm,
    kind: b.info.kind,
    domain: b.p.kit.domain,
    steps: run.asst,
    note: b.info.note,
  });
}
validate(runs, labels);
writeFileSync(join(here, 'traces.jsonl'), `${runs.map((t) => JSON.stringify(t)).join('\n')}\n`);
writeFileSync(join(here, 'labels.jsonl'), `${labels.map((l) => JSON.stringify(l)).join('\n')}\n`);

if (process.argv.includes('--stats')) {
  const count = (f) => labels.reduce((a, l) => a.set(f(l), (a.get(f(l)) ?? 0) + 1), new Map());
  console.log('labels', Object.fromEntries(count((l) => l.label)));
  console.log('kinds', Object.fromEntries(count((l) => `${l.label}:${l.kind}`)));
  for (const [d] of count((l) => l.domain)) {
    const ls = labels.filter((l) => l.domain === d);
    console.log(
      d,
      ['loop', 'legit', 'ambiguous'].map((k) => ls.filter((l) => l.label === k).length).join('/'),
    );
  }
  const lens = runs.map((t) => t.messages.length);
  const outs = runs.flatMap((t) => t.messages.filter((m) => m.role === 'tool').map((m) => m.content.length));
  const lf = labels.filter((l) => l.label === 'loop').map((l) => l.loop_from);
  console.log(
    `messages min=${Math.min(...lens)} max=${Math.max(...lens)}; tool output max=${Math.max(...outs)} chars; loop_from min=${Math.min(...lf)} max=${Math.max(...lf)}`,
  );
}

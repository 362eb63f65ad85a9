// blind-2026-12w generator: node gen.mjs writes traces.jsonl and labels.jsonl; --stats prints counts.
import { writeFileSync } from 'node:fs';
import { mkR } from './mod/rng.mjs';
import { DOMAINS } from './mod/domains.mjs';
import { Run } from './mod/run.mjs';
import { LOOPS } from './mod/kinds-loop.mjs';
import { LEGIT, AMB } from './mod/kinds-legit.mjs';
const SEED = 0x12_77_2026;
const R = mkR(SEED);
const VOICES = ['terse', 'verbose', 'plan', 'reflective', 'handoff'];
// 60 loops: five kinds x4, eight kinds x5; 56 legit: thirteen kinds x4 plus four extra.
const lk = Object.keys(LOOPS), gk = Object.keys(LEGIT);
const loops = R.shuffle(lk.flatMap((k, i) => Array(i < 8 ? 5 : 4).fill(k)));
const legit = R.shuffle([...gk.flatMap((k) => Array(4).fill(k)), 'batch-many', 'poll-completes', 'monitoring', 'long-healthy']);
const amb = R.shuffle(Object.keys(AMB));
const ambDom = R.sample([...DOMAINS.keys()], 4);
const plan = [];
DOMAINS.forEach((d, di) => {
  for (let i = 0; i < 6; i++) plan.push({ d, label: 'loop', kind: loops.pop() });
  const nl = ambDom.includes(di) ? 5 : 6; for (let i = 0; i < nl; i++) plan.push({ d, label: 'legit', kind: legit.pop() });
  if (ambDom.includes(di)) plan.push({ d, label: 'ambiguous', kind: amb.pop() });
});
const out = [];
plan.forEach((p, i) => {
  // Each run gets its own seed; re-draw a few times if a run falls outside 8..60 calls.
  for (let tries = 0; tries < 20; tries++) {
    const rr = mkR(SEED + i * 7919 + tries * 104729);
    const voice = p.kind === 'text-loop' && rr.chance(0.5) ? 'handoff' : rr.pick(VOICES);
    const b = new Run(rr, p.d, voice);
    b.k = p.d;
    const fn = p.label === 'loop' ? LOOPS[p.kind] : p.label === 'legit' ? LEGIT[p.kind] : AMB[p.kind];
    const note = fn(b);
    if (b.nA < 8 || b.nA > 60) continue;
    if (p.label === 'loop' && b.loopFrom == null) throw new Error(`no mark ${p.kind}`);
    out.push({ id: `w-${rr.hex(8)}`, messages: b.msgs, label: { label: p.label, loop_from: p.label === 'loop' ? b.loopFrom : null, loop_from_message: p.label === 'loop' ? b.loopMsg : null, kind: p.kind, domain: p.d.key, steps: b.nA, note: `${note}; voice=${voice}` } });
    break;
  }
  if (out.length !== i + 1) throw new Error(`could not fit ${p.kind} in ${p.d.key}`);
});
const runs = R.shuffle(out);
const traces = runs.map((r) => ({ id: r.id, messages: r.messages }));
const labels = runs.map((r) => ({ id: r.id, ...r.label }));
const { validate } = await import('./mod/validate.mjs');
validate(traces, labels);
if (process.argv.includes('--stats')) {
  const c = {}; for (const l of labels) c[l.label] = (c[l.label] ?? 0) + 1;
  const byKind = {}; for (const l of labels) byKind[`${l.label}\t${l.kind}`] = (byKind[`${l.label}\t${l.kind}`] ?? 0) + 1;
  const st = labels.map((l) => l.steps).sort((a, b) => a - b);
  console.log(JSON.stringify(c), 'runs', labels.length, 'calls', st.reduce((a, b) => a + b, 0), 'min', st[0], 'median', st[60], 'max', st.at(-1), '>=30:', st.filter((x) => x >= 30).length);
  for (const [k, v] of Object.entries(byKind).sort()) console.log(v, k);
} else {
  writeFileSync(new URL('./traces.jsonl', import.meta.url), traces.map((t) => JSON.stringify(t)).join('\n') + '\n');
  writeFileSync(new URL('./labels.jsonl', import.meta.url), labels.map((t) => JSON.stringify(t)).join('\n') + '\n');
  console.log(`wrote ${traces.length} runs`);
}

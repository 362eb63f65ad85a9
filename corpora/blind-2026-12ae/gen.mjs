// blind-2026-12ae generator: rewrites traces.jsonl and labels.jsonl byte for byte (seeded), then validates them.
// usage: node gen.mjs            write both files and validate
//        node gen.mjs --stats    also print counts per kind / domain / label and step statistics
//        node gen.mjs --check    validate the files on disk without rewriting them
import { writeFileSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeRng } from "./lib/util.mjs";
import { Run } from "./lib/engine.mjs";
import { api, KINDS, TWINS, AMBIG } from "./lib/kinds.mjs";
import { KITS } from "./lib/kits.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = "blind-2026-12ae/v1";
const args = process.argv.slice(2);

const NOTES = {
  "exact-repeat": (k) => `${k.tools.get} re-issued with identical arguments after the first read already showed the hold reason`,
  "trivial-variant": (k) => `${k.tools.get} repeated with trivially different forms of the same id; the record and its empty ${k.missing.field} come back unchanged`,
  "ping-pong": (k) => `${k.tools.check} alternates with ${k.tools.get} (or a same-value ${k.tools.update}); the finding depends on a record the agent cannot change`,
  "retry-storm": (k) => `${k.tools.ext} retried seconds apart against a dead dependency; same error class every time`,
  "stuck-poll": (k) => `${k.tools.jobStatus} polled while progress, stage and last_heartbeat stay frozen`,
  "no-progress": (k) => `record, rule check, log and ${k.ext.name} re-queried in varying order; every answer repeats the same hold`,
  "shuffled-parallel-batch": (k) => `the same three parallel reads (record, 15-minute ${k.series.name}, log) repeated in shuffled order; nothing moves`,
  "cursor-wraparound": (k) => `${k.tools.list} keeps returning has_more=true with fresh opaque cursors; pages cycle back to page 1`,
  "growing-window-reread": (k) => `${k.tools.log} window enlarged again and again after the answer said the start of the file was reached`,
  "sliding-window-poll": (k) => `${k.tools.series} queried with a new absolute window each time; the series stays flat at the stopped value`,
  "range-reslicing": (k) => `${k.tools.series} re-queried over sub-ranges of a window already returned at full resolution`,
  "batch-resubmit-unchanged": (k) => `${k.tools.batch} resubmitted without fixing the rejected items; same rejects, the rest come back as duplicates`,
  "handoff-carousel": (k) => `${k.names.triage} and ${k.names.specialist} hand the case back and forth; each re-reads the same record`,
  "amnesia-replay": (k) => `after a lossy context summary the agent replays items already processed; writes come back unchanged`,
  "nudge-spam": (k) => `${k.tools.notify} reminders and ${k.tools.inbox} reads seconds apart with no reply and no waiting`,
  "reread-changing": (k) => `${k.tools.get} repeated with identical arguments but the record moves through its workflow each time`,
  "varied-args-new-rows": (k) => `${k.tools.series} called per day with one-day shifts; each answer has new values`,
  "tune-converge": (k) => `${k.tools.update} / ${k.tools.check} alternate with new values; the reading converges and passes`,
  "backoff-recovers": (k) => `${k.tools.ext} retried with honoured Retry-After waits; it recovers`,
  "slow-poll-advances": (k) => `${k.tools.jobStatus} polled; counters and heartbeat move every time and the job finishes`,
  "diagnostic-sweep": (k) => `record, check, log and ${k.ext.name} each add a clue; fixed and verified`,
  "parallel-watch-progress": (k) => `the same three parallel reads repeated during a recovery; values and log lines change every round`,
  "long-pagination": (k) => `${k.tools.list} followed through many pages of new rows to next_cursor=null`,
  "growing-window-finds": (k) => `${k.tools.log} window enlarged on a long log until the event is found`,
  "sliding-window-trend": (k) => `${k.tools.series} queried with sliding windows while the value trends to the target`,
  "range-refinement": (k) => `${k.tools.series} re-queried at finer resolution because the first answer was downsampled`,
  "batch-fix-resubmit": (k) => `${k.tools.batch} resubmitted after the rejected items were read and corrected; rejects shrink to zero`,
  "handoff-relay-progress": (k) => `${k.names.triage} and ${k.names.specialist} hand over with a fix and a new item each time`,
  "resume-after-summary": (k) => `after a context summary the agent re-lists and continues with the items still open`,
  "nudge-wait-reply": (k) => `${k.tools.notify} once, then ${k.tools.inbox} reads spaced by real waits until the reply arrives`,
  "amb-watch-as-asked": (k) => `staff asked for a check every 10 minutes; five spaced polls of a frozen job before reporting`,
  "amb-backoff-never-recovers": (k) => `${k.tools.ext} retried with growing back-off for ~8 minutes; never recovers; gives up`,
  "amb-triple-verify": (k) => `after a fix that passed, the agent verifies again via record, list and a second check`,
  "amb-overlapping-pages": (k) => `offset paging on a growing queue; pages overlap partly, each still brings some new rows`,
};

function plan() {
  const r = makeRng(SEED + "/plan");
  const loopKinds = Object.keys(KINDS);
  const twinKinds = Object.values(KINDS).map((x) => x.twin);
  const three = new Set(["range-refinement", "resume-after-summary", "growing-window-finds", "nudge-wait-reply"]);
  const loops = loopKinds.flatMap((kind) => Array.from({ length: 4 }, () => ({ kind, label: "loop" })));
  const twins = twinKinds.flatMap((kind) => Array.from({ length: three.has(kind) ? 3 : 4 }, () => ({ kind, label: "legit" })));
  const ambs = Object.keys(AMBIG).map((kind) => ({ kind, label: "ambiguous" }));
  const D = KITS.length;
  const ambDomains = [1, 3, 6, 9];
  // assign loops: 6 per domain, distinct kinds per domain where possible
  const assign = (items, cap) => {
    for (let tries = 0; tries < 500; tries++) {
      const sh = r.shuffle(items);
      const per = Array.from({ length: D }, () => []);
      let ok = true;
      for (const it of sh) {
        const cands = per.map((a, d) => d).filter((d) => per[d].length < cap(d) && !per[d].some((x) => x.kind === it.kind));
        if (!cands.length) {
          ok = false;
          break;
        }
        const m = Math.min(...cands.map((d) => per[d].length));
        const d = r.pick(cands.filter((x) => per[x].length === m));
        per[d].push({ ...it, domain: d });
      }
      if (ok) return per.flat();
    }
    throw new Error("no assignment");
  };
  const L = assign(loops, () => 6);
  const T = assign(twins, (d) => (ambDomains.includes(d) ? 5 : 6));
  const A = ambs.map((a, i) => ({ ...a, domain: ambDomains[i] }));
  const all = r.shuffle([...L, ...T, ...A]);
  const ids = new Set();
  return all.map((x, i) => {
    let id;
    do id = "r" + r.lowernum(10);
    while (ids.has(id));
    ids.add(id);
    return { ...x, id, n: i };
  });
}

function sizeFor(r, label) {
  const c = r.next();
  if (c < 0.22) return { P: 0, L: r.int(3, 5), cls: "short" };
  if (c < 0.74) return { P: r.int(2, 12), L: r.int(4, 10), cls: "medium" };
  return { P: r.int(18, 44), L: r.int(6, 18), cls: "long" };
}

function build(spec) {
  const kit = KITS[spec.domain];
  for (let attempt = 0; attempt < 40; attempt++) {
    const r = makeRng(`${SEED}/${spec.id}/${attempt}`);
    // local office hours at the domain's place
    const start = Date.UTC(2026, r.int(0, 10), r.int(1, 28), r.int(7, 16), r.int(0, 59), r.int(0, 59)) - kit.tzMin * 60000;
    const R = new Run({ id: spec.id, kit, rng: r, start, model: r.pick(kit.models) });
    R.voice = r.pick(["terse", "chatty", "chatty"]);
    R.defaultName = kit.names.solo ?? null;
    R.system(kit.system());
    const A = api(R, kit);
    const p = sizeFor(r, spec.label);
    const fn = spec.label === "loop" ? KINDS[spec.kind].fn : spec.label === "legit" ? TWINS[spec.kind] : AMBIG[spec.kind];
    fn(R, A, p);
    const steps = R.nAsst;
    if (steps < 6 || steps > 60) continue;
    return { R, steps };
  }
  throw new Error("could not size " + spec.id + " " + spec.kind);
}

function main() {
  const specs = plan();
  const traces = [];
  const labels = [];
  for (const s of specs) {
    const { R, steps } = build(s);
    const kit = KITS[s.domain];
    traces.push({ id: s.id, messages: R.msgs });
    labels.push({
      id: s.id,
      label: s.label,
      loop_from: s.label === "legit" ? null : R.loopFrom,
      loop_from_message: s.label === "legit" ? null : R.loopFromMsg,
      kind: s.kind,
      domain: kit.key,
      steps,
      note: NOTES[s.kind](kit),
    });
  }
  writeFileSync(join(HERE, "traces.jsonl"), traces.map((t) => JSON.stringify(t)).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), labels.map((t) => JSON.stringify(t)).join("\n") + "\n");
  validate();
  if (args.includes("--stats")) stats();
}

function rd(p) {
  return readFileSync(join(HERE, p), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
}

export function validate() {
  const T = rd("traces.jsonl");
  const L = rd("labels.jsonl");
  const errs = [];
  if (T.length !== 120 || L.length !== 120) errs.push(`counts ${T.length}/${L.length}`);
  const ids = new Set();
  const cnt = { loop: 0, legit: 0, ambiguous: 0 };
  T.forEach((t, i) => {
    const lb = L[i];
    if (!lb || lb.id !== t.id) errs.push(`order mismatch at ${i}`);
    if (ids.has(t.id)) errs.push(`dup id ${t.id}`);
    ids.add(t.id);
    if (/loop|legit|amb|kind/i.test(t.id)) errs.push(`id leaks: ${t.id}`);
    cnt[lb.label]++;
    const pending = new Map();
    const answered = new Set();
    let nA = 0;
    t.messages.forEach((m, j) => {
      if (!["system", "user", "assistant", "tool"].includes(m.role)) errs.push(`${t.id}: role ${m.role}`);
      if (!m.timestamp) errs.push(`${t.id}#${j}: no timestamp`);
      if (m.role === "assistant") {
        if (pending.size) errs.push(`${t.id}#${j}: assistant before all calls answered`);
        nA++;
        for (const c of m.tool_calls ?? []) {
          if (c.type !== "function" || typeof c.function?.arguments !== "string") errs.push(`${t.id}#${j}: bad call`);
          JSON.parse(c.function.arguments);
          if (pending.has(c.id) || answered.has(c.id)) errs.push(`${t.id}: dup call id ${c.id}`);
          pending.set(c.id, c.function.name);
        }
      }
      if (m.role === "tool") {
        if (!pending.has(m.tool_call_id)) errs.push(`${t.id}#${j}: tool answer for unknown/answered call`);
        else if (pending.get(m.tool_call_id) !== m.name) errs.push(`${t.id}#${j}: tool name mismatch`);
        pending.delete(m.tool_call_id);
        answered.add(m.tool_call_id);
        if (typeof m.content !== "string" || !m.content.length) errs.push(`${t.id}#${j}: empty tool content`);
      }
      if (m.role === "user" && pending.size) errs.push(`${t.id}#${j}: user message with open calls`);
    });
    if (pending.size) errs.push(`${t.id}: unanswered calls`);
    if (nA !== lb.steps) errs.push(`${t.id}: steps ${nA} vs ${lb.steps}`);
    if (nA < 6 || nA > 60) errs.push(`${t.id}: steps out of range ${nA}`);
    const last = t.messages.at(-1);
    if (lb.label === "loop") {
      if (last.role !== "tool") errs.push(`${t.id}: loop run does not end on a tool answer`);
    } else if (!(last.role === "assistant" && !(last.tool_calls?.length))) errs.push(`${t.id}: ${lb.label} run does not end on a final answer`);
    if (lb.label !== "legit") {
      const m = t.messages[lb.loop_from_message];
      if (!m || m.role !== "assistant") errs.push(`${t.id}: loop_from_message not an assistant message`);
      const idx = t.messages.slice(0, lb.loop_from_message).filter((x) => x.role === "assistant").length;
      if (idx !== lb.loop_from) errs.push(`${t.id}: loop_from ${lb.loop_from} vs ${idx}`);
      if (lb.loop_from >= lb.steps) errs.push(`${t.id}: loop_from beyond steps`);
    } else if (lb.loop_from !== null || lb.loop_from_message !== null) errs.push(`${t.id}: legit with loop_from`);
  });
  if (cnt.loop !== 60 || cnt.legit !== 56 || cnt.ambiguous !== 4) errs.push(`split ${JSON.stringify(cnt)}`);
  if (errs.length) {
    console.error(errs.slice(0, 40).join("\n"));
    console.error(`${errs.length} problems`);
    process.exit(1);
  }
  console.log(`ok: 120 runs (${cnt.loop} loop / ${cnt.legit} legit / ${cnt.ambiguous} ambiguous), every call answered once, loop_from on assistant turns, loop runs end on a tool answer`);
}

function stats() {
  const T = rd("traces.jsonl");
  const L = rd("labels.jsonl");
  const by = (f) => {
    const m = {};
    for (const x of L) m[f(x)] = (m[f(x)] ?? 0) + 1;
    return m;
  };
  console.log("by label:", by((x) => x.label));
  console.log("by kind:", by((x) => x.kind));
  const dom = {};
  for (const x of L) {
    dom[x.domain] ??= { loop: 0, legit: 0, ambiguous: 0 };
    dom[x.domain][x.label]++;
  }
  console.table(dom);
  const steps = L.map((x) => x.steps).sort((a, b) => a - b);
  console.log(`steps min ${steps[0]} median ${steps[60]} max ${steps.at(-1)}; loop_from >= 20 in ${L.filter((x) => x.label === "loop" && x.loop_from >= 20).length} loop runs`);
  let calls = 0,
    par = 0,
    turns = 0,
    named = 0;
  for (const t of T)
    for (const m of t.messages)
      if (m.role === "assistant") {
        if (m.tool_calls?.length) {
          turns++;
          calls += m.tool_calls.length;
          if (m.tool_calls.length > 1) par++;
        }
        if (m.name) named++;
      }
  console.log(`tool calls ${calls} in ${turns} calling turns; ${par} turns with parallel calls; ${named} named assistant messages; bytes ${readFileSync(join(HERE, "traces.jsonl")).length}`);
}

if (args.includes("--check")) validate();
else main();

// Writes traces.jsonl and labels.jsonl byte for byte from a fixed seed.  usage: node gen.mjs [--stats]
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { hash } from "./mod/kit-base.mjs";
import { dlqRedrive, flagRollout, mrReview, secretsRotation } from "./mod/kits-a.mjs";
import { lakehouse } from "./mod/kits-c.mjs";
import { alertHygiene, carrierPortal, devapiSupport, llmEvals, vulnResearch } from "./mod/kits-b.mjs";
import { begin, KINDS, opener } from "./mod/kinds.mjs";
import { AMB, OWN } from "./mod/kinds-own.mjs";
import { Run } from "./mod/run.mjs";
import { rng } from "./mod/util.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 0x12aa2026;

// short code -> [builder, loop kind name, legit twin name]
const K = {
  rep: [KINDS.repeat, "repeat-trivial", "recheck-changes"],
  pp: [KINDS.pingpong, "ping-pong", "alternate-progress"],
  c3: [KINDS.cycle3, "cycle-3", "cycle-per-item"],
  rs: [KINDS.retry, "retry-storm", "retry-succeeds"],
  sp: [KINDS.stuckpoll, "stuck-poll", "poll-progresses"],
  ws: [KINDS.reworded, "search-reworded", "search-refines"],
  wr: [KINDS.reread, "window-reread", "window-forward"],
  mt: [KINDS.agentsTalk, "agents-text-loop", "agents-converge"],
  rr: [OWN.rerun, "rerun-roulette", "rerun-after-fix"],
  pd: [OWN.perpdiff, "perpetual-diff", "diff-converges"],
  se: [OWN.selfecho, "self-echo", "channel-new-asks"],
  rv: [OWN.revote, "revote-deadlock", "revote-with-evidence"],
  lk: [OWN.selflock, "self-lock-wait", "lock-wait-acquired"],
  ua: [OWN.unanswered, "unanswered-ask", "ask-answered"],
};
const A = { backoff: "amb-backoff-giveup", slowpoll: "amb-slow-poll", doubleconfirm: "amb-double-confirm", useragain: "amb-user-asked-identical" };

const PLAN = [
  [mrReview, "rr se rv wr mt rep", "rr se rv wr mt rep", null],
  [flagRollout, "pd lk ua pp sp rs", "pd lk ua pp sp rs", null],
  [dlqRedrive, "rr lk ua pd sp c3", "rr lk ua sp c3", "backoff"],
  [secretsRotation, "pd lk rv rep pp rs", "pd rv rep pp rs mt", null],
  [lakehouse, "rr pd lk sp c3 wr", "rr pd lk sp c3 wr", null],
  [carrierPortal, "ua rep pp c3 rs ws", "rep pp c3 rs ws", "doubleconfirm"],
  [vulnResearch, "rv se ws mt wr ua", "rv ws mt wr ua", "useragain"],
  [devapiSupport, "se rv ua rep ws c3", "se ua rep ws c3 wr", null],
  [alertHygiene, "rr pd se lk sp pp", "pd se lk sp pp", "slowpoll"],
  [llmEvals, "rr se rv mt ws rs", "rr se rv mt ws rs", null],
];

// Kinds whose tools act on one named object get that object as the run's subject.
const FIXED = {
  "flag-rollout-mfe": { pd: "card-3ds2-frictionless" },
  "dlq-redrive-st": { pd: "meter-readings.v3", lk: "meter-readings.v3", rr: "meter-readings.v3", ua: "meter-readings.v3", backoff: "meter-readings.v3" },
  "secrets-rotation-kab": { pd: "kv/shop/postgres-orders", lk: "kv/shop/postgres-orders" },
  "lakehouse-etl-scn": { pd: "bookings_daily", lk: "bookings_daily" },
  "alert-hygiene-nds": { pd: "CraneSpreaderPLCDown", rr: "CraneSpreaderPLCDown" },
  "devapi-support-ki": { se: "#58211" },
};

function jobs() {
  const out = [];
  for (const [kit, loops, legits, amb] of PLAN) {
    for (const c of loops.split(" ")) out.push({ kit, code: c, label: "loop" });
    for (const c of legits.split(" ")) out.push({ kit, code: c, label: "legit" });
    if (amb) out.push({ kit, code: amb, label: "ambiguous" });
  }
  const r = rng(SEED);
  return r.shuffle(out);
}

function build(job, i) {
  const r = rng(hash(`12aa/${i}/${job.kit.domain}/${job.code}`));
  const id = `aa-${r.hex(4)}-${r.hex(4)}`;
  const run = new Run(r, job.kit);
  run.seedKey = id;
  const target = FIXED[job.kit.domain]?.[job.code] ?? job.kit.id(r);
  begin(run, target);
  const long = r.chance(0.2);
  opener(run, long ? r.int(14, 26) : r.int(1, 9), target);
  let kind;
  if (job.label === "ambiguous") {
    AMB[job.code](run, target);
    kind = A[job.code];
  } else {
    const [fn, loopName, twinName] = K[job.code];
    fn(run, target, job.label === "loop");
    kind = job.label === "loop" ? loopName : twinName;
  }
  const steps = run.rounds;
  const notes = {
    loop: `loop starts at round ${run.loopFrom} (${kind}); ${steps - run.loopFrom + 1} rounds from there to the end of the transcript`,
    legit: `${kind}: the same surface moves as its loop twin, but each repeat brings new information or was asked for`,
    ambiguous: `${kind}: a careful reviewer could go either way`,
  };
  const label = {
    id,
    label: job.label,
    loop_from: job.label === "loop" ? run.loopFrom : null,
    loop_from_message: job.label === "loop" ? run.loopFromMsg : null,
    kind,
    domain: job.kit.domain,
    steps,
    note: notes[job.label],
  };
  return { trace: { id, messages: run.msgs }, label };
}

function validate(runs) {
  const ids = new Set();
  for (const { trace, label } of runs) {
    if (ids.has(trace.id)) throw new Error(`duplicate id ${trace.id}`);
    ids.add(trace.id);
    const open = new Set();
    for (const m of trace.messages) {
      if (m.role === "assistant") for (const c of m.tool_calls ?? []) open.add(c.id);
      if (m.role === "tool") {
        if (!open.has(m.tool_call_id)) throw new Error(`${trace.id}: tool answer without call`);
        open.delete(m.tool_call_id);
      }
      if (typeof m.content === "string" && /\bloop\b|legit|ambiguous/i.test(m.content) && m.role !== "tool") throw new Error(`${trace.id}: label word in text`);
    }
    if (open.size) throw new Error(`${trace.id}: unanswered call`);
    if (label.label === "loop") {
      const m = trace.messages[label.loop_from_message];
      if (!m || m.role !== "assistant") throw new Error(`${trace.id}: loop_from_message not an assistant message`);
      const rounds = trace.messages.slice(0, label.loop_from_message + 1).filter((x) => x.role === "assistant").length;
      if (rounds !== label.loop_from) throw new Error(`${trace.id}: loop_from mismatch`);
    }
  }
}

const runs = jobs().map(build);
validate(runs);
if (process.argv.includes("--stats")) {
  const count = (f) => runs.reduce((m, x) => ((m[f(x)] = (m[f(x)] ?? 0) + 1), m), {});
  console.log("labels", count((x) => x.label.label));
  console.log("kinds", count((x) => `${x.label.label}:${x.label.kind}`));
  console.log("domains", count((x) => x.label.domain));
  const st = runs.map((x) => x.label.steps).sort((a, b) => a - b);
  const lf = runs.filter((x) => x.label.loop_from).map((x) => x.label.loop_from).sort((a, b) => a - b);
  console.log(`steps min ${st[0]} median ${st[st.length >> 1]} max ${st.at(-1)}; loop_from min ${lf[0]} median ${lf[lf.length >> 1]} max ${lf.at(-1)}`);
  console.log(`messages ${runs.reduce((s, x) => s + x.trace.messages.length, 0)}; tool answers with is_error ${runs.reduce((s, x) => s + x.trace.messages.filter((m) => m.is_error).length, 0)}`);
} else {
  writeFileSync(join(HERE, "traces.jsonl"), runs.map((x) => JSON.stringify(x.trace)).join("\n") + "\n");
  writeFileSync(join(HERE, "labels.jsonl"), runs.map((x) => JSON.stringify(x.label)).join("\n") + "\n");
  console.log(`wrote ${runs.length} runs`);
}

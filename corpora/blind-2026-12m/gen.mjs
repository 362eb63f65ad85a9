// blind-2026-12m generator: `node gen.mjs` rewrites traces.jsonl and labels.jsonl byte for byte and validates them;
// `node gen.mjs --stats` also prints the counts. Seeded, no dependencies.
import { writeFileSync } from "node:fs";
import { mkRng, pl } from "./mod/rng.mjs";
import { Run } from "./mod/run.mjs";
import { world } from "./mod/kit.mjs";
import { DOMAINS } from "./mod/domains.mjs";
import { LOOPS } from "./mod/loops.mjs";
import { LEGIT, AMBIG } from "./mod/legit.mjs";
import { validate } from "./mod/validate.mjs";

const SEED = 20261213;
const here = new URL(".", import.meta.url).pathname;
const LK = Object.keys(LOOPS); const GK = Object.keys(LEGIT); const AK = Object.keys(AMBIG);
const HINT = {
  review: (d) => `Review the ${pl(d.noun)} in today's queue and post a short summary to Slack when done.`,
  wait: (d) => `The overnight ${d.job} is running. Work the queue meanwhile, wait for the job to finish, then report.`,
  list: (d) => `List every ${d.noun} in the export and flag anything odd.`,
  batch: (d) => `Process the ${pl(d.noun)} in the queue one by one and tell me which ones failed.`,
  find: (d) => `Find the records about: "${d.queries[0]}".`,
  route: (d) => `Get the flagged ${d.noun} routed to the team that can approve it.`,
  status: (d) => `Keep #ops posted on the status of the flagged ${d.noun}.`,
  confirm: (d) => `Confirm the flagged ${d.noun}; fix the ${d.doc} if it is out of date.`,
};
const KH = { "fanout-repeat": "review", "fanout-distinct": "review", "amb-double-verify": "review", "compaction-redo": "review", "compaction-continue": "review", "amb-compaction-recheck": "review",
  "stuck-poll": "wait", "poll-progress": "wait", "amb-user-wait": "wait", "page-wrap": "list", "paginate-end": "list",
  "retry-storm": "batch", "retry-backoff": "batch", "batch-distinct": "batch", "amb-backoff-stop": "batch", "search-no-progress": "find", "search-refine": "find",
  "redelegation": "route", "delegation-resolves": "route", "ping-pong": "status", "user-repeat": "status", "fanout-cycle": "confirm", "branch-trivial": "confirm", "edit-converges": "confirm" };
// Half the runs of the four non-English back offices open with a greeting from the local team (no RNG draw, so the rest is unchanged).
const GREET = { ja: "お疲れさまです。本日分、よろしくお願いします。", ru: "Добрый день! Задача на сегодня ниже.", ar: "مرحباً، إليك مهمة اليوم.", pt: "Bom dia! Segue a tarefa de hoje." };
const TASK = (d, kind) => HINT[KH[kind]](d);

// Plan: each domain gets 6 loop kinds, 5 or 6 legit kinds, and (domains 0..3) one ambiguous kind.
const plan = [];
DOMAINS.forEach((d, di) => {
  for (let j = 0; j < 6; j++) plan.push({ d, label: "loop", kind: LK[(di + j) % LK.length] });
  const nl = di < 4 ? 5 : 6;
  for (let j = 0; j < nl; j++) plan.push({ d, label: "legit", kind: GK[(di * 3 + j) % GK.length] });
  if (di < 4) plan.push({ d, label: "ambiguous", kind: AK[di] });
});

const master = mkRng(SEED);
const built = plan.map((p, k) => {
  const seed = SEED + k * 101;
  for (let attempt = 0; attempt < 40; attempt++) {
    const r = mkRng(seed + attempt * 7);
    const R = new Run(r, p.d); const W = world(R, p.d, seed + attempt);
    // Warm-up length: none, short, or long (late loops after long healthy work), drawn the same way for every label.
    const u = r(); R.warmN = u < 0.3 ? 0 : u < 0.75 ? r.int(2, 12) : u < 0.92 ? r.int(14, 35) : r.int(40, 70);
    R.sys(`You are the ${p.d.agent}. Tools are MCP servers (${p.d.srv}, slack, agents). Be concise; call tools in parallel when the calls are independent.`);
    R.user((GREET[p.d.lang] && k % 2 === 0 ? `${GREET[p.d.lang]}\n` : "") + TASK(p.d, p.kind));
    const fn = p.label === "loop" ? LOOPS[p.kind] : p.label === "legit" ? LEGIT[p.kind] : AMBIG[p.kind];
    const res = fn(R, W);
    const steps = R.steps();
    const lf = p.label === "legit" ? null : res.loop_from;
    if (steps < 12 || steps > 90 || (p.label === "loop" && steps - lf < 2)) continue;
    return { messages: R.m, label: { label: p.label, loop_from: lf, kind: p.kind, domain: p.d.name, steps, note: res.note } };
  }
  throw new Error(`cannot build ${p.kind} in ${p.d.name}`);
});

const order = master.shuffle(built.map((_, i) => i));
const runs = []; const labels = [];
order.forEach((i, n) => {
  const id = `bm-${String(n + 1).padStart(3, "0")}-${master.hex(4)}`;
  runs.push({ id, messages: built[i].messages });
  labels.push({ id, ...built[i].label });
});
const bad = validate(runs, labels);
if (bad.length) { console.error(bad.slice(0, 30).join("\n")); process.exit(1); }
writeFileSync(`${here}traces.jsonl`, `${runs.map((t) => JSON.stringify(t)).join("\n")}\n`);
writeFileSync(`${here}labels.jsonl`, `${labels.map((l) => JSON.stringify({ id: l.id, label: l.label, loop_from: l.loop_from, kind: l.kind, domain: l.domain, steps: l.steps, note: l.note })).join("\n")}\n`);
if (process.argv.includes("--stats")) (await import("./mod/stats.mjs")).stats(runs, labels);
else console.log(`ok: ${runs.length} runs`);

// Rewrites traces.jsonl and labels.jsonl byte for byte from one seed.  usage: node gen.mjs [--stats]
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rng, Run } from "./lib.mjs";
import { rails, phoenix, kotlin, laravel } from "./coding-a.mjs";
import { haskell, julia, swift, zig } from "./coding-b.mjs";
import { coding } from "./kinds.mjs";
import { andes, arsenic, research } from "./research.mjs";

const SEED = 0x12ac2026;
const here = dirname(fileURLToPath(import.meta.url));
const CODING = [rails, phoenix, kotlin, laravel, haskell, julia, swift, zig];
const expand = (xs) => xs.flatMap(([k, n]) => Array(n).fill(k));

const LOOPS = expand([["noop-edit-retest", 5], ["edit-revert-pingpong", 5], ["ci-poll-stuck", 5], ["dep-reinstall-churn", 5], ["grep-widening-empty", 5], ["post-success-reverify", 5], ["patch-context-resubmit", 5], ["todo-churn", 5], ["shifted-window-reread", 3], ["retry-storm", 3], ["reworded-search", 1], ["issue-circle", 1]]);
const TWINS = expand([["test-fix-progress", 5], ["edit-try-alternatives", 5], ["ci-poll-moving", 5], ["dep-install-chain", 5], ["grep-widening-finds", 5], ["final-verify-once", 5], ["patch-reject-read-fix", 5], ["todo-progress", 5], ["window-walk", 2], ["retry-recover", 2], ["issue-to-fix", 1]]);
const AMB = { "julia-notebook-lad": "amb-flaky-rerun", "swift-spm-li": "amb-slow-ci", "zig-build-szl": "amb-user-rerun" };
const RES = {
  "andes-glacier-ay": { loop: ["reworded-search", "reworded-search", "citation-circle", "citation-circle", "shifted-window-reread", "retry-storm"], legit: ["search-refine", "search-refine", "citation-primary", "citation-primary", "window-walk", "retry-recover"], amb: [] },
  "arsenic-bhojpur-bho": { loop: ["reworded-search", "reworded-search", "citation-circle", "citation-circle", "shifted-window-reread", "retry-storm"], legit: ["search-refine", "search-refine", "citation-primary", "window-walk", "retry-recover"], amb: ["amb-search-overlap"] },
};
const KIND_NAME = { "issue-circle": "citation-circle", "issue-to-fix": "citation-to-primary", "citation-primary": "citation-to-primary" };
const TASK = (k) => /^ci-|amb-slow/.test(k) ? "ci" : /^dep-|^retry-/.test(k) ? "setup" : /^grep-/.test(k) ? "rename" : /^todo-/.test(k) ? "multi" : "fix";
const BENCH = "Puść benchmark ringu (`zig build bench -Doptimize=ReleaseFast`) i pedz mi, wiela to trwŏ.";
const NOTE = {
  "noop-edit-retest": "cosmetic edits (comments, spacing) between re-runs of the same failing test; same failure each time",
  "test-fix-progress": "three edits, each re-run fails differently (typo, second case) then passes",
  "edit-revert-pingpong": "applies an off-by-one change, reverts it, applies it again; the two failures alternate",
  "edit-try-alternatives": "tries a change, reverts once, tries a different one, then the right one; every failure is new",
  "ci-poll-stuck": "polls a CI run whose one job never leaves 'in progress'; only the age line changes",
  "ci-poll-moving": "polls a CI run whose jobs move from queued to done",
  "dep-reinstall-churn": "reinstalls language packages in different ways while the error names a missing system-level piece; same error after each",
  "dep-install-chain": "each install fixes the named error and a new one appears, then the tests run",
  "grep-widening-empty": "searches for a removed symbol with ever wider scope and other tools; all empty",
  "grep-widening-finds": "two empty searches, then the history shows the rename and the new name's callers",
  "post-success-reverify": "tests already green; keeps re-running suite, diff and view in rotation with the same results",
  "final-verify-once": "after the fix: suite, diff stat and lint once each, then stops",
  "patch-context-resubmit": "edit refused because the old text does not match; resubmits whitespace variants without reading the file",
  "patch-reject-read-fix": "edit refused once, reads the exact lines, edit applies, test passes",
  "todo-churn": "rewrites and reorders its plan between re-reads of the same function; nothing is ever done",
  "todo-progress": "plan updates mark items done as edits and tests land",
  "shifted-window-reread": "re-reads the same region through slightly shifted windows",
  "window-walk": "reads a long file/paper in consecutive windows until the target, then acts",
  "retry-storm": "same network failure on every retry (with small flag changes)",
  "retry-recover": "two transient failures, third attempt works, work goes on",
  "reworded-search": "reworded web searches return the same three hits",
  "search-refine": "each refined search returns new hits and leads to the primary study",
  "issue-circle": "issues point to each other in a circle; keeps following the circle",
  "citation-circle": "pages cite each other in a circle; keeps following the circle",
  "issue-to-fix": "issue chain ends in a PR with the fix, which is applied",
  "citation-primary": "secondary pages cite each other; switches to a search that finds the primary study",
  "amb-flaky-rerun": "re-runs an unchanged test to gauge flakiness: pass, fail, fail, pass; stops after four",
  "amb-slow-ci": "polls a queued CI run; queue position falls by one every other poll",
  "amb-user-rerun": "the user asks four times to re-run the same benchmark; same result",
  "amb-search-overlap": "searches whose hits overlap two of three each time, one new marginal hit per search",
};

function build() {
  const r = rng(SEED), jobs = [];
  LOOPS.forEach((k, i) => jobs.push({ P: CODING[i % 8], k, label: "loop" }));
  TWINS.forEach((k, i) => jobs.push({ P: CODING[i % 8], k, label: "legit" }));
  for (const P of CODING) if (AMB[P.id]) jobs.push({ P, k: AMB[P.id], label: "ambiguous" });
  for (const P of [andes, arsenic]) for (const lab of ["loop", "legit", "amb"]) for (const k of RES[P.id][lab]) jobs.push({ P, k, label: lab === "amb" ? "ambiguous" : lab });
  const runs = [];
  const seen = new Set();
  for (const j of r.shuffle(jobs)) {
    let id; do { id = `r${r.hex(10)}`; } while (seen.has(id)); seen.add(id);
    const R = new Run(j.P, rng(r.int(1, 2 ** 31)), id);
    R.sys(j.P.sys);
    R.user(j.k === "amb-user-rerun" ? BENCH : j.P.task ?? j.P.tasks[TASK(j.k)]);
    (j.P.task ? research : coding)[j.k](R);
    if (j.label === "loop" && !R.mark) throw new Error(`${j.k}: no mark`);
    if (j.label === "legit" && R.msgs.at(-1).role !== "assistant") throw new Error(`${j.k}: legit run without a final answer`);
    const steps = R.asst;
    runs.push({ trace: { id, messages: R.msgs }, label: { id, label: j.label, loop_from: j.label === "legit" ? null : R.mark?.a ?? null, loop_from_message: j.label === "legit" ? null : R.mark?.m ?? null, kind: KIND_NAME[j.k] ?? j.k, domain: j.P.id, steps, note: NOTE[j.k] } });
  }
  return runs;
}

const runs = build();
for (const { trace } of runs) {
  const open = new Set();
  for (const m of trace.messages) {
    if (m.tool_calls) for (const c of m.tool_calls) open.add(c.id);
    if (m.role === "tool") { if (!open.has(m.tool_call_id)) throw new Error(`${trace.id}: orphan tool answer`); open.delete(m.tool_call_id); }
  }
  if (open.size) throw new Error(`${trace.id}: unanswered call`);
}
writeFileSync(join(here, "traces.jsonl"), runs.map((x) => JSON.stringify(x.trace)).join("\n") + "\n");
writeFileSync(join(here, "labels.jsonl"), runs.map((x) => JSON.stringify(x.label)).join("\n") + "\n");
if (process.argv.includes("--stats")) {
  const count = (f) => runs.reduce((m, x) => ((m[f(x.label)] = (m[f(x.label)] ?? 0) + 1), m), {});
  console.log("runs", runs.length);
  console.log("labels", count((l) => l.label));
  console.log("domains", count((l) => `${l.domain}:${l.label}`));
  console.log("kinds", count((l) => `${l.label}:${l.kind}`));
  const st = runs.map((x) => x.label.steps);
  console.log("assistant turns min/max/mean", Math.min(...st), Math.max(...st), (st.reduce((a, b) => a + b, 0) / st.length).toFixed(1));
}

// Building blocks shared by loop and legit shapes: the opening, the routine preamble, search answers, validation errors,
// tracebacks, job statuses and rubric answers.
import { envelope, J, seq, traceback } from "./common.mjs";

export function repr(v) {
  if (typeof v === "number") return String(v);
  if (v.startsWith("'") || v.startsWith("{")) return v;
  return v.includes("'") && !v.includes('"') ? `"${v}"` : `'${v}'`;
}
const pyType = (v) => (typeof v === "number" ? (Number.isInteger(v) ? "int" : "float") : "str");

export function validationText(kit, r, errs, attempt) {
  const s = kit.schema;
  if (s.kind === "pydantic") {
    const lines = [`pydantic_core._pydantic_core.ValidationError: ${errs.length} validation error${errs.length > 1 ? "s" : ""} for ${s.model}`];
    for (const e of errs) {
      lines.push(e.path);
      lines.push(`  ${e.msg} [type=${e.code}, input_value=${repr(e.input)}, input_type=${pyType(e.input)}]`);
      lines.push(`    For further information visit https://errors.pydantic.dev/2.10/v/${e.code}`);
    }
    lines.push(`(attempt ${attempt}; validator ${r.hex(8)}; ${r.int(2, 40)} ms)`);
    return lines.join("\n");
  }
  const blocks = errs.map((e) => {
    const inst = e.path.map((p) => `[${typeof p === "number" ? p : `'${p}'`}]`).join("");
    const head = e.code === "required" ? e.msg : `${repr(e.input)} ${e.msg}`;
    const sch = e.path.map((p) => (typeof p === "number" ? "['items']" : `['properties']['${p}']`)).join("");
    return `jsonschema.exceptions.ValidationError: ${head}\n\nFailed validating '${e.code}' in schema${sch}\n\nOn instance${inst}:\n    ${repr(e.input)}`;
  });
  return `${blocks.join("\n\n---\n\n")}\n\n${errs.length} error(s); schema ${s.model}; check_id=${r.uuid()}`;
}

export const REPAIR = [
  (m, e) => `Your last output did not validate against ${m}. Fix ONLY the fields listed and return the whole object again.\n\n${e}`,
  (m, e) => `Recall the function correctly, fix the errors:\n${e}`,
  (m, e) => `Error:\n--------------\n${e}\n--------------\nAbove, the Completion did not satisfy the constraints given in the Instructions (${m}). Please try again.`,
];

export function records(kit, subject, page, n) {
  return seq(n, (i) => kit.api.rec(subject, i, page));
}
export function searchAnswer(kit, r, recs, extra = {}) {
  return envelope(kit.api.env, r, kit, kit.api.body(recs, extra), extra);
}
export function pyFail(kit, r, spec, shift = 0) {
  const frames = typeof spec.frames === "function" ? spec.frames(shift) : spec.frames;
  const tb = traceback(kit.py.file, frames, spec.exc);
  return `$ python ${kit.py.file}\n${tb}\n[exit 1 · pid ${r.int(2000, 65000)} · ${r.int(1, 19)}.${r.int(10, 99)}s]`;
}
export function pyOk(kit, r) {
  return `$ python ${kit.py.file}\n${kit.py.ok(r)}\n[exit 0 · pid ${r.int(2000, 65000)}]`;
}
export function writeAnswer(kit, r, note) {
  return `wrote ${kit.py.file} (${r.int(1800, 6400)} bytes, sha1 ${r.hex(10)})${note ? ` — ${note}` : ""}`;
}
export function jobAnswer(kit, r, id, st, pct) {
  return envelope(kit.api.env === "http" ? "http" : "meta", r, kit, kit.job.stat(r, id, st, pct), { meta: { polled: true } });
}
export function rubricAnswer(kit, r, score, failed, rev) {
  return J({ artifact: kit.draft.artifact, revision: rev, score: +score.toFixed(1), pass_threshold: 8.5, passed: score >= 8.5 && failed.length === 0, failed: failed.map(([id, t]) => ({ id, reason: t })), judge_run: r.uuid(), latency_ms: r.int(800, 9000) });
}
export function draftAnswer(kit, r, rev, words) {
  return J({ saved: true, artifact: kit.draft.artifact, revision: rev, words, etag: r.hex(12), path: `drafts/${kit.key}/rev${rev}.md` });
}
export function routeAnswer(kit, r, target) {
  return J({ goto: target, thread_id: `th_${r.hex(8)}`, checkpoint_id: r.uuid(), step: r.int(4, 90) });
}

const PLANS = [
  (k) => `Plan: ${k.nodes.res} gathers the source records, ${k.nodes.cod} processes them, ${k.nodes.cri} checks, ${k.nodes.fmt} writes the output.`,
  (k) => `Routing first to ${k.nodes.res}. Steps after that: processing (${k.nodes.cod}), review (${k.nodes.cri}), formatting (${k.nodes.fmt}).`,
  (k) => `Starting the graph. ${k.nodes.res} → ${k.nodes.cod} → ${k.nodes.cri} → ${k.nodes.fmt}; I will re-route if a node reports a gap.`,
  (k) => `Task understood. Breaking it into: fetch, compute, review, format. Sending to ${k.nodes.res} first.`,
];

// system, staff task, supervisor plan
export function open(run, kit, r, task) {
  run.system(kit.sys);
  run.staff(task);
  run.say(kit.nodes.sup, r.pick(PLANS)(kit));
}

const PRE_TEXT = [
  (s) => `Looking up ${s}.`,
  (s) => `Next source record: ${s}.`,
  () => null,
  (s) => `Checking ${s} before moving on.`,
  () => null,
];

// n routine, distinct steps; returns the subjects used
export function preamble(run, kit, r, n, avoid = []) {
  const subs = r.shuffle(kit.api.subjects.filter((s) => !avoid.includes(s)));
  const used = [];
  for (let i = 0; i < n; i++) {
    const s = subs[i % subs.length];
    used.push(s);
    const recs = records(kit, s, 0, r.int(1, 4));
    run.act(kit.nodes.res, r.pick(PRE_TEXT)(s), kit.api.tool, kit.api.args(s), searchAnswer(kit, r, recs, { count: recs.length }));
    if (i === 1 && r.chance(0.3)) {
      run.staff(r.pick(kit.nudges));
      run.say(kit.nodes.sup, r.pick(["Working on it; source records are coming in.", "In progress — about a third done.", "Noted, continuing."]));
    }
  }
  return used;
}

export function interject(run, kit, r, p = 0.35) {
  if (r.chance(p)) {
    run.staff(r.pick(kit.nudges));
    run.say(kit.nodes.sup, r.pick(["Still on it.", "Working; next update when this step finishes.", "Understood, adjusting the order.", "Noted."]));
  }
}

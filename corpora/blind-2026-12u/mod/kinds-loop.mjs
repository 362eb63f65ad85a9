// Ten loop shapes. Each builds one run on a domain kit and marks the first call a good guard could justly refuse.
import { close, nudge, open, peerNote, plan, t, trivial, warm } from "./ctx.mjs";

const again = ["Re-running the check to confirm.", "Let me run that again.", "Checking once more in case it was transient.", "One more pass on this.", "Trying it again.", "Verifying again."];
const reflect = ["Same answer as before. Maybe it had not propagated yet; I'll run it once more.", "Hmm, identical result. I should change approach — but first one more confirmation.", "That matches the previous output. Repeating to be certain before I report.", "I keep getting the same thing; running it again to rule out a stale cache."];
const say = (R, i) => (R.voice === "reflective" ? R.rng.pick(reflect) : t(R, again[i % again.length]));

/** Start: a single-record task, or a batch in which the record turns up after healthy work. */
function start(R, d, x, items) {
  const r = R.rng;
  if (r.chance(0.55)) {
    open(R, d, d.t.batch(r.int(12, 30)));
    warm(R, d, items.slice(1), r.int(4, 26));
  } else open(R, d, d.t.one(x));
}
const getOut = (d, x, r) => (c) => d.get.out(x, c, r);
const failOut = (d, x, r) => (c) => d.check.fail(x, c, r);
const maybeGiveUp = (R, d, x) => { if (R.rng.chance(0.3)) close(R, `I could not get past ${d.en.issue} on ${x}. Every attempt returns the same result; this needs someone on site or with system access.`); };

/** The same call, same arguments, many times; only timestamps and ids move. */
export function exactRepeat(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0];
  start(R, d, x, items);
  R.call(d.get.tool, d.get.args(x), getOut(d, x, r), plan(R, [`Read ${x}`, "Run the check", "Report"]) ?? t(R, `Reading ${x}.`));
  const useGet = r.chance(0.3);
  const n = r.int(4, 16);
  if (!useGet) R.call(d.check.tool, d.check.args(x), failOut(d, x, r), t(R, `Running ${d.check.tool}.`));
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    if (i === 3 && r.chance(0.4)) nudge(R, d);
    if (useGet) R.call(d.get.tool, d.get.args(x), getOut(d, x, r), say(R, i));
    else R.call(d.check.tool, d.check.args(x), failOut(d, x, r), say(R, i));
  }
  maybeGiveUp(R, d, x);
  return { kind: "exact-repeat", note: `${useGet ? d.get.tool : d.check.tool} on ${x} repeated ${n + 1} times with identical arguments; answers differ only in timestamps/ids` };
}

/** One record re-read with trivially changed arguments. */
export function trivialArgs(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0];
  start(R, d, x, items);
  const tool = r.chance(0.5) ? d.get : d.check;
  const out = tool === d.get ? getOut(d, x, r) : failOut(d, x, r);
  const n = r.int(4, 12), k0 = r.int(0, 5);
  R.call(tool.tool, tool.args(x), out, plan(R, [`Inspect ${x}`, "Work out the cause", "Report"]) ?? t(R, `Inspecting ${x}.`));
  for (let i = 0; i < n; i++) {
    if (i === 1) R.mark();
    R.call(tool.tool, trivial(tool.args(x), k0 + i + 1), out, say(R, i));
  }
  maybeGiveUp(R, d, x);
  return { kind: "trivial-args", note: `${tool.tool} on ${x} called ${n + 1} times; arguments differ only by whitespace/case/key order/no-op flags` };
}

/** Two calls alternating on one record with the same results every round. */
export function pingPong(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0];
  start(R, d, x, items);
  const pairs = [[d.get, d.check], [d.check, d.views[0]], [d.views[1], d.views[2]]];
  const [A, B] = r.pick(pairs);
  const outA = A === d.get ? getOut(d, x, r) : A === d.check ? failOut(d, x, r) : (c) => A.out(x, c, r);
  const outB = B === d.check ? failOut(d, x, r) : (c) => B.out(x, c, r);
  const rounds = r.int(4, 8);
  for (let i = 0; i < rounds; i++) {
    if (i === 2) R.mark();
    R.call(A.tool, A.args(x), outA, i === 0 ? plan(R, [`${A.tool} on ${x}`, `${B.tool} to confirm`, "Decide"]) ?? t(R, `Looking at ${x}.`) : say(R, i));
    R.call(B.tool, B.args(x), outB, t(R, `Cross-checking with ${B.tool}.`));
    if (i === 3) peerNote(R, "Still the same finding as the last round?");
  }
  maybeGiveUp(R, d, x);
  return { kind: "ping-pong", note: `${A.tool} ↔ ${B.tool} on ${x} for ${rounds} rounds, same findings each round` };
}

/** A 3- or 4-call cycle over views of one record, arguments drifting a little each pass. */
export function driftCycle(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0];
  start(R, d, x, items);
  const k = r.chance(0.5) ? 3 : 4, passes = r.int(3, 4);
  const cyc = r.shuffle(d.views).slice(0, k);
  for (let p = 0; p < passes; p++) {
    cyc.forEach((v, j) => {
      if (p === 1 && j === 0) R.mark();
      const args = p === 0 ? v.args(x) : { ...v.args(x), ...[{ window: `${15 * p}m` }, { limit: 5 * (p + 1) }, { since: `-${p}h` }][j % 3] };
      R.call(v.tool, args, (c) => v.out(x, c, r), p === 0 && j === 0 ? plan(R, cyc.map((q) => q.tool)) ?? t(R, `Starting with ${v.tool}.`) : j === 0 ? say(R, p) : t(R, `Then ${v.tool}.`));
    });
  }
  maybeGiveUp(R, d, x);
  return { kind: "drift-cycle", note: `${k}-call cycle ${cyc.map((v) => v.tool).join(" → ")} over ${x}, ${passes} passes with drifting window/limit args; same fact (${d.en.fact}) each pass` };
}

/** A failing dependency hammered with re-shaped requests. */
export function retryStorm(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0];
  start(R, d, x, items);
  R.call(d.get.tool, d.get.args(x), getOut(d, x, r), t(R, `Reading ${x} before calling ${d.dep.tool}.`));
  const n = r.int(6, 18);
  for (let i = 0; i < n; i++) {
    if (i === 3) R.mark();
    const txt = i === 0 ? t(R, `Calling ${d.dep.tool}.`) : R.voice === "reflective" ? r.pick(["Failed again; maybe a different request shape will get through.", "Another error. Adjusting parameters and retrying.", "Still failing — retrying with a variation."]) : t(R, r.pick(["Retrying.", "Retrying with adjusted parameters.", "Trying a variant of the request.", "Again."]));
    R.call(d.dep.tool, d.dep.args(x, i), (c) => d.dep.err(i, c, r), txt);
    if (i === 5 && r.chance(0.5)) nudge(R, d);
  }
  maybeGiveUp(R, d, x);
  return { kind: "retry-storm", note: `${d.dep.tool} failed ${n} times in a row (502/503/timeouts, varied errors) and was retried with re-shaped requests each time` };
}

/** A job whose counter moves a little, then sticks; polled on. */
export function stuckPoll(R, d) {
  const r = R.rng, j = d.job.jid(r), tot = d.job.total(r);
  open(R, d, d.t.job);
  R.call(d.job.start.tool, d.job.start.args(), (c) => d.job.start.out(j, c), plan(R, ["Submit the job", "Poll until it finishes", "Report"]) ?? t(R, "Submitting."));
  let v = 0;
  const moves = r.int(2, 4);
  for (let i = 0; i < moves; i++) { v += r.int(1, 4); R.call(d.job.tool, d.job.args(j, i), (c) => d.job.out(j, v, tot, c, r, false), t(R, "Polling.")); }
  const stuck = r.int(6, 16);
  for (let s = 0; s < stuck; s++) {
    if (s === 3) R.mark();
    if (s === 4) nudge(R, d);
    R.call(d.job.tool, d.job.args(j, 0), (c) => d.job.out(j, v, tot, c, r, false), say(R, s), { lo: 30, hi: 120 });
  }
  if (r.chance(0.25)) close(R, `The job has sat at ${v}/${tot} for a long time. It looks hung; I'd ask the operator to check the worker.`);
  return { kind: "stuck-poll", note: `${d.job.tool} on ${j}: counter moves ${moves} times then stays at ${v}/${tot} for ${stuck} polls (timestamps change)` };
}

/** One fact re-investigated through many reports and views. */
export function noProgressViews(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0];
  start(R, d, x, items);
  R.call(d.get.tool, d.get.args(x), getOut(d, x, r), t(R, `Reading ${x}.`));
  const n = r.int(6, 14);
  const order = [];
  while (order.length < n) { const v = r.pick(d.views); if (order.at(-1) !== v) order.push(v); }
  order.forEach((v, i) => {
    if (i === 2) R.mark();
    const extra = i < 4 ? {} : r.pick([{ refresh: true }, { lines: 20 }, { format: "table" }, { window: "24h" }]);
    R.call(v.tool, { ...v.args(x), ...extra }, (c) => v.out(x, c, r), i === 0 ? t(R, `The record shows ${d.en.fact}. Looking at it from another angle.`) : R.voice === "reflective" ? r.pick(reflect) : t(R, `Checking ${v.tool} as well.`));
  });
  maybeGiveUp(R, d, x);
  return { kind: "no-progress-views", note: `after ${x} shows ${d.en.fact}, ${n} more reports/views all show the same fact` };
}

/** Reworded searches that keep returning the same hits. */
export function searchReworded(R, d) {
  const r = R.rng, s = d.search, hits = [0, 1, 2, 3, 4].map((i) => s.hit(i)).slice(0, r.int(3, 5));
  open(R, d, d.t.search);
  const n = r.int(4, 6), rot = r.chance(0.4);
  if (r.chance(0.6)) warm(R, d, r.shuffle(d.items()), r.int(2, 12));
  for (let i = 0; i < n; i++) {
    if (i === 2) R.mark();
    const h = rot ? [...hits.slice(i % hits.length), ...hits.slice(0, i % hits.length)] : hits;
    R.call(s.tool, s.args(s.same[i % s.same.length]), (c) => s.out(h, c, r), i === 0 ? t(R, "Searching the notes.") : t(R, r.pick(["Nothing decisive yet; rephrasing.", "Let me try different wording.", "Maybe another phrasing surfaces more.", "Rewording the query."])));
  }
  maybeGiveUp(R, d, "the search");
  return { kind: "search-reworded", note: `${n} reworded ${s.tool} queries return the same ${hits.length} hits${rot ? " (order rotated)" : ""}` };
}

/** Text loops: the assistant repeating a status to nudges, or two agents trading thanks. */
export function textLoop(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0];
  if (r.chance(0.5)) {
    open(R, d, d.t.one(x));
    R.call(d.views[0].tool, d.views[0].args(x), (c) => d.views[0].out(x, c, r), t(R, `Starting with ${d.views[0].tool}.`));
    R.call(d.get.tool, d.get.args(x), getOut(d, x, r), t(R, `Reading ${x}.`));
    R.call(d.check.tool, d.check.args(x), failOut(d, x, r), t(R, "Checking."));
    const msg = `${x} is blocked by ${d.en.issue}. I am waiting for the fix to be applied on your side and will re-check as soon as it is.`;
    const n = r.int(4, 7);
    for (let i = 0; i < n; i++) {
      if (i === 2) R.mark();
      R.say(i % 2 ? msg.replace("I am waiting", "Still waiting") : msg);
      nudge(R, d);
    }
    return { kind: "text-loop", note: `assistant answers ${n} staff nudges with the same status message, no new action` };
  }
  const [a, b] = r.pick([["planner", "executor"], ["coordinator", "worker"], ["lead_agent", "qa_agent"]]);
  open(R, d, d.t.one(x));
  R.call(d.get.tool, d.get.args(x), getOut(d, x, r), `Reading ${x}.`, { name: b });
  R.call(d.check.tool, d.check.args(x), failOut(d, x, r), "Running the check.", { name: b });
  warm(R, d, items.slice(1), r.int(2, 4));
  R.say(`Summary for ${a}: ${x} is blocked by ${d.en.issue}. Handing back.`, b);
  const pairs = r.int(3, 6);
  for (let i = 0; i < pairs; i++) {
    if (i === 2) R.mark();
    R.say(r.pick([`Thanks, ${b}! Great work on ${x}. Let me know if you need anything else.`, `Thank you ${b}, that's clear. Anything else before we close?`]), a);
    R.say(r.pick([`You're welcome, ${a}! Happy to help. Let me know if there's anything else.`, `Thanks ${a}! Nothing else from me — let me know if you need more.`]), b);
  }
  return { kind: "text-loop", note: `${a} and ${b} trade thanks ${pairs} times after the summary, nothing new said` };
}

/** Apply → check (same failure) → revert, repeated with unchanged change data. */
export function actRevertCycle(R, d) {
  const r = R.rng, items = r.shuffle(d.items()), x = items[0];
  open(R, d, d.t.fix(x));
  R.call(d.get.tool, d.get.args(x), getOut(d, x, r), plan(R, [`Read ${x}`, "Apply the change", "Verify", "Revert if it does not help"]) ?? t(R, `Reading ${x}.`));
  R.call(d.check.tool, d.check.args(x), failOut(d, x, r), t(R, "Baseline check."));
  const passes = r.int(3, 4), withUndo = r.chance(0.7);
  for (let p = 0; p < passes; p++) {
    if (p === (withUndo ? 1 : 2)) R.mark();
    R.call(d.act.tool, d.act.args(x, 0), (c) => d.act.out(x, 0, c, r), p === 0 ? t(R, "Applying the change.") : say(R, p));
    R.call(d.check.tool, d.check.args(x), failOut(d, x, r), t(R, "Verifying."));
    if (withUndo) R.call(d.undo.tool, d.undo.args(x), (c) => d.undo.out(x, c, r), t(R, "It did not help; reverting."));
  }
  maybeGiveUp(R, d, x);
  return { kind: "act-revert-cycle", note: `${d.act.tool} (same change) → ${d.check.tool} (same failure)${withUndo ? ` → ${d.undo.tool}` : ""}, ${passes} passes on ${x}` };
}

export const LOOP_KINDS = [exactRepeat, trivialArgs, pingPong, driftCycle, retryStorm, stuckPoll, noProgressViews, searchReworded, textLoop, actRevertCycle];

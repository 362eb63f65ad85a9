// Fourteen look-alike kinds (legit) and four ambiguous shapes.
import { K, warm, endLegit, endLoop, perturb } from "./ctx.mjs";

const items = (ctx, n) => Array.from({ length: n }, (_, i) => (i < ctx.main.length ? ctx.main[i] : ctx.pool[(ctx.pool.length - 1 - i) % ctx.pool.length]));
const wait = (ctx, s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` });
export const LEGIT = {
  pagination: (ctx, v, n) => { const { r } = ctx; warm(ctx, n); const k = r.int(4, 9); const per = r.int(3, 5); const all = items(ctx, k * per);
    for (let p = 1; p <= k; p++) { K.list(ctx, p, all.slice((p - 1) * per, p * per), p < k ? p + 1 : null, k * per); if (v % 2 && p % 3 === 0) K.act(ctx, all[(p - 1) * per]); } endLegit(ctx); },
  "progressing-poll": (ctx, v, n) => { const { r, kit, main } = ctx; warm(ctx, n); const j = kit.jobs[v % 2]; K.act(ctx, main[0]); let pct = r.int(0, 8); K.poll(ctx, j, pct, "queued");
    const polls = r.int(4, 11); for (let i = 0; i < polls; i++) { pct = Math.min(99, pct + r.int(4, Math.max(6, Math.ceil(100 / polls)))); K.poll(ctx, j, pct, "running"); }
    K.poll(ctx, j, 100, "done"); if (v >= 2) K.get(ctx, main[0], 1); endLegit(ctx); },
  "retry-then-success": (ctx, v, n) => { const { r, main } = ctx; warm(ctx, n); const e = main[0]; const fails = r.int(2, 4);
    for (let i = 0; i < fails; i++) { K.fail(ctx, e); if (v % 2) ctx.run.step(wait(ctx, 2 ** (i + 2)), `Backing off ${2 ** (i + 2)}s before the next attempt — the error says the service is temporarily unavailable.`); }
    K.ok(ctx, e); if (v >= 2) K.get(ctx, e, 1); endLegit(ctx); },
  "batch-distinct": (ctx, v, n) => { const { r, kit } = ctx; warm(ctx, n); const all = items(ctx, r.int(5, 10)); const op = v % 3;
    for (const e of all) { if (op === 0) K.act(ctx, e); else if (op === 1) K.get(ctx, e); else K.send(ctx, e, kit.msg[0]); } endLegit(ctx); },
  "user-asks-again": (ctx, v, n) => { const { r, kit, main } = ctx; warm(ctx, n); const e = main[0]; K.get(ctx, e); ctx.run.final(`Current state of ${e} is shown above; nothing has changed yet.`);
    ctx.run.user(r.pick(["Can you check again? Ops says it was just updated.", "Look again please, it should be done by now.", "And now?"])); K.get(ctx, e, 1);
    if (v % 2) { ctx.run.final(`It has changed now: ${e} is updated.`); ctx.run.user("Thanks. One last check before I close the ticket?"); K.get(ctx, e, 1); }
    endLegit(ctx); },
  "reread-after-edit": (ctx, v, n) => { const { r } = ctx; warm(ctx, n); const all = items(ctx, r.int(2, 4));
    for (const e of all) { K.get(ctx, e); K.act(ctx, e); K.get(ctx, e, 1); } endLegit(ctx); },
  "refined-search": (ctx, v, n) => { const { r } = ctx; warm(ctx, n); const g = ctx.qs[v % ctx.qs.length]; const all = items(ctx, 8); let shown = 1;
    const rounds = r.int(3, 4); for (let i = 0; i < rounds; i++) { shown = Math.min(all.length, shown + r.int(1, 2)); K.search(ctx, g[i % g.length], all.slice(i, shown + i)); }
    K.get(ctx, all[shown]); endLegit(ctx); },
  "long-mixed": (ctx, v, n) => { warm(ctx, n); endLegit(ctx); },
  "edit-test-converge": (ctx, v, n) => { const { main } = ctx; warm(ctx, n); const e = main[0];
    K.check(ctx, e, { ok: false, f: 0 }); K.edit(ctx, e, 0); K.check(ctx, e, { ok: false, f: 2 }); K.edit(ctx, e, 2 + (v % 2)); K.check(ctx, e, { ok: true }); endLegit(ctx); },
  "delegation-feedback": (ctx, v, n) => { const { kit, main } = ctx; warm(ctx, n); const a = kit.agents[0];
    K.delegate(ctx, a, `Review ${main[0]} before we finalise.`, kit.report(1)); K.act(ctx, main[0]); K.delegate(ctx, a, `Fixed per your note on ${main[0]}; review again.`, kit.report(2)); endLegit(ctx); },
  "alternating-progress": (ctx, v, n) => { const { r, kit } = ctx; warm(ctx, n); let p1 = r.int(0, 10), p2 = r.int(0, 10); const rounds = r.int(3, 6);
    for (let i = 0; i < rounds; i++) { p1 = Math.min(100, p1 + r.int(12, 30)); p2 = Math.min(100, p2 + r.int(10, 28)); K.poll(ctx, kit.jobs[0], p1, p1 >= 100 ? "done" : "running"); K.poll(ctx, kit.jobs[1], p2, p2 >= 100 ? "done" : "running"); }
    K.poll(ctx, kit.jobs[0], 100, "done"); K.poll(ctx, kit.jobs[1], 100, "done"); endLegit(ctx); },
  "send-distinct": (ctx, v, n) => { const { r, kit } = ctx; warm(ctx, n); const all = items(ctx, r.int(4, 8)); const m = kit.msg[v % kit.msg.length];
    for (const e of all) { if (v >= 2) K.get(ctx, e); K.send(ctx, e, m); } endLegit(ctx); },
  "poll-plateau-progress": (ctx, v, n) => { const { r, kit, main } = ctx; warm(ctx, n); const j = kit.jobs[v % 2]; K.act(ctx, main[0]); let pct = r.int(5, 30);
    K.poll(ctx, j, pct, "running"); const same = r.int(1, 2); for (let i = 0; i < same; i++) K.poll(ctx, j, pct, "running");
    while (pct < 100) { pct = Math.min(100, pct + r.int(15, 40)); K.poll(ctx, j, pct, pct >= 100 ? "done" : "running"); } endLegit(ctx); },
  "relist-after-change": (ctx, v, n) => { const { r } = ctx; warm(ctx, n); const per = r.int(3, 4); const all = items(ctx, per * 3);
    K.list(ctx, 1, all.slice(0, per), 2, all.length); K.list(ctx, 2, all.slice(per, 2 * per), 3, all.length);
    for (const e of all.slice(0, per)) K.act(ctx, e);
    K.list(ctx, 1, all.slice(per, 2 * per), 2, all.length - per); K.list(ctx, 2, all.slice(2 * per), null, all.length - per); endLegit(ctx); },
};
export const LEGIT_NOTES = {
  pagination: "pages walked with a cursor, each page new items, last page has no next link",
  "progressing-poll": "job polled until done; percentage rises on every poll",
  "retry-then-success": "same call fails 2-4 times with the same error (half with growing back-off sleeps, half immediate), then succeeds",
  "batch-distinct": "same tool over 5-10 distinct items",
  "user-asks-again": "user asks for a re-check after an answer; the re-read shows the change",
  "reread-after-edit": "read, write, read again to verify — per item",
  "refined-search": "searches re-worded, each surfaces new hits",
  "long-mixed": "60-120 steps of varied healthy work",
  "edit-test-converge": "fix/test cycle where the failure changes and then passes",
  "delegation-feedback": "hand-off to a reviewer, fix, hand-off again; the reviewer's answer changes",
  "alternating-progress": "two jobs polled alternately (A-B-A-B); both progress every round",
  "send-distinct": "same template sent to distinct recipients",
  "poll-plateau-progress": "poll shows the same percentage 2-3 times, then progresses to done",
  "relist-after-change": "list pages, process items, list again from page 1 — the processed items are gone",
};
export const AMBIG = [
  ["slow-creep-poll", (ctx, v, n) => { const { r, kit, main } = ctx; warm(ctx, n); K.act(ctx, main[0]); let pct = r.int(60, 80); const polls = r.int(8, 11); for (let i = 0; i < polls; i++) { pct += i % 3 === 2 ? 0 : 1; K.poll(ctx, kit.jobs[0], pct, "running"); } }, "progress creeps by ~1% per poll with no end in sight; progress is real but the polling adds little"],
  ["search-marginal-new", (ctx, v, n) => { const { main, pool, qs } = ctx; warm(ctx, n); const g = qs[0]; const base = main.slice(0, 2); for (let i = 0; i < 5; i++) K.search(ctx, g[i % g.length], [...base, pool[pool.length - 1 - i]]); endLoop(ctx, 1); }, "each re-worded search returns the same two hits plus one new low-ranked hit the agent never opens"],
  ["user-repeats-same", (ctx, v, n) => { const { main } = ctx; warm(ctx, n); const e = main[0]; for (let i = 0; i < 3; i++) { K.get(ctx, e); ctx.run.final(`No change: ${e} is exactly as before.`); if (i < 2) ctx.run.user(["Check again.", "Again please.", "Check again."][i]); } }, "user asks three times for the same re-check; data never changes; the agent complies each time"],
  ["redelegate-reworded-reply", (ctx, v, n) => { const { kit, main } = ctx; warm(ctx, n); const a = kit.agents[1]; for (let i = 0; i < 4; i++) K.delegate(ctx, a, `Status of ${main[0]}${i ? " — anything new?" : "?"}`, (i ? ["Re-checked: ", "Still: ", "Same as before — "][i - 1] : "") + kit.report(0)); endLoop(ctx, 1); }, "helper asked again and again; replies re-worded but carry the same content; could be waiting on a human"],
];
export { perturb };

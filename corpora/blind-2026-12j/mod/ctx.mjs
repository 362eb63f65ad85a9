// A run's world: the kit, the entities a kind works on, a pool for healthy warm-up work, and step helpers.
import { Run } from "./run.mjs";
import { say } from "./voice.mjs";
import { OK } from "./ok.mjs";

function variantsOf(e, k) {
  const m = e.match(/^(.*?)(\d+)(\D*)$/);
  if (m) return m[1] + String(Number(m[2]) + 100 * k + 7).padStart(m[2].length, "0") + m[3];
  return `${e}.p${k}`;
}
export function makeCtx(r, kit, style) {
  const run = new Run(r, kit, style);
  const ents = r.shuffle(kit.ents);
  const main = ents.slice(0, 4);
  const pool = r.shuffle([...ents.slice(4), ...Array.from({ length: 200 }, (_, i) => variantsOf(kit.ents[i % kit.ents.length], 1 + Math.floor(i / kit.ents.length)))]);
  const qs = r.shuffle(kit.queries);
  return { r, run, kit, main, pool, qs, w: { i: 0, page: 40, pct: 0, rep: 0, qi: 0, read: [], job: 1 } };
}
const fillOf = (op, a) => ({ e: a.e, q: a.q, p: a.p, j: a.j, a: a.a });
/** Run one tool step; `c` is the call object from a kit function. */
export function step(ctx, op, c, fill = {}, role) {
  ctx.run.step(c, say(ctx.r, ctx.run, op, fill), role ?? (op === "delegate" ? "planner" : "executor"));
  return c;
}
export const K = {
  get: (ctx, e, rev = 0) => step(ctx, "get", ctx.kit.get(ctx.run, e, rev), { e }),
  search: (ctx, q, hits) => step(ctx, "search", ctx.kit.search(ctx.run, q, hits), { q }),
  list: (ctx, page, items, next, total) => step(ctx, "list", ctx.kit.list(ctx.run, page, items, next, total), { p: page }),
  poll: (ctx, j, pct, state) => step(ctx, "poll", ctx.kit.poll(ctx.run, j, pct, state), { j }),
  act: (ctx, e, val) => step(ctx, "act", ctx.kit.act(ctx.run, e, val), { e }),
  fail: (ctx, e) => step(ctx, "fail", ctx.kit.fail(ctx.run, e), { e }),
  ok: (ctx, e) => { const c = ctx.kit.fail(ctx.run, e); return step(ctx, "fail", { name: c.name, args: c.args, out: OK[ctx.kit.domain](ctx.run, e) }, { e }); },
  edit: (ctx, e, i) => step(ctx, "edit", ctx.kit.edit(ctx.run, e, i), { e }),
  check: (ctx, e, res) => step(ctx, "check", ctx.kit.check(ctx.run, e, res), { e }),
  delegate: (ctx, a, task, rep) => step(ctx, "delegate", ctx.kit.delegate(ctx.run, a, task, rep), { a }, ctx.run.roles ? "planner" : undefined),
  send: (ctx, e, text) => step(ctx, "send", ctx.kit.send(ctx.run, e, text), { e }),
};
/** Healthy work that never repeats: new entities, reads after writes, progressing polls, new pages. */
export function warm(ctx, n) {
  const { r, pool, w, kit } = ctx;
  const take = () => pool[w.i++ % pool.length];
  for (let s = 0; s < n; s++) {
    const t = r.int(0, 9);
    if (t <= 2) { const e = take(); K.get(ctx, e); w.read.push(e); }
    else if (t === 3 && w.read.length) { const e = w.read.shift(); K.act(ctx, e); if (s + 1 < n && r.chance(0.6)) { K.get(ctx, e, 1); s++; } }
    else if (t === 4) { const g = ctx.qs[w.qi % ctx.qs.length]; const q = g[Math.floor(w.qi / ctx.qs.length) % g.length] + (w.qi >= ctx.qs.length * g.length ? ` ${2020 + w.qi}` : ""); w.qi++; K.search(ctx, q, [take(), take(), take()].slice(0, r.int(1, 3))); }
    else if (t === 5) { w.page++; K.list(ctx, w.page, [take(), take(), take()], w.page + 1, 400); }
    else if (t === 6) { K.send(ctx, take(), r.pick(kit.msg) + (r.chance(0.5) ? "" : ` (${w.i})`)); }
    else if (t === 7) { w.rep++; K.delegate(ctx, r.pick(kit.agents), `Check ${take()} (item ${w.rep}).`, kit.report(w.rep) + ` [ref ${w.i}-${w.rep}]`); }
    else { w.pct += r.int(3, 12); if (w.pct >= 100) { K.poll(ctx, kit.jobs[2] + (w.job > 1 ? ` #${w.job}` : ""), 100, "done"); w.job++; w.pct = 0; } else K.poll(ctx, kit.jobs[2] + (w.job > 1 ? ` #${w.job}` : ""), w.pct, "running"); }
  }
}
const FAIL_END = ["I wasn't able to finish this: the same problem kept coming back. Escalating to a human with the details above.", "Stopping here — I could not get past this step. Summary of what I tried is above.", "I'm unable to complete the task right now; please check the system and let me know how to proceed."];
export function endLoop(ctx, p = 0.4) { if (ctx.r.chance(p)) ctx.run.final(ctx.r.chance(0.5) ? ctx.r.pick(FAIL_END) : ctx.kit.done); }
export function endLegit(ctx) { ctx.run.final(ctx.r.chance(0.8) ? ctx.kit.done : "Done with what I could: " + ctx.kit.done.charAt(0).toLowerCase() + ctx.kit.done.slice(1) + " One item needs a human sign-off; I've flagged it."); }
/** Trivially different arguments: whitespace, case, a default flag, key order. */
export function perturb(args, i) {
  const a = { ...args }; const keys = Object.keys(a); const k = keys.find((x) => typeof a[x] === "string");
  const m = i % 5;
  if (m === 0 && k) a[k] = a[k] + " ";
  else if (m === 1 && k) a[k] = k === "command" ? a[k].replace(" ", "  ") : (a[k] === a[k].toLowerCase() ? a[k].toUpperCase() : a[k].toLowerCase());
  else if (m === 2) { if (k === "command") a[k] = a[k] + " "; else a.verbose = false; }
  else if (m === 3 && keys.length > 1) return Object.fromEntries(keys.reverse().map((x) => [x, a[x]]));
  else if (k) a[k] = " " + a[k];
  return a;
}

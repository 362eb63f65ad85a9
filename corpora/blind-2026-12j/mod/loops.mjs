// The ten loop kinds. Each marks loop_from just before the first step that adds nothing.
import { K, warm, step, endLoop, perturb } from "./ctx.mjs";
import { say } from "./voice.mjs";

const PAIRS = { "roadside-assistance": ["TP-3144", "TP-3187"], "blood-donor-recall": ["2026-12-09T08:00", "2026-12-09T08:20"], "municipal-budget-sheet": [412000, 398500], "seismic-catalog-notebook": ["df = df[df.mag >= 2.5]", "df = df[df.mag >= 2.3]"], "kafka-streaming-ops": [1209600000, 604800000], "returns-rma": ["size exchange", "refund"], "bed-flow-sql": ["blocked", "clean"], "public-tenders-fr": ["BPU_signe.pdf", "BPU_signe_v2.pdf"], "kr-food-delivery": ["WEEKEND3000", "WEEKEND2000"], "video-transcoding-farm": ["hls-6rung-v4", "hls-5rung-v3"] };
const again = (ctx, op, c, fill) => { ctx.run.step(c, say(ctx.r, ctx.run, op, fill), op === "delegate" ? "planner" : "executor"); };
export const LOOPS = {
  "trivial-arg-repeat": (ctx, v, n) => {
    const { r, kit, main } = ctx; warm(ctx, n); const e = main[0]; const useSearch = v % 2 === 1; const g = ctx.qs[0]; const hits = main.slice(1, 1 + r.int(1, 3));
    const first = useSearch ? K.search(ctx, g[0], hits) : K.get(ctx, e);
    if (v >= 3) { K.act(ctx, main[1]); }
    ctx.run.mark();
    const reps = r.int(3, 7);
    for (let i = 0; i < reps; i++) {
      const c = useSearch ? kit.search(ctx.run, g[0], hits) : kit.get(ctx.run, e, 0);
      c.args = perturb(first.args, i + v);
      again(ctx, useSearch ? "search" : "get", c, { e, q: g[0] });
    }
    endLoop(ctx);
  },
  "ping-pong": (ctx, v, n) => {
    const { r, kit, main } = ctx; warm(ctx, n); const [a, b] = main; const mode = v % 3; const g = ctx.qs[0];
    const A = () => (mode === 2 ? K.act(ctx, a, PAIRS[kit.domain][0]) : K.get(ctx, a));
    const B = () => (mode === 0 ? K.get(ctx, b) : mode === 1 ? K.search(ctx, g[0], [a, b]) : K.act(ctx, a, PAIRS[kit.domain][1]));
    A(); B(); ctx.run.mark();
    const cycles = r.int(2, 4); for (let i = 0; i < cycles; i++) { A(); B(); }
    if (r.chance(0.5)) A();
    endLoop(ctx);
  },
  "retry-storm": (ctx, v, n) => {
    const { r, main } = ctx; warm(ctx, n); const e = main[0]; if (v % 2) K.get(ctx, e);
    const first = K.fail(ctx, e); ctx.run.mark();
    const reps = r.int(4, 8);
    for (let i = 0; i < reps; i++) { const c = ctx.kit.fail(ctx.run, e); if (v >= 4 && i % 2) c.args = perturb(first.args, i); again(ctx, "fail", c, { e }); }
    endLoop(ctx, 0.3);
  },
  "stuck-poll": (ctx, v, n) => {
    const { r, kit, main } = ctx; warm(ctx, n); const j = kit.jobs[v % 2]; if (v % 3 !== 2) K.act(ctx, main[0]);
    let pct = r.int(3, 15); const ups = r.int(1, 3); K.poll(ctx, j, pct, "queued");
    for (let i = 0; i < ups; i++) { pct += r.int(8, 25); K.poll(ctx, j, pct, "running"); }
    ctx.run.mark(); const reps = r.int(4, 8);
    for (let i = 0; i < reps; i++) K.poll(ctx, j, pct, "running");
    endLoop(ctx, 0.25);
  },
  "reworded-search": (ctx, v, n) => {
    const { r, main } = ctx; warm(ctx, n); const g = ctx.qs[v % ctx.qs.length]; const hits = main.slice(0, r.int(1, 3));
    K.search(ctx, g[0], hits); if (v % 2) K.get(ctx, hits[0]);
    ctx.run.mark(); const reps = r.int(3, 6);
    for (let i = 1; i <= reps; i++) { const q = g[i % g.length] + (i >= g.length ? (i % 2 ? " " : "") + ["", " recent", " all"][i % 3] : ""); K.search(ctx, q.trim(), hits); }
    endLoop(ctx);
  },
  "reread": (ctx, v, n) => {
    const { r, main } = ctx; warm(ctx, n); const e = main[0]; K.get(ctx, e); if (v % 2) K.delegate(ctx, r.pick(ctx.kit.agents), `Anything blocking ${e}?`, ctx.kit.report(v));
    ctx.run.mark(); const reps = r.int(3, 7);
    for (let i = 0; i < reps; i++) { const c = K.get(ctx, e); if (v >= 3 && i === 1) c.args = perturb(c.args, 3); }
    endLoop(ctx);
  },
  "edit-test-same-failure": (ctx, v, n) => {
    const { r, main } = ctx; warm(ctx, n); const e = main[0]; const f = v % 2 ? 0 : 2;
    K.check(ctx, e, { ok: false, f }); K.edit(ctx, e, 0); K.check(ctx, e, { ok: false, f }); K.edit(ctx, e, 1); K.check(ctx, e, { ok: false, f });
    ctx.run.mark(); const cycles = r.int(2, 3);
    for (let i = 0; i < cycles; i++) { K.edit(ctx, e, i % 2); K.check(ctx, e, { ok: false, f }); }
    endLoop(ctx);
  },
  "re-delegation": (ctx, v, n) => {
    const { r, kit, main } = ctx; warm(ctx, n); const a = kit.agents[v % 2]; const task = `Confirm the status of ${main[0]} and tell me what to do next.`; const rep = kit.report(v);
    K.delegate(ctx, a, task, rep); if (v % 3 === 1) K.get(ctx, main[0]);
    ctx.run.mark(); const reps = r.int(3, 6);
    for (let i = 0; i < reps; i++) K.delegate(ctx, a, v >= 3 && i % 2 ? `Please re-check ${main[0]}: status and next step?` : task, rep);
    endLoop(ctx);
  },
  "answer-resend": (ctx, v, n) => {
    const { r, kit, main } = ctx; warm(ctx, n); const e = main[0]; K.act(ctx, e); if (v % 2) K.get(ctx, e, 1);
    const msg = kit.msg[v % kit.msg.length]; K.send(ctx, e, msg);
    ctx.run.mark(); const reps = r.int(3, 6);
    for (let i = 0; i < reps; i++) K.send(ctx, e, i % 3 === 2 ? msg.replace(/\.$/, "") : i % 2 ? msg + " " : msg);
    endLoop(ctx, 0.5);
  },
  "page-wrap": (ctx, v, n) => {
    const { r, main, pool } = ctx; warm(ctx, n); const k = r.int(2, 4); const per = r.int(3, 5); const items = Array.from({ length: k * per }, (_, i) => (i < main.length ? main[i] : pool[(pool.length - 1 - i) % pool.length]));
    const pg = (p) => items.slice((p - 1) * per, p * per); const total = k * per + r.int(20, 80);
    for (let p = 1; p <= k; p++) K.list(ctx, p, pg(p), p < k ? p + 1 : 1, total);
    ctx.run.mark(); const reps = r.int(Math.max(3, k), 2 * k + 1);
    for (let i = 0; i < reps; i++) { const p = (i % k) + 1; K.list(ctx, p, pg(p), p < k ? p + 1 : 1, total); }
    endLoop(ctx, 0.35);
  },
};
export const LOOP_NOTES = {
  "trivial-arg-repeat": "same read/search re-issued with whitespace/case/default-flag/key-order changes; identical result each time; loop_from = first re-issue",
  "ping-pong": "two steps alternate (two reads, search/read, or set X / set Y) with unchanged observations; loop_from = first step of the second cycle",
  "retry-storm": "the same failing call retried with no change and no back-off, same error each time; loop_from = first retry",
  "stuck-poll": "job progressed 1-3 times, then every poll shows the same state and percentage (only clocks move); loop_from = first poll equal to the previous one",
  "reworded-search": "search re-worded again and again, same hits every time; loop_from = second search",
  "reread": "the same record re-read with nothing changed in between; loop_from = first re-read",
  "edit-test-same-failure": "two distinct fixes tried (same failure both times), then the agent re-applies them alternately with the same failure; loop_from = first re-application",
  "re-delegation": "same brief handed to the same helper, same answer back; loop_from = second hand-off",
  "answer-resend": "the same message/notice sent again to the same recipient, delivered each time; loop_from = second send",
  "page-wrap": "cursor of the last page points back to page 1 and the agent pages through the same pages again; loop_from = re-fetch of page 1",
};
